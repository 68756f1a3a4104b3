import { DotLoading } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useRecommendedList } from '@/api/catalogue/recommend-queries'
import { EmptyState, ListFailed } from '@/shared/ui'
import { recommendedHref } from '../rules'
import { TEXTS } from '../texts'
import { FundCard } from './fund-card'
import styles from './recommend-list.module.css'

/** The funds of one recommended column; a tap opens them by the recommendation routing (§4.6). */
export function RecommendList({ columnCode, title }: { columnCode: string; title?: string }) {
  const navigate = useNavigate()
  const req = useRecommendedList(columnCode, { call: { silent: true } })
  const funds = req.data ?? []
  const body = req.isPending ? (
    <div className={styles.loading} role="status">
      <DotLoading color="primary" />
    </div>
  ) : req.isError ? (
    // Not 暂无数据: the column did not load (the HTTP layer toasted why), 重新加载 asks it again.
    <ListFailed error={req.error} onRetry={() => void req.refetch({ cancelRefetch: false })} />
  ) : funds.length === 0 ? (
    <EmptyState message={TEXTS.emptyList} className={styles.empty} />
  ) : (
    <div className={styles.list}>
      {funds.map((fund, i) => (
        <FundCard key={`${fund.fundCode}-${i}`} fund={fund} onOpen={(f) => navigate(recommendedHref(f))} />
      ))}
    </div>
  )
  if (!title) return body
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      {body}
    </section>
  )
}
