import { http, type CallOptions } from '../http'
import { endpoints } from '../endpoints'
import { flag, obj, text, type Out } from '../schema'

/**
 * The app's sign-in calls (account-and-shared §4, §7): a ticket's login, the app login by openid and the app
 * profile. The login layer uses them at start-up, so they are in the shell; the other identity calls
 * (api/identity.ts, which re-exports these) load with the pages that use them (docs/decisions/027).
 */

const appLoginEntries = {
  clientid: text(),
  appClientNo: text(),
  appClientToken: text(),
  isAppBinding: flag(),
  /** account-and-shared §4: '1' means the user is restricted and `limitContent` is shown. */
  isLimit: flag(),
  limitContent: text(),
  openAccoutUrl: text(),
  openZxUrl: text(),
}
export const AppLoginResult = obj(appLoginEntries)
export type AppLoginResult = Out<typeof AppLoginResult>

/**
 * queryAppUserInfo: the app profile of the client signed in on this app session (its `appClientToken`). It is
 * never a login: a client id is public, so no page asks for a profile by one (docs/identity.md, "No sign-in
 * from a public id"). The login fields may come too.
 */
export const AppUserInfo = obj({
  ...appLoginEntries,
  showName: text(),
  transferFlag: text(),
  nickName: text(),
  phone: text(),
  openId: text(),
})
export type AppUserInfo = Out<typeof AppUserInfo>

export interface AppUserInfoQuery {
  appClientNo: string
}

export const loginToApp = (openid: string, options?: CallOptions) =>
  http.post(AppLoginResult, endpoints.identity.loginToApp, { openid }, options)

export const loginByTicket = (ticket: string, options?: CallOptions) =>
  http.post(AppLoginResult, endpoints.identity.queryAppUserInfoByTicket, { ticket }, options)

export const queryAppUserInfo = (query: AppUserInfoQuery, options?: CallOptions) =>
  http.post(AppUserInfo, endpoints.identity.queryAppUserInfo, query, options)
