import { callEnvelope, http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { DrawPrizes, DrawResult } from './draws'
import { code, flag, int, list, maybeObj, none, obj, oneOf, text, type Out } from './schema'

/**
 * Points (integral), points transfer and sign-in calls (marketing §2.12, §3 Points expiry, §7.4). The
 * spec shows paths only; these shapes are the app's and mocks/handlers/points.ts serves them.
 * Points are whole numbers (`int`): a missing count reads 0.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3 Points expiry is part of it: expiryValue expire on expiryDate, waitValue wait to be claimed. */
export const PointsInfo = obj({
  nickname: text(),
  headimgurl: text(),
  /** Points balance. */
  integral: int(),
  expiryValue: int(),
  /** 'YYYY-MM-DD' */
  expiryDate: text(),
  waitValue: int(),
  isMember: flag(),
  memberLevel: text(),
})
export type PointsInfo = Out<typeof PointsInfo>

/** changeType 1 earned, 2 spent; null when not sent (the value's sign tells then). */
export const IntegralRecord = obj({
  id: code(),
  integralName: text(),
  /** Positive when earned, negative when spent. */
  integralValue: int(),
  changeType: oneOf(['1', '2'] as const, null),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text(),
  /** The mall order an exchange (a spend) belongs to; '' for every other record (getOrderDetailUrl). */
  orderNo: code(),
})
export type IntegralRecord = Out<typeof IntegralRecord>

export const IntegralRecordPage = obj({
  total: int(),
  records: list(IntegralRecord),
})
export type IntegralRecordPage = Out<typeof IntegralRecordPage>

/** Points earned and waiting to be claimed (converIntegral with its id). */
export const WaitIntegralRecord = obj({
  id: code(),
  integralName: text(),
  integralValue: int(),
  eventId: code(),
  createTime: text(),
  /** 'YYYY-MM-DD' */
  expireTime: text(),
})
export type WaitIntegralRecord = Out<typeof WaitIntegralRecord>
export const WaitIntegralRecords = list(WaitIntegralRecord)

export const PointsUserStatus = obj({
  isBind: flag(),
  /** 1 opened, 0 not bound, 2 direct sales not opened (marketing §4.1). */
  openAccount: oneOf(['0', '1', '2'] as const, '0'),
  isMember: flag(),
  /** '1' while a new exchange is unseen; clearMyExchange resets it. */
  hasNewExchange: flag(),
})
export type PointsUserStatus = Out<typeof PointsUserStatus>

export const YiBaiRight = obj({
  id: code(),
  rightsName: text(),
  rightsImg: text(),
  rightsDesc: text(),
  needIntegral: int(),
  jumpUrl: text(),
})
export type YiBaiRight = Out<typeof YiBaiRight>
export const YiBaiRights = list(YiBaiRight)

/** The order detail page's url ('' when none). */
export const OrderDetailUrl = text()

/** status 0 locked, 1 can open, 2 opened. */
export const TreasureBox = obj({
  boxId: code(),
  boxName: text(),
  /** Sign-in days needed. */
  needDays: int(),
  status: oneOf([0, 1, 2] as const, 0),
})
export type TreasureBox = Out<typeof TreasureBox>

export const OpenBoxState = obj({
  signDays: int(),
  boxList: list(TreasureBox),
})
export type OpenBoxState = Out<typeof OpenBoxState>

const treasureBoxResultEntries = {
  boxId: code(),
  prizeName: text(),
  integral: int(),
  openTime: text(),
}
export const TreasureBoxResult = obj(treasureBoxResultEntries)
export type TreasureBoxResult = Out<typeof TreasureBoxResult>
export const TreasureBoxResults = list(TreasureBoxResult)
/** One box's result: null while the box is unopened. */
export const MaybeTreasureBoxResult = maybeObj(treasureBoxResultEntries)

export const MembershipWait = obj({
  isWait: flag(),
  waitValue: int(),
})
export type MembershipWait = Out<typeof MembershipWait>

export const ConvertIntegralResult = obj({
  /** Points added by this claim. */
  integral: int(),
  balance: int(),
})
export type ConvertIntegralResult = Out<typeof ConvertIntegralResult>

/** The encrypted user id the points mall expects ('' when none). */
export const EncryptedUser = text()

/**
 * transfer/getUserInfo: the receiver, and the amount rules the server sets for this transfer (0 = no
 * rule of that kind; the balance always caps the amount).
 */
export const TransferTarget = obj({
  receiveUserId: code(),
  nickname: text(),
  /** Masked. */
  phone: text(),
  /** The smallest amount one transfer may carry. */
  minIntegral: int(),
  /** The largest amount one transfer may carry. */
  maxIntegral: int(),
  /** The amount must be a whole multiple of this. */
  stepIntegral: int(),
})
export type TransferTarget = Out<typeof TransferTarget>

export const IntegralTransferResult = obj({ balance: int() })
export type IntegralTransferResult = Out<typeof IntegralTransferResult>

export const MessageVerify = obj({ needVerify: flag() })
export type MessageVerify = Out<typeof MessageVerify>

/**
 * checkCodeVerify's answer (docs/backend-requirements.md §3, field assumed: docs/api-contract.md):
 * `verifyToken`, the single-use proof that the code of this one transfer (customer, receiver, amount)
 * passed. '' from a server that issues none: the transfer then carries the checked code itself.
 */
export const TransferCheck = obj({ verifyToken: text() })
export type TransferCheck = Out<typeof TransferCheck>

export const SignDay = obj({
  /** 'YYYYMMDD' */
  date: code(),
  signed: flag(),
  integral: int(),
})
export type SignDay = Out<typeof SignDay>

export const SignInfo = obj({
  todaySigned: flag(),
  /** Consecutive days signed, today included when signed. */
  signDays: int(),
  /** This week, Monday first. */
  signList: list(SignDay),
})
export type SignInfo = Out<typeof SignInfo>

export const SignResult = obj({
  integral: int(),
  signDays: int(),
})
export type SignResult = Out<typeof SignResult>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface UserParams {
  user_id: string
}

export interface UserEventParams extends UserParams {
  event_id: string
}

export interface IntegralRecordParams extends UserParams {
  pageNum?: number
  pageSize?: number
  changeType?: '1' | '2'
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

/**
 * What a transfer moves: to whom and how much, in userIntegralTransfer's own field names. The SMS send and
 * check carry them too (fields assumed: docs/api-contract.md; docs/backend-requirements.md §3).
 */
export interface TransferSubject {
  receive_user_id: string
  integral: number
}

export interface IntegralTransferRequest extends UserParams, TransferSubject {}

/**
 * The proof of a passed SMS check that a transfer carries (docs/backend-requirements.md §3): the check's
 * `verifyToken`, or, from a server whose check issues none, the code the check accepted (`checkCode`).
 * Sent in request headers of these names (assumed: docs/api-contract.md), not in the body: the body is
 * what the transfer's Idempotency-Key stands for (docs/money-actions.md), and a retry with a new proof
 * (after a reload) is still the same transfer under the same key.
 */
export type TransferProof = { verifyToken: string } | { checkCode: string }

/**
 * Points codes: 1111 nothing to do (already signed, box locked/opened, no chance) or no such receiver,
 * 2222 not enough points, 3333 SMS check needed or wrong, 4444 a request the rules refuse (amount out of
 * the rules, transfer to oneself, incomplete address).
 */
export const POINTS_CODES = { already: '1111', notEnough: '2222', verify: '3333', refused: '4444' } as const

const listCall = (options?: CallOptions): CallOptions => ({ accept200: true, ...options })

export const getPointsInfo = (params: UserParams & { page_flag?: string }, options?: CallOptions) =>
  http.get(PointsInfo, endpoints.points.initInfo, params, options)

export const getIntegralRecords = (params: IntegralRecordParams, options?: CallOptions) =>
  http.get(IntegralRecordPage, endpoints.points.userIntegralRecords, params, listCall(options))

export const getWaitIntegralRecords = (params: UserParams, options?: CallOptions) =>
  http.get(WaitIntegralRecords, endpoints.points.waitIntegralRecords, params, listCall(options))

export const getPointsUserStatus = (params: UserParams, options?: CallOptions) =>
  http.get(PointsUserStatus, endpoints.points.userStatus, params, options)

export const clearMyExchange = (params: UserParams, options?: CallOptions) =>
  http.get(none(), endpoints.points.clearMyExchange, params, { silent: true, ...options })

export const getYiBaiRights = (params: UserParams, options?: CallOptions) =>
  http.get(YiBaiRights, endpoints.points.yiBaiRights, params, listCall(options))

/** Resolves to the order detail page's url. */
export const getOrderDetailUrl = (params: UserParams & { orderNo: string }, options?: CallOptions) =>
  http.get(OrderDetailUrl, endpoints.points.orderDetailUrl, params, options)

/**
 * Opens a box (GET, as the backend has it). Resolves to the result when the answer carries it, else null:
 * then getUserOpenTreasureBoxResult has it.
 */
export const openTreasureBox = (params: UserParams & { box_id: string }, options?: CallOptions) =>
  http.get(MaybeTreasureBoxResult, endpoints.points.alterOpenBoxState, params, moneyAction(options))

export const getOpenBoxState = (params: UserParams, options?: CallOptions) =>
  http.get(OpenBoxState, endpoints.points.openBoxState, params, options)

export const getOpenBoxRecords = (params: UserParams, options?: CallOptions) =>
  http.get(TreasureBoxResults, endpoints.points.openBoxRecord, params, listCall(options))

/** null while the box is unopened. */
export const getTreasureBoxResult = (params: UserParams & { box_id: string }, options?: CallOptions) =>
  http.get(MaybeTreasureBoxResult, endpoints.points.treasureBoxResult, params, options)

export const getMembershipWaitIntegral = (params: UserParams, options?: CallOptions) =>
  http.get(MembershipWait, endpoints.points.isMembershipWaitIntegral, params, options)

/** One draw of the points pool (see api/draws.ts). */
export const drawPointsPrize = (request: UserEventParams, options?: CallOptions) =>
  http.post(DrawResult, endpoints.points.drawPrizeNew, request, moneyAction(options))

/** A physical prize's exchange (its delivery address): money-like, it books the prize's dispatch. */
export const saveWinPrizeInfo = (request: WinPrizeInfo, options?: CallOptions) =>
  http.post(none(), endpoints.points.saveWinPrizeInfo, request, moneyAction(options))

export const getPointsPrizeList = (request: UserEventParams, options?: CallOptions) =>
  http.post(DrawPrizes, endpoints.points.prizeList, request, listCall(options))

export const sendWinPrizedMessage = (request: UserParams & { record_id: string }, options?: CallOptions) =>
  http.post(none(), endpoints.points.sendWinPrizedMessage, request, options)

/** Claims waiting points (also the default quiz's claim, marketing §7.5). */
export const convertIntegral = (request: ConvertIntegralRequest, options?: CallOptions) =>
  http.post(ConvertIntegralResult, endpoints.points.converIntegral, request, moneyAction(options))

/** Resolves to the encrypted user id the points mall expects. */
export const encryptUser = (request: UserParams, options?: CallOptions) =>
  http.post(EncryptedUser, endpoints.points.userEncrypt, request, options)

/** The receiver by phone and the rules; rejects with 1111 (no such user) or 4444 (oneself). */
export const getTransferTarget = (request: UserParams & { phone: string }, options?: CallOptions) =>
  http.post(TransferTarget, endpoints.points.transferUserInfo, request, options)

/** The headers that carry a transfer's proof (TransferProof). */
const proofHeaders = (proof: TransferProof): Record<string, string> =>
  'verifyToken' in proof ? { verifyToken: proof.verifyToken } : { checkCode: proof.checkCode }

/**
 * Rejects with 2222 (not enough points), 3333 (SMS check needed first, or its proof refused) or 4444 (out
 * of the rules). `proof`: the passed SMS check of this transfer, when it needed one.
 */
export const transferIntegral = (
  request: IntegralTransferRequest,
  proof?: TransferProof,
  options?: CallOptions,
) =>
  http.post(
    IntegralTransferResult,
    endpoints.points.userIntegralTransfer,
    request,
    moneyAction(
      proof ? { ...options, config: { ...options?.config, headers: proofHeaders(proof) } } : options,
    ),
  )

export const needMessageVerify = (params: UserParams & { integral: number }, options?: CallOptions) =>
  http.get(MessageVerify, endpoints.points.needMessageVerify, params, options)

export interface TransferCheckRequest extends TransferSubject {
  phone: string
  checkCode: string
}

/**
 * Checks the transfer's SMS code for the transfer it was sent for (receiver and amount); resolves with
 * the proof for that one transfer (`verifyToken`, '' from a server that issues none); rejects with 3333
 * when the code is wrong or was sent for another transfer.
 */
export const checkTransferCode = (request: TransferCheckRequest, options?: CallOptions) =>
  http.post(TransferCheck, endpoints.points.checkCodeVerify, request, options)

/** The transfer's SMS: the verify fields' phone and image captcha, and the transfer it is for. */
export interface TransferSmsRequest extends TransferSubject {
  phone: string
  captcha: string
  checkKey: string
}

/** Sends the transfer's SMS code; resolves once the server accepted it (the caller toasts 发送成功, marketing §8). */
export async function sendTransferCode(request: TransferSmsRequest, options?: CallOptions): Promise<void> {
  await callEnvelope<unknown>(
    { method: 'POST', url: endpoints.points.transferSendVerification, data: request },
    options,
  )
}

export const getSignInfo = (params: UserEventParams, options?: CallOptions) =>
  http.get(SignInfo, endpoints.points.signInit, params, options)

export const signIn = (request: UserEventParams, options?: CallOptions) =>
  http.post(SignResult, endpoints.points.sign, request, moneyAction(options))
