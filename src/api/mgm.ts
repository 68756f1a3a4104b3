import { ApiError, http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import { session } from '@/shared/lib/storage'
import { code, flag, int, list, none, obj, oneOf, parse, text, type Out, type Schema } from './schema'

/**
 * Four-step invitation ("mgmfour") calls (api-contract.md, Four-step invitation and referral;
 * marketing §2.1-§2.5, §3, §4, §7.1, §9). Shapes the spec leaves open are fixed here and served by
 * mocks/handlers/mgm.ts.
 */

/** marketing §4.2: 0 not done, 1 done, 2 similar activity, 3 cancelled/transferred account, 4 bought before. */
export type FirstPurchaseFlag = 0 | 1 | 2 | 3 | 4
/** marketing §4.2: 0 not done, 1 holding met, 2 similar holding reward, 3 cancelled account. */
export type PositionFlag = 0 | 1 | 2 | 3
/** marketing §2.4: 1 coupon code plus password, 2 link, 3 exchange code. */
export type CardViewType = 1 | 2 | 3

/** An unknown first-purchase / position code reads as "not done" (0). */
const firstPurchaseFlag = () => oneOf([0, 1, 2, 3, 4] as const, 0)
const positionFlag = () => oneOf([0, 1, 2, 3] as const, 0)

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** One line of the home page's reward strip: a friend finished a task and the inviter got coins. */
export const PositionRecord = obj({
  invitedPhone: text(),
  /** Coins credited to the inviter for this friend. */
  rewardXyj: int(),
  content: text(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text(),
})
export type PositionRecord = Out<typeof PositionRecord>

/** marketing §2.1: the inviter home. Coin amounts are xyj (1 coin = 1 yuan of voucher, §9). */
export const MgmHomeData = obj({
  inviterName: text(),
  /** Coins the user may exchange now. */
  canUseXyj: int(),
  /** Coins already exchanged for prizes. */
  usedXyj: int(),
  /** Coins earned as an invited friend and waiting to be received (changeWaitXyj moves them to canUseXyj). */
  viewXyj: int(),
  xyj_description: text(),
  positionRecordList: list(PositionRecord),
  /** Friends still to complete before the next doubled reward (every 5th friend is doubled, §9). */
  diffPerson: int(),
  /** '1' when the campaign's total reward limit (5000 yuan, §9) is reached. */
  isTotalLimit: flag(),
  /** '1' on the Sc variant. */
  isSpecial: flag(),
  /** Waiting first-purchase rewards (the receive alert shows when above 0, §2.1). */
  firstPurchanseCount: int(),
  /** Waiting holding rewards. */
  positionCount: int(),
  first_purchanse_content: text(),
  position_content: text(),
  /** Smallest prize value (the Sc exchange threshold, §4.5); 0 when unknown (the threshold falls back to 50). */
  smallest_prize_value: int(),
  /** Smallest prize value of the experience ("ty") prize group. */
  smallest_prize_value_ty: int(),
})
export type MgmHomeData = Out<typeof MgmHomeData>

/** marketing §3 Prize. */
export const Prize = obj({
  id: code(),
  /** Voucher value in yuan; it costs the same number of coins (§9). */
  prizeValue: int(),
  prizeName: text(),
  /** 1 enough coins, 0 not enough, 2 sold out, 3 not available (also for an unknown code). */
  isEnough: oneOf([0, 1, 2, 3] as const, 3),
  /** 1 on the largest prize the user can take now. */
  isDefault: oneOf([0, 1] as const, 0),
})
export type Prize = Out<typeof Prize>

export const ExchangePrizes = obj({
  canUseXyj: int(),
  isTotalLimit: flag(),
  totalLimitContent: text(),
  /** Prizes without an id cannot be exchanged and are left out. */
  prizeList: list(Prize),
  exchange_prize_desc: text(),
})
export type ExchangePrizes = Out<typeof ExchangePrizes>

export const ExchangeResult = obj({
  /** How many exchanges the user has made in this campaign, this one included. */
  successNum: int(),
  prizeName: text(),
  exchange_time_content: text(),
})
export type ExchangeResult = Out<typeof ExchangeResult>

/** marketing §3 Invite progress record. Message flags are '1' when that channel was used today. */
export const InviteRecord = obj({
  recordId: code(),
  /** Masked: 3 leading digits, ****, 4 last digits. */
  invitedPhone: text(),
  firstPurchaseFlag: firstPurchaseFlag(),
  positionFlag: positionFlag(),
  wxMsgFlag: flag(),
  phoneMsgFlag: flag(),
})
export type InviteRecord = Out<typeof InviteRecord>

export const InviteProgress = obj({
  resultList: list(InviteRecord),
  isWhite: flag(),
})
export type InviteProgress = Out<typeof InviteProgress>

/** marketing §3 Prize record. Codes may arrive as numbers: they are always read as their text. */
export const PrizeRecord = obj({
  prizesName: text(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  prizeSendTime: text(),
  /** Card 1: the coupon code; card 2: the redemption link (https url); card 3: the exchange code. */
  accountNum: code(),
  /** Card 1: the 6-digit password; empty otherwise. */
  cami: code(),
  /** Validity end, 'YYYY-MM-DD'. */
  deadline: text(),
  status: text(),
  prizeType: text(),
  /** Rich text (HTML). */
  instructions: text(),
  /** An unknown type shows the value as an exchange code (3), so the user still gets something to copy. */
  cardViewType: oneOf([1, 2, 3] as const, 3),
})
export type PrizeRecord = Out<typeof PrizeRecord>
export const PrizeRecords = list(PrizeRecord)

/** marketing §3, §4.4. Also the `data` of a 2222 rejection (read it from ApiError.data: parsed too). */
export const SaveInviteResult = obj({
  /** '1': the friend already holds an account (exception view). */
  oldFlag: flag(),
  firstPurchaseFlag: firstPurchaseFlag(),
  positionFlag: positionFlag(),
  inviterName: text(),
  isSpecial: flag(),
})
export type SaveInviteResult = Out<typeof SaveInviteResult>

export const WhitePhoneResult = obj({ isWhite: flag() })
export type WhitePhoneResult = Out<typeof WhitePhoneResult>

/** getPosterUrl: the poster image's url ('' when none). */
export const PosterUrl = text()
export type PosterUrl = Out<typeof PosterUrl>

// ---------------------------------------------------------------------------------------------------
// Requests

/** The three fields every four-step call carries (marketing §7.1). */
export interface MgmUserParams {
  pageFlag: string
  userId: string
  eventId: string
}

export interface ExchangeRequest extends MgmUserParams {
  prizeId: string
}

/** marketing §3 Invite save request; whiteList is '0' on the landing. */
export interface SaveInviteRequest {
  invitedId: string
  pageFlag: string
  inviterId: string
  eventId: string
  whiteList: Flag
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

/**
 * A business rejection's `data` goes through the response's schema like a success's `data` would. An
 * unsettled answer (409, a 5xx) stays unsettled: no final answer (docs/money-actions.md).
 */
function withParsedData(err: unknown, schema: Schema): unknown {
  if (!(err instanceof ApiError) || err.kind !== 'business') return err
  return new ApiError(err.message, err.code, err.kind, parse(schema, err.data), err.unsettled)
}

/** Invitation calls accept 200 as success (api-contract.md, Transport). */
const invitation = (options?: CallOptions, quietCodes: readonly string[] = []): CallOptions => ({
  ...options,
  accept200: true,
  quietCodes: [...quietCodes, ...(options?.quietCodes ?? [])],
})

export const getMgmHome = (params: MgmUserParams, options?: CallOptions) =>
  http.get(MgmHomeData, endpoints.mgm.initHomeData, params, invitation(options))

/** Prizes without an id cannot be exchanged: they are left out. */
export async function getExchangePrizes(
  params: MgmUserParams,
  options?: CallOptions,
): Promise<ExchangePrizes> {
  const data = await http.get(ExchangePrizes, endpoints.mgm.canExchangePrizes, params, invitation(options))
  return { ...data, prizeList: data.prizeList.filter((prize) => prize.id !== '') }
}

/** Rejects quietly with 1111 when the prize is gone (marketing §4.5). */
export const exchangeCoins = (request: ExchangeRequest, options?: CallOptions) =>
  http.post(
    ExchangeResult,
    endpoints.mgm.exchangeCard,
    request,
    moneyAction(invitation(options, [EXCHANGE_GONE_CODE])),
  )

/** Moves the waiting coins (viewXyj) into canUseXyj. */
export const receiveFirstPurchaseReward = (params: MgmUserParams, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.changeWaitXyj, params, moneyAction(invitation(options)))

export const getInviteProgress = (params: MgmUserParams, options?: CallOptions) =>
  http.get(InviteProgress, endpoints.mgm.inviteRecordDetail, params, invitation(options))

export const getPrizeRecords = (params: { pageFlag: string; userId: string }, options?: CallOptions) =>
  http.get(PrizeRecords, endpoints.mgm.exchangePrizeList, params, invitation(options))

/**
 * Rejects quietly with 1111, 2222 and 3333 (marketing §4.4). The rejection's `data` (read by the landing
 * under 2222) is parsed as a SaveInviteResult too. The answer, a success or a business rejection, is kept
 * for the session (`savedInviteAnswer`). A money-like action (docs/money-actions.md): the same save sent
 * again after a lost answer carries the same key and gets the first answer, not 3333 for its own record.
 */
export async function saveInvite(
  request: SaveInviteRequest,
  options?: CallOptions,
): Promise<SaveInviteResult> {
  try {
    const data = await http.post(
      SaveInviteResult,
      endpoints.mgm.saveNewMgmRecord,
      request,
      moneyAction(invitation(options, Object.values(SAVE_INVITE_CODES))),
    )
    rememberInviteSave(request, { code: '0000', data, message: '' })
    return data
  } catch (err) {
    const parsed = withParsedData(err, SaveInviteResult)
    if (parsed instanceof ApiError && parsed.kind === 'business' && !parsed.unsettled)
      rememberInviteSave(request, {
        code: parsed.code,
        data: parsed.data as SaveInviteResult,
        message: parsed.message,
      })
    throw parsed
  }
}

/** What a save of the invitation answered: its code ('0000' for a success), the flags, a rejection's text. */
export interface InviteSaveAnswer {
  code: string
  data: SaveInviteResult
  message: string
}

type InviteSaveKey = Pick<SaveInviteRequest, 'invitedId' | 'inviterId' | 'pageFlag'>

function rememberInviteSave(request: SaveInviteRequest, answer: InviteSaveAnswer): void {
  const { invitedId, inviterId, pageFlag } = request
  session.setJson('mgmInviteSave', { invitedId, inviterId, pageFlag, ...answer })
}

/**
 * The answer the last save gave for this friend, inviter and landing in this session (null: none). An
 * invitation is saved once (marketing §2.2, §4.4): the bind flow saves it and comes back to the landing
 * with hasSaveInvite=1, which shows this answer instead of saving again (a real backend may refuse the
 * repeat with 3333, "already bound to another inviter").
 */
export function savedInviteAnswer(key: InviteSaveKey): InviteSaveAnswer | null {
  const stored = session.getJson<Partial<InviteSaveKey & InviteSaveAnswer>>('mgmInviteSave')
  if (
    !stored ||
    !key.invitedId ||
    stored.invitedId !== key.invitedId ||
    stored.inviterId !== key.inviterId ||
    stored.pageFlag !== key.pageFlag
  )
    return null
  return {
    code: String(stored.code ?? ''),
    data: parse(SaveInviteResult, stored.data ?? null),
    message: typeof stored.message === 'string' ? stored.message : '',
  }
}

/** Whitelisted inviters add a friend by phone and SMS code (marketing §2.5); keyed (docs/money-actions.md). */
export const whitelistAdd = (request: WhitelistAddRequest, options?: CallOptions) =>
  http.post(
    none(),
    endpoints.mgm.replenishInvite,
    request,
    moneyAction(invitation(options, WHITELIST_ADD_CODES)),
  )

export const remindByWx = (request: RemindRequest, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.sendWxMessage, request, invitation(options, REMIND_CODES))

export const remindBySms = (request: RemindRequest, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.sendPhoneMessage, request, invitation(options, REMIND_CODES))

/** Resolves to the poster image's url, '' when the server sends none (the mock answers with an SVG data url). */
export const getPosterUrl = (request: PosterRequest, options?: CallOptions) =>
  http.post(PosterUrl, endpoints.mgm.posterUrl, request, invitation(options))

export const checkWhitePhone = (user_phone: string, options?: CallOptions) =>
  http.get(WhitePhoneResult, endpoints.mgm.checkWhitePhone, { user_phone }, invitation(options))
