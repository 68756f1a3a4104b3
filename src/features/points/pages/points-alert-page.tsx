import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { usePointsInfo } from '@/api/points-queries'
import { PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { expiryNotice, pointsText, waitNotice } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/** /pointsHomeAlert: the points reminders (§3 Points expiry and waiting points). */
export default function PointsAlertPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const info = usePointsInfo(userId)
  if (info.isPending) return <PageLoading />
  if (info.error) return <PageError error={info.error} onRetry={() => void info.refetch()} />
  const expiry = expiryNotice(info.data)
  const wait = waitNotice(info.data)
  return (
    <main className={styles.page}>
      <div className={styles.plainBody}>
        <section className={`${styles.card} ${styles.detailHead}`} aria-label="积分提醒">
          <div className={styles.muted}>可用积分</div>
          <div className={styles.detailValue}>{pointsText(info.data?.integral)}</div>
        </section>
        {!expiry && !wait ? (
          <EmptyState message="暂无积分提醒" />
        ) : (
          <>
            {expiry && (
              <section className={styles.card}>
                <div className={styles.cardTitle}>积分即将过期</div>
                <p className={styles.rules}>{expiry}</p>
                <Button block color="primary" shape="rounded" onClick={() => navigate(PATHS.pointsMall)}>
                  去使用
                </Button>
              </section>
            )}
            {wait && (
              <section className={styles.card}>
                <div className={styles.cardTitle}>积分待领取</div>
                <p className={styles.rules}>您有{wait}，请在有效期内领取</p>
                <Button
                  block
                  color="primary"
                  fill="outline"
                  shape="rounded"
                  onClick={() => navigate(PATHS.pointsWait)}
                >
                  去领取
                </Button>
              </section>
            )}
          </>
        )}
      </div>
      <RiskFooter />
    </main>
  )
}
