import { CAMPAIGN_PAGE_FLAGS, INVITE_REWARD, REWARD_COIN_NAME } from '@/shared/lib/invitation'
import { PATHS, type AppPath } from '@/shared/lib/paths'

/**
 * The two variants of the four-step invitation campaign (marketing §2.1-§2.4): the standard one and
 * the "Sc" one. Everything that differs between them is data here, so pages take a variant and never
 * test the path themselves.
 */
export type VariantKey = 'standard' | 'sc'

export interface CampaignVariant {
  key: VariantKey
  /** The inviter home. */
  home: AppPath
  /** Page flag of the inviter pages (home, progress, prize record). */
  inviterFlag: string
  /** Page flag of the invitee landing. */
  invitedFlag: string
  /** The invitee landing (the share link's hash route, marketing §7.2). */
  landing: AppPath
  progress: AppPath
  prizeDetail: AppPath
  /** isMgm value for /bindUserTip so binding comes back to this home (account-and-shared §2). */
  bindIsMgm: string
  /** isMgm value of the invitee flow (account-and-shared §2: 17 / mgmInvitedSc). */
  invitedIsMgm: string
  /** Which module-flag group of the page config carries this variant's pictures (§3: mgm_pt, mgm_ty). */
  moduleGroup: 'mgm_pt' | 'mgm_ty'
  /**
   * §2.1: "the special variant uses a different background, event id and page image". The Sc home shows
   * its page image, the first usable `img_url` of its module group; the standard home has none.
   */
  pageImage: boolean
  /** The Sc variant exchanges from the smallest prize value; the standard one from 50 coins (§4.5). */
  smallestPrizeField: 'smallest_prize_value' | 'smallest_prize_value_ty'
  /** The Sc poster also sends the QR position and width (§7.2), in poster pixels. */
  posterQr?: { qrX: number; qrY: number; qrWidth: number }
  /**
   * The advertised maximum reward (account-and-shared §8), one table for every page that names it
   * (shared/lib/invitation.ts): the standard campaign 1000 yuan of scholarship, the Sc one 5000 yuan of
   * JD E-cards.
   */
  reward: { max: number; name: string }
  /** Visual theme of the campaign background and page image (§2.1: the Sc variant looks different). */
  theme: {
    /** CSS background of the hero. */
    background: string
    /** Accent colour of buttons and highlights. */
    accent: string
    heroTitle: string
    heroSubtitle: string
  }
}

export const STANDARD_VARIANT: CampaignVariant = {
  key: 'standard',
  home: PATHS.mgmfour,
  // Assumptions (the spec names only the Sc flags): configured in shared/lib/invitation.ts.
  inviterFlag: CAMPAIGN_PAGE_FLAGS.inviter,
  invitedFlag: CAMPAIGN_PAGE_FLAGS.invited,
  landing: PATHS.mgmInvited,
  progress: PATHS.mgmInviteprogress,
  prizeDetail: PATHS.mgmfourQy,
  bindIsMgm: '16',
  invitedIsMgm: '17',
  moduleGroup: 'mgm_pt',
  pageImage: false,
  smallestPrizeField: 'smallest_prize_value',
  reward: INVITE_REWARD.standard,
  theme: {
    background: 'linear-gradient(160deg, #ff6a3d 0%, #e8322e 48%, #c3151f 100%)',
    accent: '#d4282d',
    heroTitle: '邀请好友 赚奖学金',
    heroSubtitle: `好友完成任务 双方均得${REWARD_COIN_NAME}`,
  },
}

export const SC_VARIANT: CampaignVariant = {
  key: 'sc',
  home: PATHS.mgmfournew,
  inviterFlag: CAMPAIGN_PAGE_FLAGS.inviterSc,
  invitedFlag: CAMPAIGN_PAGE_FLAGS.invitedSc,
  landing: PATHS.mgmInvitednew,
  progress: PATHS.mgmInviteprogressnew,
  prizeDetail: PATHS.mgmfourQynew,
  bindIsMgm: 'mgmInviteSc',
  invitedIsMgm: 'mgmInvitedSc',
  moduleGroup: 'mgm_ty',
  pageImage: true,
  smallestPrizeField: 'smallest_prize_value_ty',
  posterQr: { qrX: 255, qrY: 1000, qrWidth: 240 },
  reward: INVITE_REWARD.sc,
  theme: {
    background: 'linear-gradient(160deg, #ffb347 0%, #f5732a 45%, #d9381e 100%)',
    accent: '#e3541f',
    heroTitle: '好友同行 理财有礼',
    heroSubtitle: '好友首购持仓 京东E卡轻松兑',
  },
}

export const VARIANTS: readonly CampaignVariant[] = [STANDARD_VARIANT, SC_VARIANT]

const BY_PATH = new Map<string, CampaignVariant>(
  VARIANTS.flatMap((v) => [v.home, v.landing, v.progress, v.prizeDetail].map((p) => [p, v] as const)),
)

/** The variant a campaign path belongs to; anything else (e.g. /mgmPrizeRecorder) is standard. */
export function variantForPath(pathname: string): CampaignVariant {
  return BY_PATH.get(pathname) ?? STANDARD_VARIANT
}

/** The variant of a page flag (shared pages such as /mgmPrizeRecorder carry ?pageFlag=). */
export function variantForFlag(pageFlag: string | null | undefined): CampaignVariant {
  return VARIANTS.find((v) => v.inviterFlag === pageFlag || v.invitedFlag === pageFlag) ?? STANDARD_VARIANT
}
