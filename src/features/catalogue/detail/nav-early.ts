import type { QueryClient } from '@tanstack/react-query'
import { marketNavQuery } from '@/api/catalogue/detail-queries'
import { firstNavQuery } from './params'

/**
 * 历史净值's first answer, asked beside the detail instead of after it: the history panel only
 * mounts once the detail has arrived, which made its call a second round trip before the page settled.
 * The answer lands in the query cache, where the panel's first query reads it (fresh for NAV_FRESH_MS); a
 * failure is met (and shown) by that panel.
 */

export { firstNavQuery } from './params'

export function askNavEarly(client: QueryClient, prodCode: string): void {
  void client.prefetchQuery(marketNavQuery(firstNavQuery(prodCode), { silent: true }))
}
