import { List, SearchBar } from 'antd-mobile'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useYiBaiRights } from '@/api/points-queries'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { EmptyState, PageError, PageLoading, RiskFooter } from '@/shared/ui'
import { pointsText } from '../rules'
import { useUserId } from '../use-user-id'
import styles from '../components/points.module.css'

/** /pointsHomeNewSearch: searches the rights that points exchange for. */
export default function PointsSearchPage() {
  const userId = useUserId()
  const navigate = useNavigate()
  const [keyword, setKeyword] = useState('')
  const rights = useYiBaiRights(userId)
  if (rights.isPending) return <PageLoading />
  if (rights.error) return <PageError error={rights.error} onRetry={() => void rights.refetch()} />
  const k = keyword.trim()
  const list = (rights.data ?? []).filter((r) => !k || r.rightsName.includes(k) || r.rightsDesc.includes(k))
  return (
    <main className={styles.page}>
      <div className={styles.tabs} style={{ padding: '8px 12px' }}>
        <SearchBar placeholder="搜索权益名称" value={keyword} onChange={setKeyword} aria-label="搜索权益" />
      </div>
      {list.length === 0 ? (
        <EmptyState message={k ? '没有找到相关权益' : '暂无可兑换权益'} />
      ) : (
        <List>
          {list.map((r) => (
            <List.Item
              key={r.id}
              description={r.rightsDesc || EMPTY_TEXT}
              extra={<span className={styles.strong}>{pointsText(r.needIntegral)}积分</span>}
              onClick={() => navigate(href(PATHS.interestsDetailInfo, { id: r.id }))}
            >
              {r.rightsName || EMPTY_TEXT}
            </List.Item>
          ))}
        </List>
      )}
      <RiskFooter />
    </main>
  )
}
