import { CAMPAIGN_PAGE_FLAGS } from '@/shared/lib/invitation'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/** The voyage ("Hh") campaign's page flag (marketing §2.6). */
export const VOYAGE_PAGE_FLAG = CAMPAIGN_PAGE_FLAGS.referralVoyage
/**
 * The plain referral list's page flag when the link carries none. An assumption (the spec names none),
 * configured with the other page flags in shared/lib/invitation.ts.
 */
export const DEFAULT_REFERRAL_PAGE_FLAG = CAMPAIGN_PAGE_FLAGS.referralDefault

/** marketing §2.6: xywx_voyage_inviter → /recommendHh, any other flag → /recommend. */
export function referralPageFor(pageFlag: unknown): AppPath {
  return pageFlag === VOYAGE_PAGE_FLAG ? PATHS.recommendHh : PATHS.recommend
}

/** The page flag a referral page works with: the link's, else its own default. */
export function referralFlagFor(path: string, queryFlag: string | null | undefined): string {
  if (queryFlag) return queryFlag
  return path === PATHS.recommendHh ? VOYAGE_PAGE_FLAG : DEFAULT_REFERRAL_PAGE_FLAG
}
