import { exchangeCode, queryAppid } from '../identity'
import { browser } from '@/shared/lib/browser'
import { isIosWechat } from '@/shared/lib/channel'
import { env } from '@/shared/lib/env'
import { withoutParams } from '@/shared/lib/url-params'
import { identityStore, local, loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { isOAuthReturn } from './oauth-return'

/**
 * WeChat OAuth (account-and-shared §4, marketing §4.7): authorise redirect with an unguessable state kept
 * in sessionStorage AUTH_RANDOM; code exchange through codeUser; login expiry now + 23 h; a state
 * mismatch, or more than AUTH_MAX_FAILURES failed exchanges (sessionStorage routerErrorNum), ends on
 * /routerError. The code and state are stripped from the address afterwards. A successful exchange is a
 * sign-in: it replaces the whole stored identity (docs/identity.md).
 */
export const AUTH_MAX_FAILURES = 2
/**
 * The failure count the retry's redirect_uri carries (docs/identity.md "OAuth without storage"): where
 * sessionStorage is unavailable (some private modes throw), routerErrorNum is never kept, so the count
 * travels in the address instead, as the 403 guard's reload marker does (api/http.ts RELOAD_MARKER).
 */
export const FAILURE_MARKER = '_f'
const OAUTH_PARAMS = ['code', 'state', '_r', FAILURE_MARKER] as const

export function newState(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The address without the OAuth (and 403-reload) parameters, hash route kept; every other parameter
 * (WeChat's `from=singlemessage&isappinstalled=0` included) stays as it was.
 */
export function cleanHref(href: string): string {
  return withoutParams(href, OAUTH_PARAMS)
}

export function buildAuthorizeUrl(o: {
  authorizeUrl: string
  appId: string
  redirectUri: string
  scope: string
  state: string
}): string {
  const params = new URLSearchParams({
    appid: o.appId,
    redirect_uri: o.redirectUri,
    response_type: 'code',
    scope: o.scope,
    state: o.state,
  })
  return `${o.authorizeUrl}?${params.toString()}#wechat_redirect`
}

export async function resolveAppId(): Promise<string> {
  const { appId } = await queryAppid()
  if (appId) local.set('app_id', appId)
  return appId
}

/** Sends the browser to the authorise page; the page comes back with ?code=&state=. */
export async function startOAuth(navigate: (url: string) => void = (u) => browser.replace(u)): Promise<void> {
  const appId = await resolveAppId()
  const state = newState()
  session.set('AUTH_RANDOM', state)
  const { wxAuthorizeUrl, wxScope } = env()
  navigate(
    buildAuthorizeUrl({
      authorizeUrl: wxAuthorizeUrl,
      appId,
      redirectUri: withFailures(cleanHref(window.location.href), carriedFailures),
      scope: wxScope,
      state,
    }),
  )
}

export type OAuthOutcome = 'none' | 'ok' | 'retry' | 'error'

/** Failed attempts of the return leg this page completed, for the retry's redirect_uri (0: none). */
let carriedFailures = 0

function withFailures(href: string, failures: number): string {
  if (failures <= 0) return href
  const url = new URL(href)
  url.searchParams.set(FAILURE_MARKER, String(failures))
  return url.toString()
}

/** The count a return leg's address carries (0 when none or not a number). */
function failuresIn(url: URL): number {
  const n = Number(url.searchParams.get(FAILURE_MARKER))
  return Number.isInteger(n) && n > 0 ? n : 0
}

/**
 * One more failed attempt: the count is the higher of the session's routerErrorNum and the address
 * marker, so it grows whether or not storage works. A retry carries it on; after AUTH_MAX_FAILURES the
 * user lands on /routerError, whose 返回首页 starts afresh.
 */
function countFailure(fromAddress: number): OAuthOutcome {
  const failures = Math.max(Number(session.get('routerErrorNum')) || 0, fromAddress) + 1
  session.set('routerErrorNum', String(failures))
  if (failures > AUTH_MAX_FAILURES) return 'error'
  carriedFailures = failures
  return 'retry'
}

/** Completes a round trip when the address carries ?code=: checks state, exchanges, stores the user. */
export async function completeOAuth(href: string = window.location.href): Promise<OAuthOutcome> {
  const url = new URL(href)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  carriedFailures = 0
  if (!isOAuthReturn(href)) return 'none'
  const carried = failuresIn(url)
  window.history.replaceState(window.history.state, '', cleanHref(href))
  const expected = session.get('AUTH_RANDOM')
  session.remove('AUTH_RANDOM')
  // A return with a state but no code: the user declined the authorisation. It counts as a failed
  // attempt (after AUTH_MAX_FAILURES the user lands on /routerError) instead of restarting for ever.
  if (!code) return countFailure(carried)
  if (!state || !expected || state !== expected) return 'error'
  try {
    const appId = local.get('app_id') || (await resolveAppId())
    const user = await exchangeCode(code, appId)
    if (!user.openid) return countFailure(carried)
    // A sign-in: nothing of whoever was signed in before stays (docs/identity.md).
    identityStore.signIn()
    wxUserStore.set({
      openid: user.openid,
      phone: user.phone,
      nickname: user.nickname,
      headimgurl: user.headimgurl,
    })
    session.set('openId', user.openid)
    loginStore.save(user.localToken)
    session.remove('routerErrorNum')
    return 'ok'
  } catch {
    return countFailure(carried)
  }
}

/**
 * After a successful OAuth return on an iPhone, the page is entered once more, at the address it shows now
 * (`code` and `state` taken out): iOS WeChat checks a JS-SDK signature against the address the page was
 * entered at, and `history.replaceState` does not change that one (docs/engines.md, "What WeChat really
 * does"). Without a new entry, the share signature could only be made by sending the used code and state to
 * the signing call. A reload is that entry (the signed-in customer is in storage; the reloaded page has no
 * code, so it does not come here again). Only when the sign-in reads back from storage: where storage
 * throws, the reloaded page would find nobody and go round the authorise page again, so the page stays
 * (its share card is then not set on an iPhone). Returns whether the page is leaving.
 */
export function reenterAfterSignIn(userAgent: string = navigator.userAgent): boolean {
  if (!isIosWechat(userAgent) || !loginStore.isValid()) return false
  browser.reload()
  return true
}
