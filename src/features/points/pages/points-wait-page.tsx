import { Button, List } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { WaitIntegralRecord } from '@/api/points'
import { useConvertIntegral, useWaitIntegralRecords } from '@/api/points-queries'
import { useTrackView } from '@/api/tracking'
import { formatDate } from '@/shared/lib/dates'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { DateRange } from '@/shared/ui/date-range'
import { pointsText, POINTS_EVENT, signedPoints } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/** /pointsWait: points earned and waiting to be claimed; each claim once. */
export default function PointsWaitPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const waits = useWaitIntegralRecords(userId)
  const convert = useConvertIntegral(userId)
  const [claimed, setClaimed] = useState<string[]>([])
  // The row whose claim is in flight (the action allows one at a time).
  const [tapped, setTapped] = useState<string | null>(null)
  const busyId = convert.busy ? tapped : null
  useTrackView('pointsGetView')

  if (waits.isPending) return <PageLoading />
  if (waits.error) return <PageError error={waits.error} onRetry={() => void waits.refetch()} />

  const list = (waits.data ?? []).filter((w) => !claimed.includes(w.id))
  // Points are whole numbers (not money): a plain sum is exact.
  const total = list.reduce((s, w) => s + w.integralValue, 0)

  const claim = async (w: WaitIntegralRecord) => {
    // The first tap names the row; a tap while its claim is in flight is skipped.
    setTapped((t) => t ?? w.id)
    // After a failure the waiting points have been read again (useConvertIntegral).
    const outcome = await convert.run({ eventId: w.eventId || POINTS_EVENT.claim, waitIntegralId: w.id })
    if (outcome.status === 'skipped') return
    setTapped(null)
    if (outcome.status !== 'done') return
    setClaimed((c) => [...c, w.id])
    toast(`领取成功，获得${pointsText(outcome.data.integral || w.integralValue)}积分`)
  }

  return (
    <main className={styles.page}>
      <section className={styles.summary} aria-label="待领积分合计">
        <div>
          <div className={styles.muted}>待领积分</div>
          <div className={styles.summaryValue}>{pointsText(total)}</div>
        </div>
        <Button size="small" fill="outline" color="primary" onClick={() => navigate(PATHS.pointsDetails)}>
          积分明细
        </Button>
      </section>
      {list.length === 0 ? (
        <EmptyState message="暂无待领取积分" />
      ) : (
        <List header="请在有效期内领取，过期将无法领取">
          {list.map((w) => (
            <List.Item
              key={w.id}
              description={
                // Valid from the award to the expiry: a range that breaks only between its dates.
                <>
                  有效期 <DateRange from={formatDate(w.createTime)} to={formatDate(w.expireTime)} />
                </>
              }
              extra={
                <Button
                  size="small"
                  color="primary"
                  shape="rounded"
                  loading={busyId === w.id}
                  disabled={busyId !== null}
                  onClick={() => void claim(w)}
                >
                  领取
                </Button>
              }
            >
              <span>{w.integralName || EMPTY_TEXT}</span>{' '}
              <span className={styles.earn}>{signedPoints(w.integralValue)}</span>
            </List.Item>
          ))}
        </List>
      )}
      <RiskFooter />
    </main>
  )
}
