import { InfiniteScroll } from 'antd-mobile'
import type { ComponentProps } from 'react'
import { useAfterNextFrame } from '@/shared/lib/after-paint'

/**
 * The list's foot: asks for the next page when it scrolls into view, and says whether more are coming
 * (antd-mobile's InfiniteScroll). Its own chunk, asked for once the first rows are on the screen
 * (market-view.tsx), so the market's first paint does not wait for the scroll code (docs/decisions/025).
 * InfiniteScroll reads the foot's position as it mounts; it is told there is more only once the browser has
 * drawn it, so that reading does not lay the page out inside the commit that drew it (afterNextFrame). The
 * foot says meanwhile what it will say then.
 */
export default function MoreRows({ hasMore, children, ...props }: ComponentProps<typeof InfiniteScroll>) {
  const drawn = useAfterNextFrame()
  return (
    <InfiniteScroll {...props} hasMore={drawn && hasMore}>
      {typeof children === 'function'
        ? (more, failed, retry) => children(drawn ? more : hasMore, failed, retry)
        : children}
    </InfiniteScroll>
  )
}
