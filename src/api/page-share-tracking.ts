import { signedIn } from './auth/signed-in'
import { useVisitTracking } from './visit-tracking'

/**
 * marketing §7.7's fixed page flags and action types: a page opened under one of them tracks a forwarded
 * visit (`useVisitTracking`) with the flag as actType. Which page carries which flag: the inviter home
 * (new_mgm_inviterSc) and the invitee landing (new_mgm_invitedSc) track with their own inviter data; the
 * quiz (xywx_dttj, xywx_tyjx by source), the study pool home (xywx_tyjx), the special-gift claim page
 * (xywx_zzlqHome) and the config-driven activity page opened with one of these flags (xywx_nxxly has no
 * route of its own: `/product/activity?pageFlag=xywx_nxxly`) use `usePageShareTracking`
 * (docs/features/campaign.md, "Share tracking").
 */
export const SHARE_TRACKED_FLAGS = [
  'new_mgm_inviterSc',
  'new_mgm_invitedSc',
  'xywx_dttj',
  'xywx_tyjx',
  'xywx_zzlqHome',
  'xywx_nxxly',
] as const

/** A page's share tracking by its flag: only §7.7's flags; the visitor is the signed-in customer. */
export function usePageShareTracking(pageFlag: string | null | undefined, ready = true): void {
  const flag = (SHARE_TRACKED_FLAGS as readonly string[]).includes(pageFlag ?? '') ? (pageFlag as string) : ''
  useVisitTracking({ ready, pageFlag: flag, visitorId: signedIn().userId })
}
