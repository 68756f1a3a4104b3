import { http, HttpResponse, type HttpHandler } from 'msw'
import { currentUser, db } from '../db'

/** The mock's app tickets: `TK-<client number>-<time>` (the ticket handler reads the client number back). */
export const mockTicketFor = (appClientNo: string) => `TK-${appClientNo}-${Date.now().toString(36)}`

/**
 * Mock-only stand-in for WeChat's OAuth authorise page: it answers at once with a redirect back to
 * redirect_uri carrying a code for the scenario's user and the same state, exactly as WeChat does
 * (the query goes before the hash of a hash-routed redirect_uri).
 */
export const oauthHandlers: HttpHandler[] = [
  http.get('*/connect/oauth2/authorize', ({ request }) => {
    const url = new URL(request.url)
    const redirect = url.searchParams.get('redirect_uri')
    if (!redirect) return HttpResponse.text('missing redirect_uri', { status: 400 })
    const target = new URL(redirect)
    target.searchParams.set('code', `mockcode_${db.scenario.user}_${Date.now().toString(36)}`)
    target.searchParams.set('state', url.searchParams.get('state') ?? '')
    return new HttpResponse(null, { status: 302, headers: { Location: target.toString() } })
  }),

  /**
   * Mock-only stand-in for the provider's app's native login (env LOCAL_APP_LOGIN_PATH): the scenario's
   * user "logs in" at once and the app returns to `redirect` with a ticket before the hash, as the app
   * does. A user without an app account gets a ticket that the backend refuses.
   */
  http.get('*/app-native/login', ({ request }) => {
    const redirect = new URL(request.url).searchParams.get('redirect')
    if (!redirect) return HttpResponse.text('missing redirect', { status: 400 })
    const target = new URL(redirect)
    target.searchParams.set('ticket', mockTicketFor(currentUser().appClientNo || 'NONE'))
    return new HttpResponse(null, { status: 302, headers: { Location: target.toString() } })
  }),

  /** Mock-only stand-in for the app's native account opening. */
  http.get('*/app-native/openAccount', () =>
    HttpResponse.html(
      '<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>App开户</title><h1>App 开户（模拟）</h1><p>这里是 App 的原生开户页面。</p>',
    ),
  ),
]
