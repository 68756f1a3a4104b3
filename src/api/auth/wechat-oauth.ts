import { exchangeCode, queryAppid } from '../identity'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { withoutParams } from '@/shared/lib/url-params'
import { local, loginStore, session, wxUserStore } from '@/shared/lib/storage'

/**
 * WeChat OAuth (account-and-shared §4, marketing §4.7): authorise redirect with an unguessable state kept
 * in sessionStorage AUTH_RANDOM; code exchange through codeUser; login expiry now + 23 h; a state
 * mismatch, or more than AUTH_MAX_FAILURES failed exchanges (sessionStorage routerErrorNum), ends on
 * /routerError. The code and state are stripped from the address afterwards.
 */
export const AUTH_MAX_FAILURES = 2
const OAUTH_PARAMS = ['code', 'state', '_r'] as const

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
      redirectUri: cleanHref(window.location.href),
      scope: wxScope,
      state,
    }),
  )
}

export type OAuthOutcome = 'none' | 'ok' | 'retry' | 'error'

function countFailure(): OAuthOutcome {
  const failures = (Number(session.get('routerErrorNum')) || 0) + 1
  session.set('routerErrorNum', String(failures))
  return failures > AUTH_MAX_FAILURES ? 'error' : 'retry'
}

/** Completes a round trip when the address carries ?code=: checks state, exchanges, stores the user. */
export async function completeOAuth(href: string = window.location.href): Promise<OAuthOutcome> {
  const url = new URL(href)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (!code && !state) return 'none'
  window.history.replaceState(window.history.state, '', cleanHref(href))
  const expected = session.get('AUTH_RANDOM')
  session.remove('AUTH_RANDOM')
  // A return with a state but no code: the user declined the authorisation. It counts as a failed
  // attempt (after AUTH_MAX_FAILURES the user lands on /routerError) instead of restarting for ever.
  if (!code) return countFailure()
  if (!state || !expected || state !== expected) return 'error'
  try {
    const appId = local.get('app_id') || (await resolveAppId())
    const user = await exchangeCode(code, appId)
    if (!user.openid) return countFailure()
    wxUserStore.set({
      openid: user.openid,
      phone: user.phone,
      nickname: user.nickname,
      headimgurl: user.headimgurl,
    })
    local.set('openId', user.openid)
    loginStore.save(user.localToken)
    session.remove('routerErrorNum')
    return 'ok'
  } catch {
    return countFailure()
  }
}
