import type { FundDetail } from '@/api/catalogue/funds'
import { detailFigures, fundTypeText, navDateText, riskText, saleStatusText, tagsOf } from '../rules'
import styles from './fund-header.module.css'

/** Name, code, type, risk, tags and the key figures of a fund (catalogue §2.7). */
export function FundHeader({ fund }: { fund: FundDetail }) {
  const [lead, ...rest] = detailFigures(fund)
  const status = saleStatusText(fund.fundStatus)
  const tags = tagsOf(fund.tags)
  return (
    <section className={styles.header} aria-label="产品概况">
      <h1 className={styles.name}>{fund.shortName.trim() || fund.fundName.trim() || fund.fundCode}</h1>
      <div className={styles.badges}>
        <span className={styles.code}>{fund.fundCode}</span>
        <span className={styles.badge}>{fundTypeText(fund)}</span>
        <span className={styles.badge}>{riskText(fund.riskLevelStr)}</span>
        {status && <span className={styles.badgeMuted}>{fund.reason || status}</span>}
        {fund.fundStatus === 9 && <span className={styles.badgeRaising}>募集中</span>}
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
      <div className={styles.figures}>
        <div className={styles.lead}>
          <span className={`${styles.leadValue} ${styles[lead.tone]}`} data-testid="lead-figure">
            {lead.value}
          </span>
          <span className={styles.label}>{lead.label}</span>
        </div>
        {rest.map((f) => (
          <div key={f.label} className={styles.figure}>
            <span className={`${styles.value} ${styles[f.tone]}`}>{f.value}</span>
            <span className={styles.label}>{f.label}</span>
          </div>
        ))}
      </div>
      <p className={styles.date}>
        {fund.fundType === 0 ? '收益日期' : '净值日期'}：{navDateText(fund.navDate)}
      </p>
      {fund.ztAdvertisement && <p className={styles.slogan}>{fund.ztAdvertisement}</p>}
    </section>
  )
}
