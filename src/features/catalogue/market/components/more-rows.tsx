import { InfiniteScroll } from 'antd-mobile'
import type { ComponentProps } from 'react'

/**
 * The list's foot: asks for the next page when it scrolls into view, and says whether more are coming
 * (antd-mobile's InfiniteScroll). Its own chunk, asked for once the first rows are on the screen
 * (market-view.tsx), so the market's first paint does not wait for the scroll code (docs/decisions/025).
 */
export default function MoreRows(props: ComponentProps<typeof InfiniteScroll>) {
  return <InfiniteScroll {...props} />
}
