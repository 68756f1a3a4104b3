import { Button, List } from 'antd-mobile'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { IntegralRecord } from '@/api/points'
import { useIntegralRecords, useOrderDetailUrl } from '@/api/points-queries'
import { parse } from '@/api/schema'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { followTarget } from '@/shared/lib/navigation'
import { toast } from '@/shared/lib/toast'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { recordTone, signedPoints } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/**
 * 查看订单: an exchange's mall order (getOrderDetailUrl), followed on the official domain only; a url
 * elsewhere or with @ is refused without a word on screen (account-and-shared §8), no url at all says so.
 */
function OrderLink({ userId, orderNo }: { userId: string; orderNo: string }) {
  const navigate = useNavigate()
  const order = useOrderDetailUrl(userId)
  const open = async () => {
    // A failure was toasted by the HTTP layer.
    const outcome = await order.run(orderNo)
    if (outcome.status !== 'done') return
    if (!outcome.data.trim()) toast('订单详情暂不可查看')
    else followTarget(outcome.data, navigate)
  }
  return (
    <Button size="mini" color="primary" fill="outline" loading={order.busy} onClick={() => void open()}>
      查看订单
    </Button>
  )
}

/** How many of the newest records a record opened by its address is looked for in. */
const LOOKUP_PAGE_SIZE = 200

/** /pointsDetailsInfo?id=: one points record (from the list, else looked up); an exchange links its order. */
export default function PointsDetailInfoPage() {
  const userId = useUserId()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  // The list passes the record it opened; anything else in the history state is not it.
  const state = parse(IntegralRecord, useLocation().state)
  const passed = id && state.id === id ? state : null
  // Looked up only when the list did not pass it.
  const lookingUp = !passed && !!id
  const lookup = useIntegralRecords(
    { user_id: userId, pageNum: 1, pageSize: LOOKUP_PAGE_SIZE },
    { enabled: lookingUp },
  )

  if (lookingUp && lookup.isPending) return <PageLoading />
  if (lookingUp && lookup.error)
    return <PageError error={lookup.error} onRetry={() => void lookup.refetch()} />
  const r = passed ?? lookup.data?.records.find((x) => x.id === id) ?? null
  if (!r)
    return (
      <main className={styles.page}>
        <EmptyState message="未找到该积分记录" />
        <RiskFooter />
      </main>
    )

  const tone = recordTone(r)
  return (
    <main className={styles.page}>
      <div className={styles.plainBody}>
        <section className={`${styles.card} ${styles.detailHead}`}>
          <div className={styles.muted}>{r.integralName || EMPTY_TEXT}</div>
          <div className={`${styles.detailValue} ${styles[tone]}`}>{signedPoints(r.integralValue)}</div>
        </section>
        <List className={styles.card}>
          <List.Item extra={tone === 'earn' ? '获得' : '使用'}>变动类型</List.Item>
          <List.Item extra={r.integralName || EMPTY_TEXT}>变动说明</List.Item>
          <List.Item extra={r.createTime || EMPTY_TEXT}>变动时间</List.Item>
          <List.Item extra={r.id || EMPTY_TEXT}>流水号</List.Item>
          {r.orderNo ? (
            <List.Item extra={<OrderLink userId={userId} orderNo={r.orderNo} />} description={r.orderNo}>
              兑换订单
            </List.Item>
          ) : null}
        </List>
      </div>
      <RiskFooter />
    </main>
  )
}
