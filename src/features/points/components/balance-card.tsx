import type { PointsInfo } from '@/api/points'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { pointsText } from '../rules'
import { Picture } from '@/shared/ui/picture'
import styles from './points.module.css'

export interface BalanceCardProps {
  info: PointsInfo | undefined
  onRules: () => void
  onDetails: () => void
}

/** The red hero: who, level, balance (marketing §2.12). */
export function BalanceCard({ info, onRules, onDetails }: BalanceCardProps) {
  return (
    <section className={styles.hero} aria-label="我的积分">
      <div className={styles.user}>
        <Picture className={styles.avatar} src={info?.headimgurl} kind="avatar" size={40} />
        <div>
          <div className={styles.nickname}>{info?.nickname || EMPTY_TEXT}</div>
          {info?.memberLevel && <span className={styles.level}>{info.memberLevel}</span>}
        </div>
      </div>
      <div className={styles.balanceLabel}>可用积分</div>
      <div className={styles.balance} data-testid="points-balance">
        {pointsText(info?.integral)}
      </div>
      <div className={styles.heroLinks}>
        <button type="button" className={styles.heroLink} onClick={onDetails}>
          积分明细 ›
        </button>
        <button type="button" className={styles.heroLink} onClick={onRules}>
          积分规则 ›
        </button>
      </div>
    </section>
  )
}
