import { getAccountState, getOpenStatus, loginToApp, type AppLoginResult } from '@/api/identity'
import { storeAppLogin } from '@/api/auth/app-login'
import { local } from '@/shared/lib/storage'
import { routeForAccountState } from '../rules'
import { LINK_ZX_EXTERNAL } from '../rules'
import { currentOpenId } from './session-user'

export type TransitOutcome =
  /** Not fully bound: the bind page (with isMgm, isLinkZx 11 and the target carried along). */
  | { kind: 'route'; to: string }
  /** Fully bound: follow this target. */
  | { kind: 'target'; url: string }
  /** App login isLimit '1': show limitContent. */
  | { kind: 'limited'; text: string }
  /** Nothing to go to. */
  | { kind: 'none' }

export interface TransitInput {
  isMgm?: string | null
  targetUrl?: string | null
  wealthReportUrl?: string | null
  /** isLinkZxHomeOrOpenStatus=1: a not-yet-open account goes to the account-opening page instead. */
  checkOpenStatus?: boolean
}

/**
 * The transit decision (account-and-shared §2, §4): account state → bind page in §4 order; a fully
 * bound user logs into the app (tokens, isLimit) and goes on to the target url.
 */
export async function transitOutcome({
  isMgm,
  targetUrl,
  wealthReportUrl,
  checkOpenStatus,
}: TransitInput): Promise<TransitOutcome> {
  const openid = currentOpenId()
  const state = await getAccountState(openid)
  const bindRoute = routeForAccountState(state, {
    isMgm,
    appClientNo: local.get('unionAppClientNo'),
    carry: targetUrl ? { isLinkZx: LINK_ZX_EXTERNAL, targetUrl } : {},
  })
  if (bindRoute) return { kind: 'route', to: bindRoute }
  let app: AppLoginResult | null = null
  try {
    app = await loginToApp(openid)
    storeAppLogin(app)
  } catch {
    /* the target may still be reachable */
  }
  if (app?.isLimit === '1') return { kind: 'limited', text: app.limitContent }
  if (checkOpenStatus) {
    try {
      const { openAccount } = await getOpenStatus(app?.clientid || openid, { silent: true })
      if (openAccount !== '1' && app?.openAccoutUrl) return { kind: 'target', url: app.openAccoutUrl }
    } catch {
      /* fall through to the target */
    }
  }
  const url = targetUrl || wealthReportUrl || app?.openZxUrl || local.get('openZxUrl') || ''
  return url ? { kind: 'target', url } : { kind: 'none' }
}
