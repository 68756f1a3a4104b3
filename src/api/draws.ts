import { http, moneyAction, type CallOptions } from './http'
import { endpoints, PATH_PARAM_SHAPES, pathWith } from './endpoints'
import { PrizeRecord } from './mgm-prizes'
import { code, flag, int, list, none, obj, oneOf, text, type Out } from './schema'

/**
 * Draws, special invite, financial manager and transfer-account calls (marketing §2.10, §7.4). The
 * spec shows paths only; these shapes are the app's and mocks/handlers/draws.ts serves them.
 *
 * Chances live in pools: `points` (integral drawPrizeNew), `transfer` (transfer wallet and transfer
 * account), `carbon` (carbon account) and `study` (financial manager). A draw spends one chance of its
 * pool; a claim moves the pool's waiting chances into chances. Chances are whole numbers (`int`).
 */

/** 0 nothing won, 1 points, 2 e-card (detail via getUserPrize), 3 physical prize (needs an address). */
export type DrawPrizeType = 0 | 1 | 2 | 3
const drawPrizeType = () => oneOf<DrawPrizeType>([0, 1, 2, 3], 0)

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

export const DrawPrize = obj({
  id: code(),
  prizeName: text(),
  prizeImg: text(),
  prizeType: drawPrizeType(),
})
export type DrawPrize = Out<typeof DrawPrize>
export const DrawPrizes = list(DrawPrize)

export const DrawResult = obj({
  recordId: code(),
  prizeId: code(),
  prizeName: text(),
  prizeImg: text(),
  prizeType: drawPrizeType(),
  isWin: flag(),
  /** Chances left in the pool after this draw. */
  chanceNum: int(),
})
export type DrawResult = Out<typeof DrawResult>

export const DrawRecord = obj({
  recordId: code(),
  prizeName: text(),
  prizeType: drawPrizeType(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  drawTime: text(),
  status: text(),
  /**
   * '1' while the prize waits for the winner to exchange it (a physical prize whose delivery details
   * are not saved yet: saveWinPrizeInfo); '0' once exchanged, and for points and e-cards, which are
   * issued at once. Missing → '0': no exchange is offered.
   */
  needExchange: flag(),
})
export type DrawRecord = Out<typeof DrawRecord>
export const DrawRecords = list(DrawRecord)

const chanceEntries = {
  chanceNum: int(),
  /** Earned but not yet claimed. */
  waitChanceNum: int(),
}
export const ChanceInfo = obj(chanceEntries)
export type ChanceInfo = Out<typeof ChanceInfo>

export const ChanceRecord = obj({
  id: code(),
  /** Positive when gained, negative when spent. */
  chanceNum: int(),
  source: text(),
  createTime: text(),
})
export type ChanceRecord = Out<typeof ChanceRecord>
export const ChanceRecords = list(ChanceRecord)

/** One reward tier of the special invite: status 0 not reached, 1 claimable, 2 claimed. */
export const SpecialTier = obj({
  id: code(),
  prizeName: text(),
  needNum: int(),
  status: oneOf([0, 1, 2] as const, 0),
})
export type SpecialTier = Out<typeof SpecialTier>

export const SpecialInvitePrize = obj({
  /** Friends who count for the special invite (valid invitations). */
  inviteNum: int(),
  prizeList: list(SpecialTier),
})
export type SpecialInvitePrize = Out<typeof SpecialInvitePrize>

export const SpecialAwardResult = obj({ prizeName: text() })
export type SpecialAwardResult = Out<typeof SpecialAwardResult>

export const FmActivityInfo = obj({
  ...chanceEntries,
  studyFinished: flag(),
  prizeList: DrawPrizes,
})
export type FmActivityInfo = Out<typeof FmActivityInfo>

// ---------------------------------------------------------------------------------------------------
// Requests

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

export interface FmParams {
  user_id: string
  page_id: string
}

const listCall = (options?: CallOptions): CallOptions => ({ accept200: true, ...options })

export const drawWalletPrizeNew = (request: UserPageParams, options?: CallOptions) =>
  http.post(DrawResult, endpoints.draws.walletDrawPrizeNew, request, moneyAction(options))

export const drawCarbonPrizeNew = (request: CarbonDrawRequest, options?: CallOptions) =>
  http.post(DrawResult, endpoints.draws.carbonDrawPrizeNew, request, moneyAction(options))

/** Chances of the pool the page flag belongs to (see the module note). */
export const getLuckDrawChance = (params: UserPageParams, options?: CallOptions) =>
  http.get(ChanceInfo, endpoints.draws.luckDrawChance, params, options)

/** Whether a value (from a link) can be a record id at all: anything else is never asked for. */
export const isRecordId = (value: string): boolean => PATH_PARAM_SHAPES.id.test(value)

/** A won e-card's detail (the /cardqy page); an id that is no record id is refused before any request. */
export const getUserPrize = async (recordId: string, options?: CallOptions) =>
  http.get(PrizeRecord, pathWith(endpoints.draws.userPrize, { id: recordId }), undefined, options)

export const saveSpecialQueryRecord = (request: UserPageParams, options?: CallOptions) =>
  http.post(none(), endpoints.draws.specialSaveQueryRecord, request, { silent: true, ...options })

export const awardSpecialPrize = (request: UserPageParams & { prize_id: string }, options?: CallOptions) =>
  http.post(SpecialAwardResult, endpoints.draws.specialAwardPrize, request, moneyAction(options))

export const getSpecialInvitePrize = (params: UserPageParams, options?: CallOptions) =>
  http.get(SpecialInvitePrize, endpoints.draws.specialInvitePrize, params, listCall(options))

export const getFmActivityInfo = (params: FmParams, options?: CallOptions) =>
  http.get(FmActivityInfo, endpoints.draws.fmActivityInfo, params, options)

export const getFmDrawRecords = (params: FmParams, options?: CallOptions) =>
  http.get(DrawRecords, endpoints.draws.fmDrawPrizeRecord, params, listCall(options))

/** Study completion → draw chance (also the study quiz's claim, marketing §7.5). */
export const convertFmChance = (request: FmParams, options?: CallOptions) =>
  http.post(ChanceInfo, endpoints.draws.fmConverChance, request, moneyAction(options))

export const getTransferDrawChance = (params: AppUserParams, options?: CallOptions) =>
  http.get(ChanceInfo, endpoints.draws.taInitDrawChance, params, options)

/**
 * Won prizes of the pool the page flag names (like getLuckDrawChance): the transfer pool's records, and
 * the points and carbon pools' with their own page flags (an assumption: the spec names no other
 * record call for those pools).
 */
export const getTransferPrizeRecords = (params: AppUserParams, options?: CallOptions) =>
  http.get(DrawRecords, endpoints.draws.taPrizeRecord, params, listCall(options))

export const getTransferPrizeList = (params: AppUserParams, options?: CallOptions) =>
  http.get(DrawPrizes, endpoints.draws.taUserPrizeList, params, listCall(options))

export const getTransferChanceRecords = (params: AppUserParams, options?: CallOptions) =>
  http.get(ChanceRecords, endpoints.draws.taDrawChanceRecord, params, listCall(options))

/** Waiting transfer chances → chances (also the transfer-special quiz's claim, marketing §7.5). */
export const receiveWaitDrawChance = (request: AppUserParams, options?: CallOptions) =>
  http.post(ChanceInfo, endpoints.draws.taReceiveWaitDrawChance, request, moneyAction(options))
