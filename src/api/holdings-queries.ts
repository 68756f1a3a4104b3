import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { getHoldList, type HoldingProductType } from './holdings'
import type { QueryHookOptions } from './query-client'

/**
 * The holdings reads (src/api/holdings.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Holdings belong to the signed-in customer: keyed on their id, and
 * the cache is emptied when that customer is forgotten (docs/identity.md). The all-channel page's read (the
 * local refresh, then the assets and the pie shares) is one query of its own (features/holdings/queries.ts).
 */
export const holdingsKeys = {
  all: ['holdings'] as const,
  holdList: (openid: string, type: HoldingProductType) =>
    [...holdingsKeys.all, 'hold-list', openid, type] as const,
}

export const holdListQuery = (openid: string, type: HoldingProductType, call?: CallOptions) =>
  queryOptions({
    queryKey: holdingsKeys.holdList(openid, type),
    queryFn: () => getHoldList(openid, type, call),
  })

/** getHoldList: every holding of one kind across distributors (marketing §2.7, §9). */
export const useHoldList = (
  openid: string,
  type: HoldingProductType,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...holdListQuery(openid, type, call), enabled })
