import type { ReactNode } from 'react'
import { PullToRefresh } from 'antd-mobile'

/** antd-mobile's PullToRefresh in its own chunk: it brings react-spring and use-gesture (~24 KiB gzip). */
export default function MarketPullToRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh()
      }}
      pullingText="下拉刷新"
      canReleaseText="释放立即刷新"
      refreshingText="加载中"
      completeText="刷新成功"
    >
      {children}
    </PullToRefresh>
  )
}
