import { Button } from 'antd-mobile'
import type { SignInfo } from '@/api/points'
import { signDayLabel, signDayState } from '../rules'
import styles from './points.module.css'

export interface SignInCardProps {
  info: SignInfo | undefined
  busy: boolean
  error: boolean
  onSign: () => void
  onRetry: () => void
}

const STATE_CLASS = { signed: styles.daySigned, today: styles.dayToday, missed: '', future: '' }

/** This week's sign-in (marketing §7.4): signed days and today marked, one sign a day. */
export function SignInCard({ info, busy, error, onSign, onRetry }: SignInCardProps) {
  const today = new Date()
  const signed = info?.todaySigned === '1'
  return (
    <section className={styles.card} aria-label="每日签到">
      <div className={styles.cardHead}>
        <span className={styles.cardTitle}>每日签到</span>
        <span className={styles.cardSub}>
          已连续签到 <span className={styles.strong}>{info ? info.signDays : '--'}</span> 天
        </span>
      </div>
      {error ? (
        <Button block fill="outline" onClick={onRetry}>
          签到信息加载失败，点击重试
        </Button>
      ) : (
        <>
          <ol className={styles.days} aria-label="本周签到">
            {(info?.signList ?? []).map((day) => {
              const state = signDayState(day, today)
              const label = signDayLabel(day.date, today)
              return (
                <li
                  key={day.date}
                  className={`${styles.day} ${STATE_CLASS[state]}`}
                  aria-label={`${label}${day.signed === '1' ? '已签到' : '未签到'}`}
                >
                  <span className={styles.dayPoints}>{day.signed === '1' ? '✓' : `+${day.integral}`}</span>
                  <span>{label}</span>
                </li>
              )
            })}
          </ol>
          <Button
            className={styles.signButton}
            block
            color="primary"
            shape="rounded"
            loading={busy}
            disabled={!info || signed || busy}
            onClick={onSign}
          >
            {signed ? '今日已签到' : '立即签到'}
          </Button>
        </>
      )}
    </section>
  )
}
