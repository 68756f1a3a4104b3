import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons'
import type { AssetsSummary } from '@/api/holdings'
import { assetsTotal, displayAmount, displayUserName } from '../rules'
import { HOLDINGS_TEXT as T } from '../texts'
import styles from './holdings.module.css'

export interface AssetsHeaderProps {
  assets: AssetsSummary
  hidden: boolean
  onToggle: () => void
}

/** Total assets, last income and the user, with the masked-amount toggle (marketing §2.7, §4.8). */
export function AssetsHeader({ assets, hidden, onToggle }: AssetsHeaderProps) {
  return (
    <header className={styles.hero}>
      <div className={styles.heroTop}>
        <span className={styles.user} data-testid="assets-user">
          {displayUserName(assets.username, hidden)}
        </span>
        <button
          type="button"
          className={styles.eye}
          aria-pressed={hidden}
          aria-label={hidden ? T.show : T.hide}
          onClick={onToggle}
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      <p className={styles.heroLabel}>{T.totalAssets}</p>
      <p className={styles.heroTotal} data-testid="assets-total">
        {displayAmount(assetsTotal(assets), hidden, true)}
      </p>
      <dl className={styles.heroIncome}>
        <dt>{T.lastIncome}</dt>
        <dd data-testid="assets-income">{displayAmount(assets.lastTotalIncome, hidden)}</dd>
      </dl>
    </header>
  )
}
