import type { Fund } from '@/api/catalogue/funds'
import { formatStartAmount } from '@/shared/lib/format'
import { listHeadline, riskText, saleStatusText, tagsOf } from '../rules'
import styles from './fund-card.module.css'

export interface FundCardProps<F extends Fund> {
  fund: F
  onOpen: (fund: F) => void
}

/** A fund in a list: headline rate on the left, name, code, risk, start amount and tags on the right. */
export function FundCard<F extends Fund>({ fund, onOpen }: FundCardProps<F>) {
  const headline = listHeadline(fund)
  const status = saleStatusText(fund.fundStatus)
  const tags = tagsOf(fund.tags).slice(0, 3)
  const name = fund.shortName.trim() || fund.fundName.trim() || fund.fundCode
  return (
    <button type="button" className={styles.card} onClick={() => onOpen(fund)}>
      <div className={styles.rate}>
        <span className={`${styles.value} ${styles[headline.tone]}`}>{headline.value}</span>
        <span className={styles.label}>{headline.label}</span>
      </div>
      <div className={styles.info}>
        <div className={styles.nameRow}>
          <span className={styles.name}>{name}</span>
          {status && <span className={styles.status}>{status}</span>}
        </div>
        <div className={styles.meta}>
          <span>{fund.fundCode}</span>
          <span className={styles.dot} aria-hidden="true" />
          <span>{riskText(fund.riskLevelStr)}</span>
          <span className={styles.dot} aria-hidden="true" />
          <span>{formatStartAmount(fund.startAmount)}起投</span>
        </div>
        {tags.length > 0 && (
          <div className={styles.tags}>
            {tags.map((t) => (
              <span key={t} className={styles.tag}>
                {t}
              </span>
            ))}
          </div>
        )}
      </div>
    </button>
  )
}
