import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import type { PrizeRecord } from './mgm'

/**
 * Draws, special invite, financial manager and transfer-account calls (marketing §2.10, §7.4). The
 * spec shows paths only; these shapes are the app's and mocks/handlers/draws.ts serves them.
 *
 * Chances live in pools: `points` (integral drawPrizeNew), `transfer` (transfer wallet and transfer
 * account), `carbon` (carbon account) and `study` (financial manager). A draw spends one chance of its
 * pool; a claim moves the pool's waiting chances into chances.
 */

/** 0 nothing won, 1 points, 2 e-card (detail via getUserPrize), 3 physical prize (needs an address). */
export type DrawPrizeType = 0 | 1 | 2 | 3

export interface DrawPrize {
  id: string
  prizeName: string
  prizeImg: string
  prizeType: DrawPrizeType
}

export interface DrawResult {
  recordId: string
  prizeId: string
  prizeName: string
  prizeImg: string
  prizeType: DrawPrizeType
  isWin: Flag
  /** Chances left in the pool after this draw. */
  chanceNum: number
}

export interface DrawRecord {
  recordId: string
  prizeName: string
  prizeType: DrawPrizeType
  /** 'YYYY-MM-DD HH:mm:ss' */
  drawTime: string
  status: string
}

export interface ChanceInfo {
  chanceNum: number
  /** Earned but not yet claimed. */
  waitChanceNum: number
}

export interface ChanceRecord {
  id: string
  /** Positive when gained, negative when spent. */
  chanceNum: number
  source: string
  createTime: string
}

export interface UserPageParams {
  user_id: string
  page_flag: string
}

export interface AppUserParams {
  appUserId: string
  pageFlag: string
}

export interface CarbonDrawRequest {
  userId: string
  pageFlag: string
  eventId: string
}

/** One reward tier of the special invite: status 0 not reached, 1 claimable, 2 claimed. */
export interface SpecialTier {
  id: string
  prizeName: string
  needNum: number
  status: 0 | 1 | 2
}

export interface SpecialInvitePrize {
  /** Friends who count for the special invite (valid invitations). */
  inviteNum: number
  prizeList: SpecialTier[]
}

export interface SpecialAwardResult {
  prizeName: string
}

export interface FmParams {
  user_id: string
  page_id: string
}

export interface FmActivityInfo extends ChanceInfo {
  studyFinished: Flag
  prizeList: DrawPrize[]
}

/** Draw codes: 1111 no chance left (or nothing to claim), 2222 tier not reached / already claimed. */
export const DRAW_CODES = { noChance: '1111', notReached: '1111', claimed: '2222' } as const

const list = (options?: CallOptions): CallOptions => ({ accept200: true, ...options })

export const drawWalletPrize = (request: UserPageParams, options?: CallOptions) =>
  http.post<DrawResult>(endpoints.draws.drawWalletPrize, request, options)

export const drawWalletPrizeNew = (request: UserPageParams, options?: CallOptions) =>
  http.post<DrawResult>(endpoints.draws.walletDrawPrizeNew, request, options)

export const drawCarbonPrizeNew = (request: CarbonDrawRequest, options?: CallOptions) =>
  http.post<DrawResult>(endpoints.draws.carbonDrawPrizeNew, request, options)

/** Chances of the pool the page flag belongs to (see the module note). */
export const getLuckDrawChance = (params: UserPageParams, options?: CallOptions) =>
  http.get<ChanceInfo>(endpoints.draws.luckDrawChance, params, options)

/** A won e-card's detail (the /cardqy page). */
export const getUserPrize = (recordId: string, options?: CallOptions) =>
  http.get<PrizeRecord>(endpoints.draws.userPrize(recordId), undefined, options)

export const saveSpecialQueryRecord = (request: UserPageParams, options?: CallOptions) =>
  http.post<void>(endpoints.draws.specialSaveQueryRecord, request, { silent: true, ...options })

export const awardSpecialPrize = (request: UserPageParams & { prize_id: string }, options?: CallOptions) =>
  http.post<SpecialAwardResult>(endpoints.draws.specialAwardPrize, request, options)

export const getSpecialInvitePrize = (params: UserPageParams, options?: CallOptions) =>
  http.get<SpecialInvitePrize>(endpoints.draws.specialInvitePrize, params, list(options))

export const getFmActivityInfo = (params: FmParams, options?: CallOptions) =>
  http.get<FmActivityInfo>(endpoints.draws.fmActivityInfo, params, options)

export const getFmDrawRecords = (params: FmParams, options?: CallOptions) =>
  http.get<DrawRecord[]>(endpoints.draws.fmDrawPrizeRecord, params, list(options))

/** Study completion → draw chance (also the study quiz's claim, marketing §7.5). */
export const convertFmChance = (request: FmParams, options?: CallOptions) =>
  http.post<ChanceInfo>(endpoints.draws.fmConverChance, request, options)

export const getTransferDrawChance = (params: AppUserParams, options?: CallOptions) =>
  http.get<ChanceInfo>(endpoints.draws.taInitDrawChance, params, options)

export const getTransferPrizeRecords = (params: AppUserParams, options?: CallOptions) =>
  http.get<DrawRecord[]>(endpoints.draws.taPrizeRecord, params, list(options))

export const getTransferPrizeList = (params: AppUserParams, options?: CallOptions) =>
  http.get<DrawPrize[]>(endpoints.draws.taUserPrizeList, params, list(options))

export const getTransferChanceRecords = (params: AppUserParams, options?: CallOptions) =>
  http.get<ChanceRecord[]>(endpoints.draws.taDrawChanceRecord, params, list(options))

/** Waiting transfer chances → chances (also the transfer-special quiz's claim, marketing §7.5). */
export const receiveWaitDrawChance = (request: AppUserParams, options?: CallOptions) =>
  http.post<ChanceInfo>(endpoints.draws.taReceiveWaitDrawChance, request, options)
