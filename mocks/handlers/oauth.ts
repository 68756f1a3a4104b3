import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'

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
]
