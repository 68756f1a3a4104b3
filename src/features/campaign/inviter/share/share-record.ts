import type { ShareForwardRecord } from '@/api/config'
import type { SignedIn } from '@/api/auth/signed-in'
import type { Channel } from '@/shared/lib/channel'
import type { CampaignVariant } from '../../common'

/**
 * Share tracking (marketing §3, §7.7). The spec fixes the fields but not their values; this app sends:
 * - forwardChannel: where the share happened — the app channel 'wx' (WeChat), 'app' or 'h5';
 * - forwardType: what was shared — 'link' (the WeChat friend card / copied link) or 'poster' (QR poster);
 * - forwardUserId / userIdType: who shares, as `signedIn()` names them (§3 "1 inviter client, 2
 *   openid"): a WeChat user by their openid ('2'), an app user by their client number ('1');
 * - pageUrl: the share link itself (what the friend opens);
 * - invitedUserId: '' (nobody is invited yet when the inviter shares);
 * - pageTitle: the share card title (or the campaign title when the share config has none);
 * - actType: the campaign's page flag (new_mgm_inviter / new_mgm_inviterSc, §7.7's fixed action types).
 */
export type ShareKind = 'link' | 'poster'

export function shareForwardRecord({
  variant,
  channel,
  kind,
  sharer,
  link,
  title,
}: {
  variant: Pick<CampaignVariant, 'inviterFlag'>
  channel: Channel
  kind: ShareKind
  sharer: Pick<SignedIn, 'userId' | 'userIdType'>
  link: string
  title: string
}): ShareForwardRecord {
  return {
    forwardChannel: channel,
    forwardType: kind,
    forwardUserId: sharer.userId,
    userIdType: sharer.userIdType,
    pageUrl: link,
    invitedUserId: '',
    pageTitle: title,
    actType: variant.inviterFlag,
  }
}
