import { useQuery } from '@tanstack/react-query'
import type { QueryHookOptions } from '../query-client'
import type { MarketDetail } from './detail'
import { catalogueKeys } from './shared-queries'

/**
 * The market list's picked suggestion, filled from the product's detail (catalogue §2.3): the detail page's
 * query (detail-queries.ts, the same key, so both read one answer), with the detail's code loaded by the
 * first pick instead of with the list's first paint (docs/decisions/025).
 */
export const usePickedDetailQuery = (
  prodCode: string,
  prodType: number,
  { enabled, call }: QueryHookOptions = {},
) =>
  useQuery<MarketDetail>({
    queryKey: catalogueKeys.detail(prodCode, prodType),
    queryFn: () =>
      import('./detail').then(({ getMarketDetail }) => getMarketDetail(prodCode, prodType, call)),
    enabled,
  })
