import type { ShareForwardRecord } from '@/api/config'
import type { Channel } from '@/shared/lib/channel'
import type { CampaignVariant } from '../../common'

/**
 * Share tracking (marketing §3, §7.7). The spec fixes the fields but not their values; this app sends:
 * - forwardChannel: where the share happened — the app channel 'wx' (WeChat), 'app' or 'h5';
 * - forwardType: what was shared — 'link' (the WeChat friend card / copied link) or 'poster' (QR poster);
 * - forwardUserId: the inviter's openid, with userIdType '1' (inviter);
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
  openid,
  link,
  title,
}: {
  variant: Pick<CampaignVariant, 'inviterFlag'>
  channel: Channel
  kind: ShareKind
  openid: string
  link: string
  title: string
}): ShareForwardRecord {
  return {
    forwardChannel: channel,
    forwardType: kind,
    forwardUserId: openid,
    userIdType: '1',
    pageUrl: link,
    invitedUserId: '',
    pageTitle: title,
    actType: variant.inviterFlag,
  }
}
