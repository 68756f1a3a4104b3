import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import type { PrizeRecord } from './mgm'

/**
 * Talent station calls (marketing §2.9, §7.3). The spec shows paths only; the shapes below are the
 * app's and mocks/handlers/talent.ts serves them.
 */

export interface TalentParams {
  user_id: string
  page_flag: string
}

export interface TalentStationData {
  nickname: string
  headimgurl: string
  /** Credit the user can spend now. */
  userCredit: number
  /** Credit earned since the station opened. */
  totalCredit: number
  /** Credit draws left today. */
  drawCreditNum: number
  knowledgeNum: number
  learnedNum: number
  isBind: Flag
}

export interface TalentKnowledge {
  id: string
  title: string
  /** Rich text (HTML). */
  content: string
  /** Credit the reading is worth. */
  creditValue: number
  isLearned: Flag
}

export interface CreditDrawResult {
  /** Credit won by this draw. */
  credit: number
  userCredit: number
  drawCreditNum: number
}

/** isEnough: 1 enough credit, 0 not enough, 2 sold out. */
export interface TalentPrize {
  id: string
  prizeName: string
  prizeImg: string
  needCredit: number
  stock: number
  isEnough: 0 | 1 | 2
}

export interface CreditExchangeRequest extends TalentParams {
  prize_id: string
}

export interface CreditExchangeResult {
  prizeName: string
  userCredit: number
  exchange_time_content: string
}

export interface CreditRecord {
  id: string
  creditName: string
  /** Positive when earned, negative when spent. */
  creditValue: number
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

/** Talent codes: 1111 no draws left today or prize sold out, 2222 not enough credit. */
export const TALENT_CODES = { noChance: '1111', soldOut: '1111', notEnough: '2222' } as const

/** Silent: the station loads behind its own skeleton (marketing §7.3). */
export const getTalentStation = (params: TalentParams, options?: CallOptions) =>
  http.get<TalentStationData>(endpoints.talent.initData, params, { silent: true, ...options })

export const getKnowledges = (params: TalentParams, options?: CallOptions) =>
  http.get<TalentKnowledge[]>(endpoints.talent.knowledges, params, { accept200: true, ...options })

export const drawCredit = (request: TalentParams, options?: CallOptions) =>
  http.post<CreditDrawResult>(endpoints.talent.drawCredit, request, options)

export const getTalentPrizes = (params: TalentParams, options?: CallOptions) =>
  http.get<TalentPrize[]>(endpoints.talent.prizes, params, { accept200: true, ...options })

export const exchangeCredit = (request: CreditExchangeRequest, options?: CallOptions) =>
  http.post<CreditExchangeResult>(endpoints.talent.creditExchangeCard, request, options)

export const getCreditRecords = (params: TalentParams, options?: CallOptions) =>
  http.get<CreditRecord[]>(endpoints.talent.creditList, params, { accept200: true, ...options })

export const getTalentExchangeRecords = (params: TalentParams, options?: CallOptions) =>
  http.get<PrizeRecord[]>(endpoints.talent.exchangePrizeList, params, { accept200: true, ...options })
