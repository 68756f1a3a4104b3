import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { getPrizeRecords } from './mgm-prizes'
import { mgmKeys } from './mgm-queries'
import type { QueryHookOptions } from './query-client'

/** The inviter's prize records (./mgm-prizes.ts) as a query. Keys: ./mgm-queries.ts. */

export const prizeRecordsQuery = (params: { pageFlag: string; userId: string }, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.prizeRecords(params),
    queryFn: () => getPrizeRecords(params, call),
  })

/** exchangePrizeList: the inviter's prize records (marketing §2.4). */
export const usePrizeRecords = (
  params: { pageFlag: string; userId: string },
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...prizeRecordsQuery(params, call), enabled })
