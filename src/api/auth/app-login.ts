import { loginByTicket, queryAppUserInfo, type AppLoginResult } from '../identity'
import { local, session } from '@/shared/lib/storage'

/**
 * Login inside the provider's app (account-and-shared §4): by a ticket in the URL, or by a client id.
 * isLimit '1' means the user is restricted and limitContent is shown (account-and-shared §8).
 */
export type AppLoginOutcome =
  { status: 'none' } | { status: 'ok' } | { status: 'limited'; text: string } | { status: 'failed' }

function readParam(href: string, name: string): string | null {
  const url = new URL(href)
  const fromSearch = url.searchParams.get(name)
  if (fromSearch) return fromSearch
  const q = url.hash.indexOf('?')
  return q >= 0 ? new URLSearchParams(url.hash.slice(q + 1)).get(name) : null
}

export function storeAppLogin(result: AppLoginResult | null | undefined): void {
  if (!result) return
  if (result.appClientNo) local.set('unionAppClientNo', result.appClientNo)
  if (result.appClientToken) session.set('appClientToken', result.appClientToken)
  if (result.openZxUrl) local.set('openZxUrl', result.openZxUrl)
}

export async function appLoginFromUrl(href: string = window.location.href): Promise<AppLoginOutcome> {
  const ticket = readParam(href, 'ticket')
  const clientid = readParam(href, 'clientid')
  if (!ticket && !clientid) return { status: 'none' }
  try {
    const result = ticket ? await loginByTicket(ticket) : await queryAppUserInfo({ clientid: clientid ?? '' })
    if (ticket) local.set('unionAppTicket', ticket)
    storeAppLogin(result)
    if (result.isLimit === '1') return { status: 'limited', text: result.limitContent }
    return { status: 'ok' }
  } catch {
    return { status: 'failed' }
  }
}
