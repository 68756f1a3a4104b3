import type { AccountState, AppLoginResult, OpenAccount } from '@/api/identity'
import { signedIn } from '@/api/auth/signed-in'
import { session } from '@/shared/lib/storage'
import { href, PATHS } from '@/shared/lib/paths'
import { LINK_ZX_EXTERNAL, needsAppClientBind, routeForAccountState } from '../rules'

export type TransitOutcome =
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
 * The transit decision, first half (account-and-shared §2, §4): a user who is not fully bound goes to the
 * bind page in §4 order, with isMgm, isLinkZx 11 and the target carried along; null: fully bound.
 */
export function bindRouteFor(state: AccountState, { isMgm, targetUrl }: TransitInput): string | null {
  return routeForAccountState(state, { isMgm, carry: bindCarry(targetUrl) })
}

const bindCarry = (targetUrl?: string | null) => (targetUrl ? { isLinkZx: LINK_ZX_EXTERNAL, targetUrl } : {})

/**
 * A fully bound user and isMgm 35 (account-and-shared §4): /bindUser only when the app login by openid has
 * answered with no client number (`app`: its answer, null when it failed) and this session holds none
 * either (docs/identity.md, "The client number and isMgm 35").
 */
export function appClientBindRoute(
  app: AppLoginResult | null,
  { isMgm, targetUrl }: TransitInput,
): string | null {
  const clientNo = app?.appClientNo || signedIn().appClientNo
  return needsAppClientBind(isMgm, clientNo)
    ? href(PATHS.bindUser, { ...bindCarry(targetUrl), isMgm: isMgm || undefined })
    : null
}

/**
 * The transit decision for a fully bound user (account-and-shared §2, §4), after the app login by openid
 * (null when it failed: the target may still be reachable) and, with checkOpenStatus, the open status
 * (null when it could not be read: on to the target).
 */
export function targetOutcome(
  app: AppLoginResult | null,
  openAccount: OpenAccount | null,
  { targetUrl, wealthReportUrl, checkOpenStatus }: TransitInput,
): TransitOutcome {
  if (app?.isLimit === '1') return { kind: 'limited', text: app.limitContent }
  if (checkOpenStatus && openAccount && openAccount !== '1' && app?.openAccoutUrl)
    return { kind: 'target', url: app.openAccoutUrl }
  const url = targetUrl || wealthReportUrl || app?.openZxUrl || session.get('openZxUrl') || ''
  return url ? { kind: 'target', url } : { kind: 'none' }
}
