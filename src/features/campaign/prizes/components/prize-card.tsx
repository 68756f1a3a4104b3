import type { PrizeRecord } from '@/api/mgm-prizes'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { bothText, prizeCardFor } from '../rules'
import styles from './prizes.module.css'

/** marketing §2.4: the card by cardViewType, a copy button per value and "copy both" on card 1. */
export function PrizeCard({ prize, onCopy }: { prize: PrizeRecord; onCopy: (text: string) => void }) {
  const card = prizeCardFor(prize.cardViewType)
  return (
    <section className={styles.codeCard} aria-label={card.title} data-kind={card.kind}>
      <h2 className={styles.codeTitle}>{card.title}</h2>
      {card.fields.map((f) => {
        const value = prize[f.key]
        return (
          <div key={f.key} className={styles.codeRow}>
            <span className={styles.codeLabel}>{f.label}</span>
            <span className={styles.codeValue} data-link={card.kind === 'link' ? '' : undefined}>
              {value || EMPTY_TEXT}
            </span>
            <button
              type="button"
              className={styles.copyBtn}
              aria-label={f.copyLabel}
              disabled={!value}
              onClick={() => onCopy(value)}
            >
              复制
            </button>
          </div>
        )
      })}
      {card.copyBoth && (
        <button
          type="button"
          className={styles.copyBoth}
          disabled={!prize.accountNum || !prize.cami}
          onClick={() => onCopy(bothText(prize))}
        >
          一键复制卡号和卡密
        </button>
      )}
    </section>
  )
}
