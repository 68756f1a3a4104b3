import {
  convertFmChance,
  drawCarbonPrizeNew,
  drawWalletPrizeNew,
  type ChanceInfo,
  type DrawResult,
} from './draws'
import { drawPointsPrize } from './points'
import { TRANSFER_POOL_FLAG, transferPool } from './transfer-pool'

/** The draw pools (marketing §2.10, §7.4). Their pages and texts: src/features/draws/rules.ts. */
export type DrawPool = 'points' | 'carbon' | 'transfer' | 'study'

/** Each pool's page flag (the transfer pool's is transfer-pool.ts's; marketing §7.5: the study source's). */
export const DRAW_POOL_FLAGS = {
  points: 'xywx_drawprize',
  carbon: 'xywx_letter_card',
  transfer: TRANSFER_POOL_FLAG,
  study: 'xywx_tyjx',
} as const satisfies Record<DrawPool, string>

export interface DrawPoolCalls {
  /** Waiting chances → chances, for the pools that have waiting chances. */
  claim?: (userId: string) => Promise<ChanceInfo>
  draw: (userId: string) => Promise<DrawResult>
}

const F = DRAW_POOL_FLAGS

/** Each pool's calls, keyed on the id the pages pass (the openid in WeChat, the client number in the app). */
export const DRAW_POOL_CALLS: Record<DrawPool, DrawPoolCalls> = {
  points: { draw: (user_id) => drawPointsPrize({ user_id, event_id: F.points }) },
  carbon: { draw: (userId) => drawCarbonPrizeNew({ userId, pageFlag: F.carbon, eventId: F.carbon }) },
  transfer: {
    // The claim (like the pool's reads) keys the customer on the app client number (transfer-pool.ts),
    // not on the id the pages pass.
    claim: () => transferPool.claim(),
    draw: (user_id) => drawWalletPrizeNew({ user_id, page_flag: F.transfer }),
  },
  study: {
    claim: (user_id) => convertFmChance({ user_id, page_id: F.study }),
    // No financial-manager draw call exists (§7.4): the integral draw with the study page flag.
    draw: (user_id) => drawPointsPrize({ user_id, event_id: F.study }),
  },
}
