import { useState, type ReactNode } from 'react'
import { PullToRefresh } from 'antd-mobile'
import { T } from '../texts'

/**
 * antd-mobile's PullToRefresh in its own chunk: it brings react-spring and use-gesture (~24 KiB gzip).
 * `onRefresh` resolves false when the refresh failed; the pull then ends with 刷新失败, not 刷新成功.
 */
export default function MarketPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  const [failed, setFailed] = useState(false)
  return (
    <PullToRefresh
      onRefresh={async () => {
        const result = await onRefresh()
        setFailed(result === false)
      }}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="加载中"
      completeText={failed ? T.refreshFailedShort : '刷新成功'}
    >
      {children}
    </PullToRefresh>
  )
}
