import { DotLoading, InfiniteScroll } from 'antd-mobile'
import { MoreFailed } from '@/shared/ui'
import { TEXTS } from '../texts'
import type { PagedList } from '../list-pages'
import styles from './list-tail.module.css'

/**
 * The end of a paged fund list (catalogue §2.7): the next page asked as it comes into view, 加载中 while it is
 * on its way, 重新加载 for a page that failed, and `endText` once there is no more.
 */
export function ListTail({ list, endText }: { list: PagedList<unknown>; endText: string }) {
  return (
    <InfiniteScroll loadMore={list.loadMore} hasMore={list.hasMore}>
      {(hasMore) =>
        list.failed ? (
          <MoreFailed error={list.failed.error} onRetry={list.retry} busy={list.retrying} />
        ) : hasMore ? (
          <span className={styles.tail}>
            <DotLoading /> {TEXTS.loading}
          </span>
        ) : (
          <span className={styles.tail}>{endText}</span>
        )
      }
    </InfiniteScroll>
  )
}
