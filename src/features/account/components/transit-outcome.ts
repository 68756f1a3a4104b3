import type { AccountState, AppLoginResult, OpenAccount } from '@/api/identity'
import { session } from '@/shared/lib/storage'
import { routeForAccountState } from '../rules'
import { LINK_ZX_EXTERNAL } from '../rules'

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
  return routeForAccountState(state, {
    isMgm,
    appClientNo: session.get('unionAppClientNo'),
    carry: targetUrl ? { isLinkZx: LINK_ZX_EXTERNAL, targetUrl } : {},
  })
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
