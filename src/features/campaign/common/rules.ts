import type { Flag, OpenAccount } from '@/api/identity'
import type { PageConfig } from '@/api/config'
import type { Prize } from '@/api/mgm-exchange'
import type { SharerIdType } from '@/api/visit-tracking'
import type { CampaignVariant } from './variant'

/** The four-step campaign's tables (marketing §2.1, §4.1, §4.5, §7.2, §9) as pure functions. */

/** marketing §4.1: the three user states of the campaign pages. */
export type CampaignUserState = 'unbound' | 'boundNoAccount' | 'opened'

export function campaignUserState({
  isBind,
  isOpen,
}: {
  isBind: boolean
  isOpen: boolean
}): CampaignUserState {
  if (!isBind) return 'unbound'
  return isOpen ? 'opened' : 'boundNoAccount'
}

/** marketing §4.1: openAccount 2 with isRegister 0 goes to bind; everything else goes to open an account. */
export type OpenAccountAction = 'bind' | 'openAccount'

export function openAccountAction(
  openAccount: OpenAccount | string | null | undefined,
  isRegister: Flag | string | null | undefined,
): OpenAccountAction {
  return String(openAccount) === '2' && String(isRegister) === '0' ? 'bind' : 'openAccount'
}

/**
 * marketing §6: records, invite progress and exchange are for a bound and opened user. The popup that
 * stops anyone else: not bound → bindNum (log in / bind), bound without an account → openedAcc (open an
 * account). The home's buttons and the pages themselves (opened by a direct link) apply the same gate.
 */
export type CampaignGateKind = 'bindNum' | 'openedAcc'

export function campaignGate(state: CampaignUserState): CampaignGateKind | null {
  if (state === 'unbound') return 'bindNum'
  if (state === 'boundNoAccount') return 'openedAcc'
  return null
}

/** marketing §2.1: the main button's four forms. */
export type MainButtonForm = 'login' | 'openAccount' | 'invite' | 'limitInvite'

export function mainButtonForm(state: CampaignUserState, isTotalLimit: Flag | undefined): MainButtonForm {
  if (state === 'unbound') return 'login'
  if (state === 'boundNoAccount') return 'openAccount'
  return isTotalLimit === '1' ? 'limitInvite' : 'invite'
}

/** marketing §3: the first module's id is the campaign's event id ('' when the config has none). */
export function eventIdFrom(config: Pick<PageConfig, 'moduleList'> | null | undefined): string {
  return config?.moduleList[0]?.id ?? ''
}

/** marketing §9: 50 coins exchange a 50 yuan voucher; the bar fills at 50. The coins needed… */
export const EXCHANGE_THRESHOLD = 50
/** …and the voucher they buy, in yuan: two facts that happen to be the same number. */
export const VOUCHER_YUAN = 50

/** marketing §9: reward progress width is coins/50, as a percentage capped at 100 (never negative). */
export function progressWidth(coins: number): number {
  if (!(coins > 0)) return 0
  return Math.min(100, (coins / EXCHANGE_THRESHOLD) * 100)
}

/** marketing §4.5: exchange is enabled once the usable coins reach the threshold (exchangeThreshold). */
export const canExchange = (canUseXyj: number, threshold: number): boolean => canUseXyj >= threshold

/**
 * The coins needed before exchange opens (what the disabled button explains), marketing §4.5: 50; in the Sc
 * variant the smallest prize value (a missing or non-positive smallest value falls back to 50, so a broken
 * config never gives away an enabled button at 0 coins).
 */
export function exchangeThreshold(variant: Pick<CampaignVariant, 'key'>, smallestPrizeValue = 0): number {
  return variant.key === 'sc' && smallestPrizeValue > 0 ? smallestPrizeValue : EXCHANGE_THRESHOLD
}

/** marketing §4.5: isEnough 0 (not enough), 2 (sold out) and 3 (not available) cannot be selected. */
export function isPrizeSelectable(isEnough: Prize['isEnough']): boolean {
  return isEnough === 1
}

/** marketing §4.5: the server's default prize, if it is selectable; otherwise none (the empty state). */
export function defaultPrize<P extends Pick<Prize, 'isDefault' | 'isEnough'>>(
  prizes: readonly P[] | undefined,
): P | undefined {
  return prizes?.find((p) => p.isDefault === 1 && isPrizeSelectable(p.isEnough))
}

/**
 * marketing §2.1, §4.5: the receive alert is for the first-purchase reward, "shown only when the user is
 * open, bound and the first-purchase count is above 0" (§2.1), once the first-time flag is set (§4.5).
 * The count is `firstPurchanseCount`; a waiting holding reward alone (`positionCount`) opens nothing.
 */
export function shouldShowReceive({
  storyShown,
  state,
  firstPurchanseCount,
}: {
  storyShown: boolean
  state: CampaignUserState
  firstPurchanseCount: number | undefined
}): boolean {
  return storyShown && state === 'opened' && (firstPurchanseCount ?? 0) > 0
}

/**
 * marketing §2.1, §7.1 ("invite home load … reads isSpecial"): the home data's isSpecial '1' marks the
 * special (Sc) campaign whatever the path it was opened by; the Sc path is special anyway. The exchange
 * threshold follows it (§4.5: the Sc threshold is the smallest prize value).
 */
export function isSpecialCampaign(
  variant: Pick<CampaignVariant, 'key'>,
  isSpecial: Flag | string | undefined,
): boolean {
  return variant.key === 'sc' || isSpecial === '1'
}

export type { SharerIdType }

/** The share link's query naming the inviter id's type (our choice; the spec names none). */
export const INVITER_ID_TYPE_PARAM = 'inviterIdType'

/**
 * marketing §7.2: origin + the app path, an inviterOpenId query and the invited hash route carrying
 * it again (WeChat may drop either part on the way). The inviter id is the sharer's campaign user id
 * (the openid in WeChat, the client number in the app; the query keeps its historical name); both parts
 * also say which kind of id it is (`inviterIdType`), so the invited-friend page tracks the inviter with
 * the type the inviter's own share was tracked with (§7.7).
 */
export function shareLinkFor(
  variant: Pick<CampaignVariant, 'landing'>,
  inviter: { userId: string; userIdType: SharerIdType },
  origin: string,
  pathname: string,
): string {
  const query = `inviterOpenId=${encodeURIComponent(inviter.userId)}&${INVITER_ID_TYPE_PARAM}=${inviter.userIdType}`
  return `${origin}${pathname || '/'}?${query}#${variant.landing}?${query}`
}

/**
 * The inviter id's type as the link says (the hash route's query first, then the page's). A link without
 * it (made elsewhere, or before the parameter existed) reads as '1', the spec's "1 inviter" (§3).
 */
export function inviterIdTypeFromLink(hashQuery: URLSearchParams, pageSearch: string): SharerIdType {
  for (const value of [
    hashQuery.get(INVITER_ID_TYPE_PARAM),
    new URLSearchParams(pageSearch).get(INVITER_ID_TYPE_PARAM),
  ])
    if (value === '1' || value === '2') return value
  return '1'
}
