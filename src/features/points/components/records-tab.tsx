import { InfiniteScroll } from 'antd-mobile'
import type { IntegralRecord } from '@/api/points'
import { useIntegralRecordPages } from '@/api/points-queries'
import { useFailedPage, useNextPage } from '@/api/use-next-page'
import { EmptyState, ListFailed, MoreFailed } from '@/shared/ui'
import { RecordList } from './record-list'

export interface RecordsTabProps {
  userId: string
  changeType: '' | '1' | '2'
  onOpen: (r: IntegralRecord) => void
}

/**
 * One tab's paged records (page 1 at once, the next ones as the list's end comes into view) with its
 * empty and error states: a page that fails stops the paging and offers 重新加载, which asks that page again
 * (in place of the list for page 1, at its end for a later page).
 */
export function RecordsTab({ userId, changeType, onOpen }: RecordsTabProps) {
  const pages = useIntegralRecordPages(userId, changeType, { call: { silent: true } })
  const records = pages.data?.pages.flatMap((p) => p.records) ?? []
  const loaded = pages.data !== undefined

  // One page at a time; a failed page is asked again by 重新加载 only.
  const loadMore = useNextPage(pages, true)
  const { failed, retry, retrying } = useFailedPage(pages)

  if (failed?.at === 'first') return <ListFailed error={failed.error} onRetry={retry} />
  if (loaded && !failed && records.length === 0) return <EmptyState message="暂无积分记录" />
  return (
    <>
      <RecordList records={records} onOpen={onOpen} />
      {loaded && (
        <InfiniteScroll loadMore={loadMore} hasMore={pages.hasNextPage && !failed}>
          {failed ? (
            <MoreFailed error={failed.error} onRetry={retry} busy={retrying} />
          ) : pages.hasNextPage ? (
            '加载中…'
          ) : (
            '没有更多了'
          )}
        </InfiniteScroll>
      )}
    </>
  )
}
