import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import type { ChanceInfo, DrawRecord } from '@/api/draws'
import {
  drawsKeys,
  useFmActivityInfo,
  useFmDrawRecords,
  useLuckDrawChance,
  usePoolPrizeRecords,
} from '@/api/draws-queries'
import { transferPoolKeys, useTransferPoolChances, useTransferPoolRecords } from '@/api/transfer-pool-queries'
import type { DrawPool, PoolSetup } from './rules'

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
