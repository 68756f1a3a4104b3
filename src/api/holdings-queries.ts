import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import {
  getAllAssets,
  getAssetTypeShare,
  getHoldList,
  refreshHoldings,
  type HoldingProductType,
} from './holdings'
import type { QueryHookOptions } from './query-client'

/**
 * The holdings reads (src/api/holdings.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Holdings belong to the signed-in customer: keyed on their id, and
 * the cache is emptied when that customer is forgotten (docs/identity.md). The all-channel page's read (the
 * local refresh, then the assets and the pie shares) is one query of its own (features/holdings/queries.ts).
 */
export const holdingsKeys = {
  all: ['holdings'] as const,
  localRefresh: (openid: string) => [...holdingsKeys.all, 'local-refresh', openid] as const,
  allAssets: (openid: string) => [...holdingsKeys.all, 'all-assets', openid] as const,
  assetTypeShare: (openid: string) => [...holdingsKeys.all, 'asset-type-share', openid] as const,
  holdList: (openid: string, type: HoldingProductType) =>
    [...holdingsKeys.all, 'hold-list', openid, type] as const,
}

/**
 * refreshHold: the backend's local copy of the customer's holdings brought up to date (marketing §4.1; 9990 and
 * 0005 count as done), before the assets are read. A step of the all-channel read, asked afresh each time.
 */
export const localRefreshQuery = (openid: string, call?: CallOptions) =>
  queryOptions({
    queryKey: holdingsKeys.localRefresh(openid),
    queryFn: async () => {
      await refreshHoldings(openid, call)
      return true
    },
  })

/** allAssets with the refresh flag: the total assets and last income (marketing §2.7). */
export const allAssetsQuery = (openid: string, call?: CallOptions) =>
  queryOptions({
    queryKey: holdingsKeys.allAssets(openid),
    queryFn: () => getAllAssets(openid, true, call),
  })

/** assetTypeShare: the pie's shares by asset type (marketing §2.7). */
export const assetTypeShareQuery = (openid: string, call?: CallOptions) =>
  queryOptions({
    queryKey: holdingsKeys.assetTypeShare(openid),
    queryFn: () => getAssetTypeShare(openid, call),
  })

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
