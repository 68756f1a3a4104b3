import { Button, InfiniteScroll } from 'antd-mobile'
import type { IntegralRecord } from '@/api/points'
import { useIntegralRecordPages } from '@/api/points-queries'
import { useNextPage } from '@/api/use-next-page'
import { EmptyState } from '@/shared/ui'
import { RecordList } from './record-list'

export interface RecordsTabProps {
  userId: string
  changeType: '' | '1' | '2'
  onOpen: (r: IntegralRecord) => void
}

/**
 * One tab's paged records (page 1 at once, the next ones as the list's end comes into view) with its
 * empty and error states: a page that fails stops the paging and offers 重新加载, which asks that page again.
 */
export function RecordsTab({ userId, changeType, onOpen }: RecordsTabProps) {
  const pages = useIntegralRecordPages(userId, changeType, { call: { silent: true } })
  const records = pages.data?.pages.flatMap((p) => p.records) ?? []
  // While a page is asked again, its error is no longer shown.
  const error = pages.isError && !pages.isFetching
  const loaded = pages.data !== undefined || error

  // One page at a time; a failed page is asked again by 重新加载 only.
  const loadMore = useNextPage(pages, true)
  // The page that failed: the next one, or the whole list when it was its refresh or its first page.
  const retry = () => void (pages.isFetchNextPageError ? pages.fetchNextPage() : pages.refetch())

  if (loaded && !error && records.length === 0) return <EmptyState message="暂无积分记录" />
  return (
    <>
      <RecordList records={records} onOpen={onOpen} />
      {error ? (
        <EmptyState
          message="加载失败，请稍后重试"
          action={
            <Button size="small" color="primary" fill="outline" onClick={retry}>
              重新加载
            </Button>
          }
        />
      ) : (
        loaded && (
          <InfiniteScroll loadMore={loadMore} hasMore={pages.hasNextPage}>
            {pages.hasNextPage ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        )
      )}
    </>
  )
}
