import { ApiError, http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { withQuietCodes } from './identity'
import { PageModule, PageStop } from './config'
import { code, flag, list, none, obj, oneOf, parse, text, type Out } from './schema'

/** Merchant-business calls (api-contract.md, Merchant business; account-and-shared §3, §4). */

/**
 * account-and-shared §2, §4: 0 login form, 1 one-click register, 2 one-click bind (a form is shown for
 * 0-2), 3 already invited (a result line).
 */
export type MerchantUserState = 0 | 1 | 2 | 3

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** Page init by page flag. An unknown user state shows the login form (0). */
export const PreMerchantInviteResult = obj({
  userState: oneOf([0, 1, 2, 3] as const, 0),
  pageStopList: list(PageStop),
  moduleList: list(PageModule),
})
export type PreMerchantInviteResult = Out<typeof PreMerchantInviteResult>

/** Links of the result buttons ('' when missing: that button is left out). */
export const MerchantButtonList = obj({
  wxDownButtonUrl: text(),
  hfDownButtonUrl: text(),
  wxOpenButtonUrl: text(),
  hfOpenButtonName: text(),
})
export type MerchantButtonList = Out<typeof MerchantButtonList>

/** The bind answer; also the `data` of a 1117, 2222 or 8888 rejection (parsed too). */
export const MerchantInviteResult = obj({
  /** Under 8888: '-1' / 'notOpen' store page or app download, '0' the store url, else a result popup. */
  buttonNum: code(),
  promptCopy: text(),
  buttonList: MerchantButtonList,
  /** Under 2222 the success flag comes from data (account-and-shared §4); '0' when missing. */
  successFlag: flag(),
})
export type MerchantInviteResult = Out<typeof MerchantInviteResult>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface PreMerchantInviteRequest {
  page_flag: string
  user_id: string
}

export interface MerchantInviteRequest {
  page_flag: string
  user_id: string
  invitedPhone: string
  check_code?: string
  captcha?: string
  checkKey?: string
  channel1?: string
  channel2?: string
  posId?: string
  orderNo?: string
  m1userId?: string
  m2userId?: string
  visitSource?: string
  activityCode?: string
  uid?: string
}

export interface FourPlusNRecord {
  orderNo: string
  m1userId: string
  m2userId: string
  visitSource: string
  activityCode: string
  pageFlag: string
}

/**
 * Business codes the merchant pages interpret (account-and-shared §4, §8): the call rejects with an
 * ApiError carrying the code and `data` (a MerchantInviteResult for 1117, 2222 and 8888), no toast.
 */
export const MERCHANT_QUIET_CODES = ['1111', '1114', '1116', '1117', '2222', '8888'] as const

/** Invitation calls accept 200 as success (api-contract.md, Transport). */
const inviteOptions = (options?: CallOptions): CallOptions =>
  withQuietCodes(MERCHANT_QUIET_CODES, { accept200: true, ...options })

export const preMerchantInvite = (request: PreMerchantInviteRequest, options?: CallOptions) =>
  http.post(PreMerchantInviteResult, endpoints.merchant.preMerchantInvite, request, options)

/**
 * The smart bind and the bind by phone: a business rejection carries a parsed MerchantInviteResult. Either
 * binds the customer's phone: the account changes (its action says so, ./merchant-queries.ts). Either records the
 * merchant's invitation: keyed (docs/money-actions.md), a retry after a lost answer gets the first answer.
 */
async function invite(url: string, request: MerchantInviteRequest, options?: CallOptions) {
  try {
    return await http.post(MerchantInviteResult, url, request, moneyAction(inviteOptions(options)))
  } catch (err) {
    if (!(err instanceof ApiError) || err.kind !== 'business') throw err
    // An unsettled answer (409, a 5xx) stays unsettled (docs/money-actions.md).
    throw new ApiError(err.message, err.code, err.kind, parse(MerchantInviteResult, err.data), err.unsettled)
  }
}

export const newMerchantInvite = (request: MerchantInviteRequest, options?: CallOptions) =>
  invite(endpoints.merchant.newMerchantInvite, request, options)

export const merchantInviteByPhone = (request: MerchantInviteRequest, options?: CallOptions) =>
  invite(endpoints.merchant.merchantInviteByPhone, request, options)

export const saveFourPlusNRecord = (record: FourPlusNRecord, options?: CallOptions) =>
  http.post(none(), endpoints.merchant.saveFourPlusNRecord, record, options)
