import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import type { DrawPrize, DrawResult } from './draws'

/**
 * Points (integral), points transfer and sign-in calls (marketing §2.12, §3 Points expiry, §7.4). The
 * spec shows paths only; these shapes are the app's and mocks/handlers/points.ts serves them.
 */

export interface UserParams {
  user_id: string
}

export interface UserEventParams extends UserParams {
  event_id: string
}

/** marketing §3 Points expiry is part of it: expiryValue expire on expiryDate, waitValue wait to be claimed. */
export interface PointsInfo {
  nickname: string
  headimgurl: string
  /** Points balance. */
  integral: number
  expiryValue: number
  /** 'YYYY-MM-DD' */
  expiryDate: string
  waitValue: number
  isMember: Flag
  memberLevel: string
}

/** changeType 1 earned, 2 spent. */
export interface IntegralRecord {
  id: string
  integralName: string
  /** Positive when earned, negative when spent. */
  integralValue: number
  changeType: '1' | '2'
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

export interface IntegralRecordParams extends UserParams {
  pageNum?: number
  pageSize?: number
  changeType?: '1' | '2'
}

export interface IntegralRecordPage {
  total: number
  records: IntegralRecord[]
}

/** Points earned and waiting to be claimed (converIntegral with its id). */
export interface WaitIntegralRecord {
  id: string
  integralName: string
  integralValue: number
  eventId: string
  createTime: string
  /** 'YYYY-MM-DD' */
  expireTime: string
}

export interface PointsUserStatus {
  isBind: Flag
  /** 1 opened, 0 not bound, 2 direct sales not opened (marketing §4.1). */
  openAccount: '0' | '1' | '2'
  isMember: Flag
  /** '1' while a new exchange is unseen; clearMyExchange resets it. */
  hasNewExchange: Flag
}

export interface YiBaiRight {
  id: string
  rightsName: string
  rightsImg: string
  rightsDesc: string
  needIntegral: number
  jumpUrl: string
}

/** status 0 locked, 1 can open, 2 opened. */
export interface TreasureBox {
  boxId: string
  boxName: string
  /** Sign-in days needed. */
  needDays: number
  status: 0 | 1 | 2
}

export interface OpenBoxState {
  signDays: number
  boxList: TreasureBox[]
}

export interface TreasureBoxResult {
  boxId: string
  prizeName: string
  integral: number
  openTime: string
}

export interface MembershipWait {
  isWait: Flag
  waitValue: number
}

export interface WinPrizeInfo extends UserParams {
  record_id: string
  receiverName: string
  receiverPhone: string
  receiverAddress: string
}

export interface ConvertIntegralRequest extends UserEventParams {
  wait_integral_id: string
}

export interface ConvertIntegralResult {
  /** Points added by this claim. */
  integral: number
  balance: number
}

export interface TransferTarget {
  receiveUserId: string
  nickname: string
  /** Masked. */
  phone: string
}

export interface IntegralTransferRequest extends UserParams {
  receive_user_id: string
  integral: number
}

export interface IntegralTransferResult {
  balance: number
}

export interface SignDay {
  /** 'YYYYMMDD' */
  date: string
  signed: Flag
  integral: number
}

export interface SignInfo {
  todaySigned: Flag
  /** Consecutive days signed, today included when signed. */
  signDays: number
  /** This week, Monday first. */
  signList: SignDay[]
}

export interface SignResult {
  integral: number
  signDays: number
}

/** Points codes: 1111 nothing to do (already signed, box locked/opened, no chance), 2222 not enough points, 3333 SMS check needed or wrong. */
export const POINTS_CODES = { already: '1111', notEnough: '2222', verify: '3333' } as const

const list = (options?: CallOptions): CallOptions => ({ accept200: true, ...options })

export const getPointsInfo = (params: UserParams & { page_flag?: string }, options?: CallOptions) =>
  http.get<PointsInfo>(endpoints.points.initInfo, params, options)

export const getIntegralRecords = (params: IntegralRecordParams, options?: CallOptions) =>
  http.get<IntegralRecordPage>(endpoints.points.userIntegralRecords, params, list(options))

export const getWaitIntegralRecords = (params: UserParams, options?: CallOptions) =>
  http.get<WaitIntegralRecord[]>(endpoints.points.waitIntegralRecords, params, list(options))

export const getPointsUserStatus = (params: UserParams, options?: CallOptions) =>
  http.get<PointsUserStatus>(endpoints.points.userStatus, params, options)

export const clearMyExchange = (params: UserParams, options?: CallOptions) =>
  http.get<void>(endpoints.points.clearMyExchange, params, { silent: true, ...options })

export const getYiBaiRights = (params: UserParams, options?: CallOptions) =>
  http.get<YiBaiRight[]>(endpoints.points.yiBaiRights, params, list(options))

/** Resolves to the order detail page's url. */
export const getOrderDetailUrl = (params: UserParams & { orderNo: string }, options?: CallOptions) =>
  http.get<string>(endpoints.points.orderDetailUrl, params, options)

/** Opens a box (GET, as the backend has it). */
export const openTreasureBox = (params: UserParams & { box_id: string }, options?: CallOptions) =>
  http.get<TreasureBoxResult>(endpoints.points.alterOpenBoxState, params, options)

export const getOpenBoxState = (params: UserParams, options?: CallOptions) =>
  http.get<OpenBoxState>(endpoints.points.openBoxState, params, options)

export const getOpenBoxRecords = (params: UserParams, options?: CallOptions) =>
  http.get<TreasureBoxResult[]>(endpoints.points.openBoxRecord, params, list(options))

/** null while the box is unopened. */
export const getTreasureBoxResult = (params: UserParams & { box_id: string }, options?: CallOptions) =>
  http.get<TreasureBoxResult | null>(endpoints.points.treasureBoxResult, params, options)

export const getMembershipWaitIntegral = (params: UserParams, options?: CallOptions) =>
  http.get<MembershipWait>(endpoints.points.isMembershipWaitIntegral, params, options)

/** One draw of the points pool (see api/draws.ts). */
export const drawPointsPrize = (request: UserEventParams, options?: CallOptions) =>
  http.post<DrawResult>(endpoints.points.drawPrizeNew, request, options)

export const saveWinPrizeInfo = (request: WinPrizeInfo, options?: CallOptions) =>
  http.post<void>(endpoints.points.saveWinPrizeInfo, request, options)

export const getPointsPrizeList = (request: UserEventParams, options?: CallOptions) =>
  http.post<DrawPrize[]>(endpoints.points.prizeList, request, list(options))

export const sendWinPrizedMessage = (request: UserParams & { record_id: string }, options?: CallOptions) =>
  http.post<void>(endpoints.points.sendWinPrizedMessage, request, options)

/** Claims waiting points (also the default quiz's claim, marketing §7.5). */
export const convertIntegral = (request: ConvertIntegralRequest, options?: CallOptions) =>
  http.post<ConvertIntegralResult>(endpoints.points.converIntegral, request, options)

/** Resolves to the encrypted user id the points mall expects. */
export const encryptUser = (request: UserParams, options?: CallOptions) =>
  http.post<string>(endpoints.points.userEncrypt, request, options)

export const getTransferTarget = (request: { phone: string }, options?: CallOptions) =>
  http.post<TransferTarget>(endpoints.points.transferUserInfo, request, options)

/** Rejects with 2222 (not enough points) or 3333 (SMS check needed first). */
export const transferIntegral = (request: IntegralTransferRequest, options?: CallOptions) =>
  http.post<IntegralTransferResult>(endpoints.points.userIntegralTransfer, request, options)

export const needMessageVerify = (params: UserParams & { integral: number }, options?: CallOptions) =>
  http.get<{ needVerify: Flag }>(endpoints.points.needMessageVerify, params, options)

export const checkTransferCode = (request: { phone: string; checkCode: string }, options?: CallOptions) =>
  http.post<void>(endpoints.points.checkCodeVerify, request, options)

export const sendTransferCode = (request: { phone: string }, options?: CallOptions) =>
  http.post<void>(endpoints.points.transferSendVerification, request, options)

export const getSignInfo = (params: UserEventParams, options?: CallOptions) =>
  http.get<SignInfo>(endpoints.points.signInit, params, options)

export const signIn = (request: UserEventParams, options?: CallOptions) =>
  http.post<SignResult>(endpoints.points.sign, request, options)
