import { http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { PrizeRecords } from './mgm-prizes'
import { code, flag, int, list, maybeObj, obj, oneOf, text, type Out } from './schema'

/**
 * Talent station calls (marketing §2.9, §7.3). The spec shows paths only; the shapes below are the
 * app's and mocks/handlers/talent.ts serves them. Credit is counted in whole numbers (`int`).
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

const stationEntries = {
  nickname: text(),
  headimgurl: text(),
  /** Credit the user can spend now. */
  userCredit: int(),
  /** Credit earned since the station opened. */
  totalCredit: int(),
  /** Credit draws left today. */
  drawCreditNum: int(),
  knowledgeNum: int(),
  learnedNum: int(),
  isBind: flag(),
}
export const TalentStationData = obj(stationEntries)
export type TalentStationData = Out<typeof TalentStationData>
/** The station as initData sends it: null when no station came (the page says it failed to load). */
export const TalentStation = maybeObj(stationEntries)

export const TalentKnowledge = obj({
  id: code(),
  title: text(),
  /** Rich text (HTML). */
  content: text(),
  /** Credit the reading is worth. */
  creditValue: int(),
  isLearned: flag(),
})
export type TalentKnowledge = Out<typeof TalentKnowledge>
export const TalentKnowledges = list(TalentKnowledge)

export const CreditDrawResult = obj({
  /** Credit won by this draw. */
  credit: int(),
  userCredit: int(),
  drawCreditNum: int(),
})
export type CreditDrawResult = Out<typeof CreditDrawResult>

/** isEnough: 1 enough credit, 0 not enough, 2 sold out. */
export const TalentPrize = obj({
  id: code(),
  prizeName: text(),
  prizeImg: text(),
  needCredit: int(),
  stock: int(),
  isEnough: oneOf([0, 1, 2] as const, 0),
})
export type TalentPrize = Out<typeof TalentPrize>
export const TalentPrizes = list(TalentPrize)

export const CreditExchangeResult = obj({
  prizeName: text(),
  userCredit: int(),
  exchange_time_content: text(),
})
export type CreditExchangeResult = Out<typeof CreditExchangeResult>

export const CreditRecord = obj({
  id: code(),
  creditName: text(),
  /** Positive when earned, negative when spent. */
  creditValue: int(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text(),
})
export type CreditRecord = Out<typeof CreditRecord>
export const CreditRecords = list(CreditRecord)

// ---------------------------------------------------------------------------------------------------
// Requests

export interface TalentParams {
  user_id: string
  page_flag: string
}

export interface CreditExchangeRequest extends TalentParams {
  prize_id: string
}

/** Talent codes: 1111 no draws left today or prize sold out, 2222 not enough credit. */
export const TALENT_CODES = { noChance: '1111', soldOut: '1111', notEnough: '2222' } as const

const listCall = (options?: CallOptions): CallOptions => ({ accept200: true, ...options })

/** Silent: the station loads behind its own skeleton (marketing §7.3). Null when no station came. */
export const getTalentStation = (params: TalentParams, options?: CallOptions) =>
  http.get(TalentStation, endpoints.talent.initData, params, { silent: true, ...options })

export const getKnowledges = (params: TalentParams, options?: CallOptions) =>
  http.get(TalentKnowledges, endpoints.talent.knowledges, params, listCall(options))

export const drawCredit = (request: TalentParams, options?: CallOptions) =>
  http.post(CreditDrawResult, endpoints.talent.drawCredit, request, moneyAction(options))

export const getTalentPrizes = (params: TalentParams, options?: CallOptions) =>
  http.get(TalentPrizes, endpoints.talent.prizes, params, listCall(options))

export const exchangeCredit = (request: CreditExchangeRequest, options?: CallOptions) =>
  http.post(CreditExchangeResult, endpoints.talent.creditExchangeCard, request, moneyAction(options))

export const getCreditRecords = (params: TalentParams, options?: CallOptions) =>
  http.get(CreditRecords, endpoints.talent.creditList, params, listCall(options))

export const getTalentExchangeRecords = (params: TalentParams, options?: CallOptions) =>
  http.get(PrizeRecords, endpoints.talent.exchangePrizeList, params, listCall(options))
