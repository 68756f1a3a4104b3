import { List } from 'antd-mobile'
import { useLocation, useSearchParams } from 'react-router-dom'
import { getIntegralRecords, IntegralRecord } from '@/api/points'
import { parse } from '@/api/schema'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { useRequest } from '@/shared/lib/use-request'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { recordTone, signedPoints } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/** /pointsDetailsInfo?id=: one points record (from the list, else looked up). */
export default function PointsDetailInfoPage() {
  const userId = useUserId()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  // The list passes the record it opened; anything else in the history state is not it.
  const state = parse(IntegralRecord, useLocation().state)
  const passed = id && state.id === id ? state : null
  const lookup = useRequest(
    () =>
      passed || !id
        ? Promise.resolve(passed)
        : getIntegralRecords({ user_id: userId, pageNum: 1, pageSize: 200 }).then(
            (page) => page.records.find((r) => r.id === id) ?? null,
          ),
    [userId, id],
  )

  if (lookup.loading && !lookup.data) return <PageLoading />
  if (lookup.error) return <PageError onRetry={lookup.reload} />
  const r = lookup.data
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
        </List>
      </div>
      <RiskFooter />
    </main>
  )
}
