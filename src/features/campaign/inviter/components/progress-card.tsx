import { ProgressBar } from 'antd-mobile'
import type { MgmHomeData } from '@/api/mgm'
import { maskPhonesIn } from '@/shared/lib/mask'
import { EXCHANGE_THRESHOLD, progressWidth, VOUCHER_YUAN } from '../../common'
import { ENTRY_TEXT, XYJ } from '../texts'
import styles from './home.module.css'

export interface ProgressCardProps {
  home: MgmHomeData | undefined
  onProgress: () => void
}

/** marketing §2.1, §9: the coins/50 progress bar and the invite-progress strip. */
export function ProgressCard({ home, onProgress }: ProgressCardProps) {
  const coins = home?.canUseXyj ?? 0
  const width = progressWidth(coins)
  const records = home?.positionRecordList ?? []
  const diff = home?.diffPerson ?? 0
  return (
    <section className={styles.card} aria-label="奖励进度">
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>奖励进度</h2>
        <button type="button" className={styles.link} onClick={onProgress}>
          {ENTRY_TEXT.progress} ›
        </button>
      </header>
      <div className={styles.progressLine}>
        {/* antd-mobile's bar is a plain div: the progressbar role and values go on a wrapper. */}
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="兑换进度"
          aria-valuemin={0}
          aria-valuemax={EXCHANGE_THRESHOLD}
          aria-valuenow={Math.min(coins, EXCHANGE_THRESHOLD)}
        >
          <ProgressBar
            percent={width}
            style={{ '--track-width': '10px', '--fill-color': 'linear-gradient(90deg, #ffb92e, #ff5a2e)' }}
          />
        </div>
        <span className={styles.progressText}>
          {Math.min(coins, EXCHANGE_THRESHOLD)}/{EXCHANGE_THRESHOLD}
        </span>
      </div>
      <p className={styles.progressNote}>
        {width >= 100
          ? `已满${EXCHANGE_THRESHOLD}个${XYJ}，可兑换${VOUCHER_YUAN}元购物卡`
          : `再得${EXCHANGE_THRESHOLD - coins}个${XYJ}即可兑换${VOUCHER_YUAN}元购物卡`}
      </p>
      {diff > 0 && (
        <p className={styles.strip}>
          再邀请<strong>{diff}</strong>位好友完成任务，当次奖励翻倍
        </p>
      )}
      {records.length > 0 && (
        <ul className={styles.records} aria-label="奖励动态">
          {records.map((r, i) => (
            <li key={`${r.createTime}-${i}`}>
              <span className={styles.recordText}>
                {maskPhonesIn(r.content || `好友${r.invitedPhone}完成任务`)}
              </span>
              <span className={styles.recordCoins}>+{r.rewardXyj}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
