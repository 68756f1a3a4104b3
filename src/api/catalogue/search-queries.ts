import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import type { MarketVariant } from './shared'
import { searchMarket } from './search'
import { catalogueKeys } from './shared-queries'

/** The market search's queries (catalogue §4.4). Keys: ./shared-queries.ts. */

export const marketSearchQuery = (key: string, variant: MarketVariant, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.search(key, variant),
    queryFn: () => searchMarket(key, variant, call),
  })

/** searchMarket: live suggestions of the market search (catalogue §4.4). */
export const useMarketSearch = (
  key: string,
  variant: MarketVariant,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...marketSearchQuery(key, variant, call), enabled })
