import type { MgmHomeData } from '@/api/mgm'
import { exchangeShortText, XYJ } from '../texts'
import styles from './home.module.css'

export interface CoinBoxProps {
  home: MgmHomeData
  canExchange: boolean
  threshold: number
  onExchange: () => void
}

/** marketing §2.1: redeemable balance and the exchange action (bound and opened users only). */
export function CoinBox({ home, canExchange, threshold, onExchange }: CoinBoxProps) {
  return (
    <section className={styles.card} aria-label={`我的${XYJ}`}>
      <div className={styles.coinBox}>
        <div className={styles.balance}>
          <span className={styles.balanceLabel}>可兑换{XYJ}（个）</span>
          <strong className={styles.balanceValue} data-testid="can-use-xyj">
            {home.canUseXyj}
          </strong>
        </div>
        <div className={styles.exchangeAction}>
          <button
            type="button"
            className={styles.exchangeButton}
            onClick={onExchange}
            disabled={!canExchange}
          >
            去兑换
          </button>
          {!canExchange && <span className={styles.exchangeHint}>{exchangeShortText(threshold)}</span>}
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>已兑换</dt>
          <dd>{home.usedXyj}</dd>
        </div>
        <div>
          <dt>待领取</dt>
          <dd>{home.viewXyj}</dd>
        </div>
      </dl>
    </section>
  )
}
