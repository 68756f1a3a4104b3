import { callEnvelope, http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'

/**
 * Four-step invitation ("mgmfour") calls (api-contract.md, Four-step invitation and referral;
 * marketing §2.1-§2.5, §3, §4, §7.1, §9). Shapes the spec leaves open are fixed here and served by
 * mocks/handlers/mgm.ts.
 */

/** marketing §4.2: 0 not done, 1 done, 2 similar activity, 3 cancelled/transferred account, 4 bought before. */
export type FirstPurchaseFlag = 0 | 1 | 2 | 3 | 4
/** marketing §4.2: 0 not done, 1 holding met, 2 similar holding reward, 3 cancelled account. */
export type PositionFlag = 0 | 1 | 2 | 3

/** The three fields every four-step call carries (marketing §7.1). */
export interface MgmUserParams {
  pageFlag: string
  userId: string
  eventId: string
}

/** One line of the home page's reward strip: a friend finished a task and the inviter got coins. */
export interface PositionRecord {
  invitedPhone: string
  /** Coins credited to the inviter for this friend. */
  rewardXyj: number
  content: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

/** marketing §2.1: the inviter home. Coin amounts are xyj (1 coin = 1 yuan of voucher, §9). */
export interface MgmHomeData {
  inviterName: string
  /** Coins the user may exchange now. */
  canUseXyj: number
  /** Coins already exchanged for prizes. */
  usedXyj: number
  /** Coins earned as an invited friend and waiting to be received (changeWaitXyj moves them to canUseXyj). */
  viewXyj: number
  xyj_description: string
  positionRecordList: PositionRecord[]
  /** Friends still to complete before the next doubled reward (every 5th friend is doubled, §9). */
  diffPerson: number
  /** '1' when the campaign's total reward limit (5000 yuan, §9) is reached. */
  isTotalLimit: Flag
  /** '1' on the Sc variant. */
  isSpecial: Flag
  /** Waiting first-purchase rewards (the receive alert shows when above 0, §2.1). */
  firstPurchanseCount: number
  /** Waiting holding rewards. */
  positionCount: number
  first_purchanse_content: string
  position_content: string
  /** Smallest prize value (the Sc exchange threshold, §4.5). */
  smallest_prize_value: number
  /** Smallest prize value of the experience ("ty") prize group. */
  smallest_prize_value_ty: number
}

/** marketing §3 Prize. isEnough: 1 enough coins, 0 not enough, 2 sold out, 3 not available. */
export interface Prize {
  id: string
  /** Voucher value in yuan; it costs the same number of coins (§9). */
  prizeValue: number
  prizeName: string
  isEnough: 0 | 1 | 2 | 3
  /** 1 on the largest prize the user can take now. */
  isDefault: 0 | 1
}

export interface ExchangePrizes {
  canUseXyj: number
  isTotalLimit: Flag
  totalLimitContent: string
  prizeList: Prize[]
  exchange_prize_desc: string
}

export interface ExchangeRequest extends MgmUserParams {
  prizeId: string
}

export interface ExchangeResult {
  /** How many exchanges the user has made in this campaign, this one included. */
  successNum: number
  prizeName: string
  exchange_time_content: string
}

/** marketing §3 Invite progress record. Message flags are '1' when that channel was used today. */
export interface InviteRecord {
  recordId: string
  /** Masked: 3 leading digits, ****, 4 last digits. */
  invitedPhone: string
  firstPurchaseFlag: FirstPurchaseFlag
  positionFlag: PositionFlag
  wxMsgFlag: Flag
  phoneMsgFlag: Flag
}

export interface InviteProgress {
  resultList: InviteRecord[]
  isWhite: Flag
}

/** marketing §2.4: 1 coupon code plus password, 2 link, 3 exchange code. */
export type CardViewType = 1 | 2 | 3

/** marketing §3 Prize record. */
export interface PrizeRecord {
  prizesName: string
  /** 'YYYY-MM-DD HH:mm:ss' */
  prizeSendTime: string
  /** Card 1: the coupon code; card 2: the redemption link (https url); card 3: the exchange code. */
  accountNum: string
  /** Card 1: the 6-digit password; empty otherwise. */
  cami: string
  /** Validity end, 'YYYY-MM-DD'. */
  deadline: string
  status: string
  prizeType: string
  /** Rich text (HTML). */
  instructions: string
  cardViewType: CardViewType
}

/** marketing §3 Invite save request; whiteList is '0' on the landing. */
export interface SaveInviteRequest {
  invitedId: string
  pageFlag: string
  inviterId: string
  eventId: string
  whiteList: Flag
}

/** marketing §3, §4.4. Also the `data` of a 2222 rejection (read it from ApiError.data). */
export interface SaveInviteResult {
  /** '1': the friend already holds an account (exception view). */
  oldFlag: Flag
  firstPurchaseFlag: FirstPurchaseFlag
  positionFlag: PositionFlag
  inviterName: string
  isSpecial: Flag
}

export interface WhitelistAddRequest {
  pageFlag: string
  inviterId: string
  invitedPhone: string
  checkCode: string
}

export interface RemindRequest {
  recordId: string
  appClientNo: string
}

/** marketing §7.2: the Sc variant also sends the QR position and width. */
export interface PosterRequest {
  /** The encrypted share link. */
  linkUrl: string
  bigImgUrl: string
  inviterId: string
  pageFlag: string
  qrX?: number
  qrY?: number
  qrWidth?: number
}

export interface WhitePhoneResult {
  isWhite: Flag
}

/** getMgmQrContent: the spec does not show it; the app reads the share link to encode. */
export interface MgmQrContent {
  qrContent: string
}

/** getGeneralUrl (talent station share, marketing §7.3): the spec does not show it. */
export interface GeneralUrlRequest {
  linkUrl: string
  pageFlag: string
  userId?: string
}

/** position/myReward: the spec does not show it; the app's shape. */
export interface MyReward {
  totalReward: number
  rewardList: PositionRecord[]
}

/** Codes the invitee landing interprets (marketing §4.4). */
export const SAVE_INVITE_CODES = {
  similarActivity: '1111',
  purchaseCondition: '2222',
  otherInviter: '3333',
} as const
/** marketing §4.5: prizes gone. */
export const EXCHANGE_GONE_CODE = '1111'
/** Codes the whitelist form shows itself: no permission, bad phone, bad SMS code, already invited. */
export const WHITELIST_ADD_CODES = ['1111', '2222', '3333', '4444'] as const
/** Codes a reminder can fail with: 1111 already reminded today on this channel, 2222 nothing to remind. */
export const REMIND_CODES = ['1111', '2222'] as const

/** Invitation calls accept 200 as success (api-contract.md, Transport). */
const invitation = (options?: CallOptions, quietCodes: readonly string[] = []): CallOptions => ({
  ...options,
  accept200: true,
  quietCodes: [...quietCodes, ...(options?.quietCodes ?? [])],
})

export const getMgmHome = (params: MgmUserParams, options?: CallOptions) =>
  http.get<MgmHomeData>(endpoints.mgm.initHomeData, params, invitation(options))

export const getExchangePrizes = (params: MgmUserParams, options?: CallOptions) =>
  http.get<ExchangePrizes>(endpoints.mgm.canExchangePrizes, params, invitation(options))

/** Rejects quietly with 1111 when the prize is gone (marketing §4.5). */
export const exchangeCoins = (request: ExchangeRequest, options?: CallOptions) =>
  http.post<ExchangeResult>(endpoints.mgm.exchangeCard, request, invitation(options, [EXCHANGE_GONE_CODE]))

/** Moves the waiting coins (viewXyj) into canUseXyj. */
export const receiveFirstPurchaseReward = (params: MgmUserParams, options?: CallOptions) =>
  http.post<void>(endpoints.mgm.changeWaitXyj, params, invitation(options))

export const getInviteProgress = (params: MgmUserParams, options?: CallOptions) =>
  http.get<InviteProgress>(endpoints.mgm.inviteRecordDetail, params, invitation(options))

export const getPrizeRecords = (params: { pageFlag: string; userId: string }, options?: CallOptions) =>
  http.get<PrizeRecord[]>(endpoints.mgm.exchangePrizeList, params, invitation(options))

/** Rejects quietly with 1111, 2222 (data: SaveInviteResult) and 3333 (marketing §4.4). */
export const saveInvite = (request: SaveInviteRequest, options?: CallOptions) =>
  http.post<SaveInviteResult>(
    endpoints.mgm.saveNewMgmRecord,
    request,
    invitation(options, Object.values(SAVE_INVITE_CODES)),
  )

/** Whitelisted inviters add a friend by phone and SMS code (marketing §2.5). */
export const whitelistAdd = (request: WhitelistAddRequest, options?: CallOptions) =>
  http.post<void>(endpoints.mgm.replenishInvite, request, invitation(options, WHITELIST_ADD_CODES))

export const remindByWx = (request: RemindRequest, options?: CallOptions) =>
  http.post<void>(endpoints.mgm.sendWxMessage, request, invitation(options, REMIND_CODES))

export const remindBySms = (request: RemindRequest, options?: CallOptions) =>
  http.post<void>(endpoints.mgm.sendPhoneMessage, request, invitation(options, REMIND_CODES))

/** Resolves to the poster image's url (the mock answers with an SVG data url). */
export const getPosterUrl = (request: PosterRequest, options?: CallOptions) =>
  http.post<string>(endpoints.mgm.posterUrl, request, invitation(options))

/** The QR image as a blob (marketing §7.4: blob response). */
export async function getQrCode(link_url: string, options?: CallOptions): Promise<Blob> {
  // responseType sits on the request config itself: http.ts recognises a blob body from it.
  const envelope = await callEnvelope<Blob>(
    { method: 'POST', url: endpoints.mgm.qrCode, data: { link_url }, responseType: 'blob' },
    invitation(options),
  )
  return envelope.data as Blob
}

export const getMgmQrContent = (params: { inviterId: string; pageFlag: string }, options?: CallOptions) =>
  http.get<MgmQrContent>(endpoints.mgm.qrContent, params, invitation(options))

/** Resolves to the shareable url. */
export const getGeneralUrl = (request: GeneralUrlRequest, options?: CallOptions) =>
  http.post<string>(endpoints.mgm.generalUrl, request, invitation(options))

export const checkWhitePhone = (user_phone: string, options?: CallOptions) =>
  http.get<WhitePhoneResult>(endpoints.mgm.checkWhitePhone, { user_phone }, invitation(options))

/** The forest campaign's manual add: same payload and codes as whitelistAdd (the spec does not show it). */
export const forestReplenishInvite = (request: WhitelistAddRequest, options?: CallOptions) =>
  http.post<void>(endpoints.mgm.forestReplenishInvite, request, invitation(options, WHITELIST_ADD_CODES))

export const getMyReward = (params: { userId: string; pageFlag: string }, options?: CallOptions) =>
  http.get<MyReward>(endpoints.mgm.myReward, params, invitation(options))
