import { DotLoading } from 'antd-mobile'
import type { Fund } from '@/api/catalogue/funds'
import { EmptyState, ListFailed } from '@/shared/ui'
import { TEXTS } from '../texts'
import type { PagedList } from '../list-pages'
import { FundCard } from './fund-card'
import { ListTail } from './list-tail'
import styles from './fund-list.module.css'

export interface FundListProps {
  list: PagedList<Fund>
  onOpen: (fund: Fund) => void
}

/**
 * A paged fund list: skeleton-free first load, cards, infinite scroll, 暂无数据 when empty (§2.7); a failed
 * page offers 重新加载, in place of the cards (page 1) or at their end.
 */
export function FundList({ list, onOpen }: FundListProps) {
  if (!list.loaded)
    return (
      <div className={styles.loading} role="status">
        <DotLoading color="primary" />
        <span>{TEXTS.loading}</span>
      </div>
    )
  if (list.failed?.at === 'first') return <ListFailed error={list.failed.error} onRetry={list.retry} />
  if (list.items.length === 0) return <EmptyState message={TEXTS.emptyList} />
  return (
    <>
      <div className={styles.list}>
        {list.items.map((fund, i) => (
          <FundCard key={`${fund.fundCode}-${i}`} fund={fund} onOpen={onOpen} />
        ))}
      </div>
      <ListTail list={list} endText={TEXTS.noMore} />
    </>
  )
}
