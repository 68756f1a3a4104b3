/**
 * The invitation campaign's cross-feature contract: the page flags the specs do not name (one place to
 * change them), and the one rule that reads a save-invite answer (marketing §4.4, account-and-shared §4).
 * The account area (the save after binding) and the campaign area (the invitee landing) both use it;
 * neither may import the other, so it lives here.
 */

export { CAMPAIGN_PAGE_FLAGS } from './page-flags'

export type InviteVariant = 'standard' | 'sc'

/**
 * What each variant advertises, the same on every page that names it (the homes, the landings, the
 * story, the alert after binding): account-and-shared §8 "Advertised maximum rewards: 1000 (scholarship
 * variant) or 5000 (JD benefits variant)". The standard campaign is the scholarship one (marketing §2.2:
 * "a friend invites the user to help earn a scholarship", "get up to 1000 yuan scholarship"; §9
 * "Scholarship text: up to 1000 yuan"); the Sc variant, whose prizes are the JD E-cards of its own
 * module group (mgm_ty), is the JD benefits one.
 */
export const INVITE_REWARD: Readonly<Record<InviteVariant, { max: number; name: string }>> = {
  standard: { max: 1000, name: '奖学金' },
  sc: { max: 5000, name: '京东E卡' },
}

/** 最高可得1000元奖学金 / 最高可得5000元京东E卡. */
export const advertisedReward = (variant: InviteVariant): string =>
  `最高可得${INVITE_REWARD[variant].max}元${INVITE_REWARD[variant].name}`

/**
 * The one name of the campaign's reward coins (marketing §1 "reward coins called xyj", which §2.2 and §9
 * call the scholarship, 奖学金), in both variants: the Sc variant's JD E-cards are what the coins buy.
 */
export const REWARD_COIN_NAME = '奖学金'

/**
 * What a save-invite answer means (one verdict for both pages):
 * - saved: the invite stands (the landing shows the tasks; after binding the flow goes on),
 * - accountHolder: 0000/200 with oldFlag 1, the friend already holds an account,
 * - otherInviter: 3333, already bound to another inviter,
 * - similarActivity: 1111, or 2222 with firstPurchaseFlag 2 on the Sc variant,
 * - cancelled: 2222 with firstPurchaseFlag 3, or positionFlag 3 on the standard variant,
 * - boughtBefore: 2222 with firstPurchaseFlag 4,
 * - other: any other code (the server's message is shown).
 */
export type InviteSaveVerdict =
  'saved' | 'accountHolder' | 'otherInviter' | 'similarActivity' | 'cancelled' | 'boughtBefore' | 'other'

/** The save answer's flags as they may arrive (parsed, or raw: numbers, text, booleans, missing). */
export interface InviteSaveFlags {
  oldFlag?: unknown
  firstPurchaseFlag?: unknown
  positionFlag?: unknown
}

const text = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? '1' : '0') : String(v).trim()

/**
 * Save-invite code + data → verdict, for the invitee landing and the save after binding alike.
 *
 * | code       | verdict                                                                               |
 * |------------|---------------------------------------------------------------------------------------|
 * | 0000 / 200 | oldFlag 1: accountHolder; otherwise saved                                             |
 * | 1111       | similarActivity                                                                       |
 * | 2222       | firstPurchaseFlag 3: cancelled, 4: boughtBefore;                                      |
 * |            | Sc: firstPurchaseFlag 2: similarActivity; standard: positionFlag 3: cancelled;        |
 * |            | otherwise saved (first purchase done when firstPurchaseFlag is 1)                     |
 * | 3333       | otherInviter                                                                          |
 * | other      | other                                                                                 |
 *
 * 2222 follows account-and-shared §4, the only text that tells the variants apart; its Sc row is
 * exactly marketing §4.4's first reading. marketing §4.4's "other reading" is not used.
 */
export function inviteSaveVerdict(
  code: unknown,
  data: InviteSaveFlags | null | undefined,
  variant: InviteVariant,
): InviteSaveVerdict {
  const c = text(code)
  const d = data ?? {}
  if (c === '0000' || c === '200') return text(d.oldFlag) === '1' ? 'accountHolder' : 'saved'
  if (c === '1111') return 'similarActivity'
  if (c === '3333') return 'otherInviter'
  if (c !== '2222') return 'other'
  const first = text(d.firstPurchaseFlag)
  if (first === '3') return 'cancelled'
  if (first === '4') return 'boughtBefore'
  if (variant === 'sc') return first === '2' ? 'similarActivity' : 'saved'
  return text(d.positionFlag) === '3' ? 'cancelled' : 'saved'
}

/**
 * account-and-shared §4 status after binding: 0 normal; 1 openedAcc; 2 ybac (another friend); 3 ycjhd
 * (similar activity); 4 yxh (purchaser, also for a cancelled account); null: another code (its message
 * is toasted and the flow goes on).
 */
export type InviteStatus = 0 | 1 | 2 | 3 | 4

export const INVITE_STATUS_OF: Readonly<Record<InviteSaveVerdict, InviteStatus | null>> = {
  saved: 0,
  accountHolder: 1,
  otherInviter: 2,
  similarActivity: 3,
  cancelled: 4,
  boughtBefore: 4,
  other: null,
}
