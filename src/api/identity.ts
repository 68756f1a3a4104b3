import { callEnvelope, http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { code, flag, none, obj, oneOf, text, type Out } from './schema'

/**
 * Identity and WeChat calls (api-contract.md, Identity and WeChat; account-and-shared §3, §4, §7).
 * Each function returns the envelope's `data`, typed from the contract.
 */

export type Flag = '0' | '1'
/** account-and-shared §3: 1 opened, 0 not bound, 2 direct sales not opened. */
export type OpenAccount = '0' | '1' | '2'
/** account-and-shared §4: '1' marketing consent given (agreement 2 ticked), '2' not. */
export type AuthCode = '1' | '2'

const openAccount = () => oneOf(['0', '1', '2'] as const, '0')

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

export const AccountState = obj({
  isAppBinding: flag(),
  isPhoneBinding: flag(),
  isRegister: flag(),
})
export type AccountState = Out<typeof AccountState>

export const OpenStatus = obj({ openAccount: openAccount() })
export type OpenStatus = Out<typeof OpenStatus>

export const AppIdResult = obj({ appId: text() })
export type AppIdResult = Out<typeof AppIdResult>

/** The WeChat user as codeUser and getUser send it (stored as `WxUser`). */
const wxUserEntries = {
  openid: text(),
  phone: text(),
  nickname: text(),
  headimgurl: text(),
}
export const WxUserResult = obj(wxUserEntries)

/** codeUser: the WeChat user plus the session token the app stores as `localToken`. */
export const CodeUserResult = obj({ ...wxUserEntries, localToken: text() })
export type CodeUserResult = Out<typeof CodeUserResult>

// The app's sign-in calls and their answers live with the login layer (auth/app-calls.ts), which the shell
// carries; the rest of this module loads with the pages that use it (docs/decisions/027).
export {
  AppLoginResult,
  AppUserInfo,
  loginByTicket,
  loginToApp,
  queryAppUserInfo,
  type AppUserInfoQuery,
} from './auth/app-calls'

export const ShareSignature = obj({
  appId: text(),
  timestamp: text(),
  noncestr: text(),
  sign: text(),
})
export type ShareSignature = Out<typeof ShareSignature>

/** getUserInfo: what the trade gate and the profile-completeness prompt read (account-and-shared §4). */
export const UserInfo = obj({
  openStatus: openAccount(),
  riskLevel: code(),
  riskEndDateExpired: flag(),
  idEndDateExpired: flag(),
  idNo: text(),
  /** `YYYY-MM-DD HH:mm:ss` */
  serveTime: text(),
  realName: text(),
  idType: code(),
  idEnddate: text(),
  fund_nationality: text(),
  ofundProfCode: text(),
  addressDetail: text(),
  clientGender: code(),
})
export type UserInfo = Out<typeof UserInfo>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface SendSmsRequest {
  phone: string
  captcha: string
  checkKey: string
}

export interface BindPhoneRequest {
  phone: string
  openId: string
  checkCode: string
  /** account-and-shared §4: bind always sends '2'. */
  authCode: AuthCode
  captcha: string
  checkKey: string
}

export interface RegisterRequest {
  phone: string
  openid: string
  authCode: AuthCode
}

export interface PhoneLoginRequest {
  phone: string
  checkCode: string
  captcha: string
  checkKey: string
  openId: string
}

/** Codes the bind pages interpret themselves (account-and-shared §8): 9900 = anti-money-laundering notice. */
export const BIND_QUIET_CODES = ['9900'] as const
/** Phone login (account-and-shared §4): 9900 raises the limit callback, 1111 means already bound and continues. */
export const PHONE_LOGIN_QUIET_CODES = ['9900', '1111'] as const

/** Adds the module's quiet codes to the caller's options without dropping the caller's own. */
export function withQuietCodes(codes: readonly string[], options: CallOptions = {}): CallOptions {
  return { ...options, quietCodes: [...codes, ...(options.quietCodes ?? [])] }
}

/** The app id is never cached (account-and-shared §7): a fresh `_t` defeats browser and proxy caches. */
export const queryAppid = (options?: CallOptions) =>
  http.get(AppIdResult, endpoints.identity.queryAppid, { _t: Date.now() }, options)

/** OAuth code exchange (codeUser). */
export const exchangeCode = (code: string, appId: string, options?: CallOptions) =>
  http.get(CodeUserResult, endpoints.identity.codeUser, { code, appId }, options)

/** Refreshes the WeChat user after binding (getUser). */
export const refreshUser = (appId: string, openId: string, options?: CallOptions) =>
  http.get(WxUserResult, endpoints.identity.getUser, { appId, openId }, options)

/** Unbinds the phone: the account changes (its action says so, src/api/identity-actions.ts). */
export const unbindPhone = (appId: string, openId: string, options?: CallOptions) =>
  http.put(none(), endpoints.identity.unbindUserPhone, { appId, openId }, options)

export const getAccountState = (openId: string, options?: CallOptions) =>
  http.get(AccountState, endpoints.identity.getUserBindStatus, { openId }, options)

export const getOpenStatus = (userId: string, options?: CallOptions) =>
  http.get(OpenStatus, endpoints.identity.getOpenStatus, { user_id: userId }, options)

export const getAppUserOpenStatus = (appClientNo: string, options?: CallOptions) =>
  http.post(OpenStatus, endpoints.identity.appUserOpenStatus, { appClientNo }, options)

/** Sends the SMS code; resolves once the server accepted it (the caller toasts 发送成功, account-and-shared §8). */
export async function sendSms(request: SendSmsRequest, options?: CallOptions): Promise<void> {
  await callEnvelope<unknown>(
    { method: 'POST', url: endpoints.identity.sendVerification, data: request },
    options,
  )
}

/**
 * Binds the phone (newVerification). Rejects quietly with ApiError code 9900 for the AML notice. Like the
 * registration, the phone login and the unbind, it changes the account (its action says so,
 * src/api/identity-actions.ts).
 */
export const bindPhone = (request: BindPhoneRequest, options?: CallOptions) =>
  http.post(none(), endpoints.identity.newVerification, request, withQuietCodes(BIND_QUIET_CODES, options))

/** One-click register / one-tap bind (wechatAppBind). Rejects quietly with code 9900. */
export const registerOneClick = (request: RegisterRequest, options?: CallOptions) =>
  http.post(none(), endpoints.identity.wechatAppBind, request, withQuietCodes(BIND_QUIET_CODES, options))

/** Phone login. Rejects quietly with 9900 (limit) and 1111 (already bound: the flow continues). */
export const phoneLogin = (request: PhoneLoginRequest, options?: CallOptions) =>
  http.post(none(), endpoints.identity.phoneLogin, request, withQuietCodes(PHONE_LOGIN_QUIET_CODES, options))

export const getShareSignature = (url: string, appId: string, options?: CallOptions) =>
  http.post(ShareSignature, endpoints.identity.share, { url, appId }, options)

export const getUserInfo = (options?: CallOptions) =>
  http.post(UserInfo, endpoints.identity.getUserInfo, {}, options)
