import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ChanceInfo, DrawRecord, DrawResult } from '@/api/draws'
import {
  drawsKeys,
  useFmActivityInfo,
  useFmDrawRecords,
  useLuckDrawChance,
  usePoolPrizeRecords,
} from '@/api/draws-queries'
import { transferPoolKeys, useTransferPoolChances, useTransferPoolRecords } from '@/api/transfer-pool-queries'
import { useAction } from '@/shared/lib/action'
import { DRAW_POOL_CALLS } from '@/api/draw-pools'
import { savePrizeAddress } from '@/api/points-queries'
import { exchangeFailure, type DeliveryForm, type DrawPool, type PoolSetup } from './rules'

/**
 * A pool's reads (docs/features/talent-and-draws.md, the pools table), each by its service's hook: the
 * points and carbon pools by their page flag (getLuckDrawChance by `user_id`; transferPrizeRecord by
 * `appUserId`, the customer's app client number: src/api/draws-queries.ts), the study pool by the financial
 * manager, the transfer pool by the customer's app client number (src/api/transfer-pool.ts). A page shows
 * one pool: the other pools' hooks wait, disabled.
 */

type Reader = 'flag' | 'study' | 'transfer'

const READERS: Record<DrawPool, Reader> = {
  points: 'flag',
  carbon: 'flag',
  study: 'study',
  transfer: 'transfer',
}

export interface PoolKeys {
  chances: QueryKey
  records: QueryKey
  /** Further reads a draw or a claim changes (how the transfer pool's chances came and went). */
  history: QueryKey[]
}

/** The cache keys of a pool's reads for one user (the services' own keys, shared with every page). */
export function poolKeys({ pool, pageFlag }: PoolSetup, userId: string): PoolKeys {
  switch (READERS[pool]) {
    case 'transfer':
      return {
        chances: transferPoolKeys.chances(),
        records: transferPoolKeys.records(),
        history: [transferPoolKeys.chanceRecords()],
      }
    case 'study':
      return {
        chances: drawsKeys.fmActivityInfo({ user_id: userId, page_id: pageFlag }),
        records: drawsKeys.fmDrawRecords({ user_id: userId, page_id: pageFlag }),
        history: [],
      }
    default:
      return {
        chances: drawsKeys.luckDrawChance({ user_id: userId, page_flag: pageFlag }),
        records: drawsKeys.poolPrizeRecords(pageFlag, userId),
        history: [],
      }
  }
}

/** The pool's chances and waiting chances. */
export function usePoolChanceInfo({ pool, pageFlag }: PoolSetup, userId: string): UseQueryResult<ChanceInfo> {
  const reader = READERS[pool]
  const byFlag = useLuckDrawChance({ user_id: userId, page_flag: pageFlag }, { enabled: reader === 'flag' })
  const study = useFmActivityInfo({ user_id: userId, page_id: pageFlag }, { enabled: reader === 'study' })
  const transfer = useTransferPoolChances({ enabled: reader === 'transfer' })
  return reader === 'transfer' ? transfer : reader === 'study' ? study : byFlag
}

/** The pool's won prizes, newest first. */
export function usePoolRecords({ pool, pageFlag }: PoolSetup, userId: string): UseQueryResult<DrawRecord[]> {
  const reader = READERS[pool]
  const byFlag = usePoolPrizeRecords(pageFlag, userId, { enabled: reader === 'flag' })
  const study = useFmDrawRecords({ user_id: userId, page_id: pageFlag }, { enabled: reader === 'study' })
  const transfer = useTransferPoolRecords({ enabled: reader === 'transfer' })
  return reader === 'transfer' ? transfer : reader === 'study' ? study : byFlag
}

// A pool's actions (docs/architecture.md, "Server state"), built with useAction, saying what they change.

/** An action's answer is the server's count: it goes into the cache, where every page showing the pool reads it. */
const putCount = (keys: PoolKeys, count: Partial<ChanceInfo>) =>
  [
    [keys.chances, (old?: ChanceInfo): ChanceInfo => ({ chanceNum: 0, waitChanceNum: 0, ...old, ...count })],
  ] as const

/**
 * The pool's claim (waiting chances → chances; pools with a claim): its answer is the count, and how the
 * chances came and went is read again. After a failure the count is read before another try
 * (docs/money-actions.md).
 */
export function usePoolClaim(setup: PoolSetup, userId: string) {
  const keys = poolKeys(setup, userId)
  return useAction({
    mutationFn: () => {
      const { claim } = DRAW_POOL_CALLS[setup.pool]
      return claim ? claim(userId) : Promise.reject(new Error('no claim'))
    },
    meta: {
      puts: (answer) => putCount(keys, { chanceNum: answer.chanceNum, waitChanceNum: answer.waitChanceNum }),
      refreshes: () => keys.history,
      afterFailure: () => [keys.chances],
    },
  })
}

/**
 * One draw of the pool, answered no sooner than `alongside` (the box's animation): its answer holds the
 * chances left (no second call), and the pool's records (and how its chances went) are read again. After a
 * failure (1111: no chance left; a lost answer) the count is read before another draw
 * (docs/money-actions.md).
 */
export function usePoolDraw(setup: PoolSetup, userId: string) {
  const keys = poolKeys(setup, userId)
  return useAction({
    mutationFn: async ({ alongside }: { alongside?: Promise<unknown> } = {}): Promise<DrawResult> =>
      (await Promise.all([DRAW_POOL_CALLS[setup.pool].draw(userId), alongside]))[0],
    meta: {
      puts: (result) => putCount(keys, { chanceNum: result.chanceNum }),
      refreshes: () => [keys.records, ...keys.history],
      afterFailure: () => [keys.chances],
    },
  })
}

/**
 * 去兑换 of a won physical prize: its delivery details (savePrizeAddress; a refusal's message is shown by
 * the form, not toasted). The exchange changes the record's status: the pool's records are read again, as
 * after a refusal that says the prize is gone (exchangeFailure).
 */
export function usePrizeExchange(setup: PoolSetup, userId: string) {
  const records = () => [poolKeys(setup, userId).records]
  return useAction({
    mutationFn: ({ recordId, form }: { recordId: string; form: DeliveryForm }) =>
      savePrizeAddress(
        {
          user_id: userId,
          record_id: recordId,
          receiverName: form.receiverName.trim(),
          receiverPhone: form.receiverPhone.trim(),
          receiverAddress: form.receiverAddress.trim(),
        },
        { noToast: true },
      ),
    meta: {
      refreshes: records,
      afterFailure: (error) => (exchangeFailure(error).reload ? records() : undefined),
    },
  })
}
