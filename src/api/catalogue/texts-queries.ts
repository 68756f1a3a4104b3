import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import { getNotice, getRiskWarning } from './texts'
import { catalogueKeys, LIST_STALE_MS } from './shared-queries'

/**
 * The texts as queries: the notice bar and a product's tip text (catalogue §2.5, §2.7). Keys:
 * ./shared-queries.ts.
 */

export const noticeQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.notice(),
    queryFn: () => getNotice(call),
    staleTime: LIST_STALE_MS,
  })

export const riskWarningQuery = (prodCode: string, prodType: number, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.riskWarning(prodCode, prodType),
    queryFn: () => getRiskWarning(prodCode, prodType, call),
  })

/** getNotice: the notice bar text ('' when none; catalogue §2.5). */
export const useNotice = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...noticeQuery(call), enabled })

/** getRiskWarning: the tip text of a product (catalogue §2.6, §2.7). */
export const useRiskWarning = (
  prodCode: string,
  prodType: number,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...riskWarningQuery(prodCode, prodType, call), enabled })
