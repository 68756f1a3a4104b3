import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { withQuietCodes, type Flag } from './identity'
import type { PageModule, PageStop } from './config'

/** Merchant-business calls (api-contract.md, Merchant business; account-and-shared §3, §4). */

/**
 * account-and-shared §2, §4: 0 login form, 1 one-click register, 2 one-click bind (a form is shown for
 * 0-2), 3 already invited (a result line).
 */
export type MerchantUserState = 0 | 1 | 2 | 3

export interface PreMerchantInviteRequest {
  page_flag: string
  user_id: string
}

export interface PreMerchantInviteResult {
  userState: MerchantUserState
  pageStopList: PageStop[]
  moduleList: PageModule[]
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

export interface MerchantButtonList {
  wxDownButtonUrl: string
  hfDownButtonUrl: string
  wxOpenButtonUrl: string
  hfOpenButtonName: string
}

export interface MerchantInviteResult {
  /** Under 8888: '-1' / 'notOpen' store page or app download, '0' the store url, else a result popup. */
  buttonNum: string
  promptCopy: string
  buttonList: MerchantButtonList
  /** Under 2222 the success flag comes from data (account-and-shared §4). */
  successFlag?: Flag
}

export interface FourPlusNRecord {
  orderNo: string
  m1userId: string
  m2userId: string
  visitSource: string
  activityCode: string
  pageFlag: string
}

/** The spec does not show this call's shapes; these are the app's (documented in mocks/handlers/merchant.ts). */
export interface QytgUserBindRequest {
  page_flag: string
  user_id: string
  uid?: string
}

export interface QytgUserBindResult {
  bindFlag: Flag
}

/**
 * Business codes the merchant pages interpret (account-and-shared §4, §8): the call rejects with an
 * ApiError carrying the code and `data` (a MerchantInviteResult for 1117, 2222 and 8888), no toast.
 */
export const MERCHANT_QUIET_CODES = ['1111', '1114', '1116', '1117', '2222', '8888'] as const

/** Invitation calls accept 200 as success (api-contract.md, Transport). */
const inviteOptions = (options?: CallOptions): CallOptions =>
  withQuietCodes(MERCHANT_QUIET_CODES, { accept200: true, ...options })

const toUserState = (v: unknown): MerchantUserState => {
  const n = Number(v)
  return n === 1 || n === 2 || n === 3 ? n : 0
}

export async function preMerchantInvite(
  request: PreMerchantInviteRequest,
  options?: CallOptions,
): Promise<PreMerchantInviteResult> {
  const data = await http.post<Partial<{
    userState: unknown
    pageStopList: PageStop[]
    moduleList: PageModule[]
  }> | null>(endpoints.merchant.preMerchantInvite, request, options)
  return {
    userState: toUserState(data?.userState),
    pageStopList: data?.pageStopList ?? [],
    moduleList: data?.moduleList ?? [],
  }
}

export const newMerchantInvite = (request: MerchantInviteRequest, options?: CallOptions) =>
  http.post<MerchantInviteResult | null>(
    endpoints.merchant.newMerchantInvite,
    request,
    inviteOptions(options),
  )

export const merchantInviteByPhone = (request: MerchantInviteRequest, options?: CallOptions) =>
  http.post<MerchantInviteResult | null>(
    endpoints.merchant.merchantInviteByPhone,
    request,
    inviteOptions(options),
  )

export const saveFourPlusNRecord = (record: FourPlusNRecord, options?: CallOptions) =>
  http.post<void>(endpoints.merchant.saveFourPlusNRecord, record, options)

export const qytgUserBind = (request: QytgUserBindRequest, options?: CallOptions) =>
  http.post<QytgUserBindResult>(endpoints.merchant.userBind, request, options)
