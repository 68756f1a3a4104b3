import { Button, InfiniteScroll } from 'antd-mobile'
import type { IntegralRecord } from '@/api/points'
import { EmptyState } from '@/shared/ui'
import { useRecords } from '../use-records'
import { RecordList } from './record-list'

export interface RecordsTabProps {
  userId: string
  changeType: '' | '1' | '2'
  onOpen: (r: IntegralRecord) => void
}

/** One tab's paged records with its empty and error states. */
export function RecordsTab({ userId, changeType, onOpen }: RecordsTabProps) {
  const list = useRecords(userId, changeType)
  if (list.loaded && !list.error && list.records.length === 0) return <EmptyState message="暂无积分记录" />
  return (
    <>
      <RecordList records={list.records} onOpen={onOpen} />
      {list.error ? (
        <EmptyState
          message="加载失败，请稍后重试"
          action={
            <Button size="small" color="primary" fill="outline" onClick={list.retry}>
              重新加载
            </Button>
          }
        />
      ) : (
        list.loaded && (
          <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
            {list.hasMore ? '加载中…' : '没有更多了'}
          </InfiniteScroll>
        )
      )}
    </>
  )
}
