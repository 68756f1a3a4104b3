import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'
import { transferPool } from './transfer-pool'

/**
 * The transfer pool's reads (src/api/transfer-pool.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). The pool keys the signed-in customer itself (their app client
 * number, docs/identity.md "The transfer pool"), so the keys name no customer: the cache is emptied
 * whenever the customer is forgotten (src/app/server-state.tsx). A claim or a draw of the pool
 * invalidates `transferPoolKeys.all`.
 */
export const transferPoolKeys = {
  all: ['transfer-pool'] as const,
  chances: () => [...transferPoolKeys.all, 'chances'] as const,
  records: () => [...transferPoolKeys.all, 'records'] as const,
  prizes: () => [...transferPoolKeys.all, 'prizes'] as const,
  chanceRecords: () => [...transferPoolKeys.all, 'chance-records'] as const,
}

export const transferPoolChancesQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: transferPoolKeys.chances(),
    queryFn: () => transferPool.chances(call),
  })

export const transferPoolRecordsQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: transferPoolKeys.records(),
    queryFn: () => transferPool.records(call),
  })

export const transferPoolPrizesQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: transferPoolKeys.prizes(),
    queryFn: () => transferPool.prizes(call),
  })

export const transferPoolChanceRecordsQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: transferPoolKeys.chanceRecords(),
    queryFn: () => transferPool.chanceRecords(call),
  })

/** The pool's chances and waiting chances (none without an app account). */
export const useTransferPoolChances = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...transferPoolChancesQuery(call), enabled })

/** The customer's won prizes of the pool, newest first. */
export const useTransferPoolRecords = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...transferPoolRecordsQuery(call), enabled })

/** The prizes the pool holds. */
export const useTransferPoolPrizes = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...transferPoolPrizesQuery(call), enabled })

// Actions (docs/architecture.md, "Server state"): one hook each, built with useAction, saying what it changes.

/**
 * receiveWaitDrawChance from the points home's 转入礼 card: the waiting chances become chances. Whatever the
 * answer (claimed, nothing to claim, lost), the pool's reads on screen have been read again before another
 * claim is offered (docs/money-actions.md).
 */
export function useTransferPoolClaim() {
  const pool = () => [transferPoolKeys.all]
  return useAction({
    mutationFn: () => transferPool.claim(),
    meta: { refreshes: pool, waits: true, afterFailure: pool },
  })
}

/** The chance records, asked on every tap that shows them (as the server has them now). */
export function useTransferPoolChanceRecordsOnTap() {
  const client = useQueryClient()
  return useAction({
    mutationFn: () => client.fetchQuery({ ...transferPoolChanceRecordsQuery(), staleTime: 0 }),
  })
}
