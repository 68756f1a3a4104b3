/**
 * Page flags. The Sc ones are in the spec (marketing §7.1, §7.7); the standard ones and the referral
 * list's default are NOT: they are assumptions (the standard flags mirror the Sc ones without the
 * suffix). Change them here only: every page, call and tracking record reads them from this object.
 */
export const CAMPAIGN_PAGE_FLAGS = {
  /** Assumption: the standard inviter pages (home, progress, prize record). */
  inviter: 'new_mgm_inviter',
  /** Assumption: the standard invitee landing. */
  invited: 'new_mgm_invited',
  /** marketing §7.1, §7.7. */
  inviterSc: 'new_mgm_inviterSc',
  /** marketing §7.1, §7.7. */
  invitedSc: 'new_mgm_invitedSc',
  /** marketing §2.6: this flag opens the voyage referral page (/recommendHh). */
  referralVoyage: 'xywx_voyage_inviter',
  /** Assumption: the plain referral list (/recommend) when the link carries no page flag. */
  referralDefault: 'xywx_recommend',
} as const
