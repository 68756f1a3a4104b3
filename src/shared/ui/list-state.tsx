import { Button } from 'antd-mobile'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { describeFailure } from '@/shared/lib/failure'
import { PageError } from './page-state'
import styles from './list-state.module.css'

/**
 * A list that did not load says so and offers 重新加载, never its empty text: 暂无数据 after a failure would
 * tell the customer there is nothing (docs/architecture.md, "Server state"). What the line under it says
 * follows describeFailure: 请检查网络后重试 only when the network failed.
 */
export const LIST_FAILED_TEXT = '加载失败'
export const LIST_RETRY_TEXT = '重新加载'

export interface ListFailureProps {
  /** The failure, as the call rejected. */
  error: unknown
  /** Asks the failed page again. */
  onRetry: () => void
}

/** In place of a list whose first page failed: 加载失败, what failed, and 重新加载. */
export function ListFailed({ error, onRetry }: ListFailureProps) {
  return <PageError message={LIST_FAILED_TEXT} error={error} onRetry={onRetry} />
}

/**
 * The end of a list whose later page failed (as InfiniteScroll's content): the rows above stay, and
 * 重新加载 asks that page again and appends it. `busy` while it is on its way.
 */
export function MoreFailed({ error, onRetry, busy = false }: ListFailureProps & { busy?: boolean }) {
  const failure = describeFailure(error, useRouteMeta()?.login !== false)
  return (
    <div role="alert" className={styles.more} data-failure={failure.network ? 'network' : 'service'}>
      <span className={styles.text}>
        {LIST_FAILED_TEXT}，{failure.text}
      </span>
      <Button
        size="small"
        shape="rounded"
        className={styles.retry}
        loading={busy}
        loadingText="加载中"
        onClick={onRetry}
      >
        {LIST_RETRY_TEXT}
      </Button>
    </div>
  )
}
