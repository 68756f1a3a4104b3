import { useCallback } from 'react'
import type { MgmHomeData } from '@/api/mgm'
import { useMgmHome } from '@/api/mgm-queries'
import { signedIn } from '@/api/auth/signed-in'
import {
  exchangeThreshold,
  isSpecialCampaign,
  mainButtonForm,
  SC_VARIANT,
  useCampaignUser,
  usePageConfig,
  type CampaignPageConfig,
  type CampaignUser,
  type CampaignVariant,
  type MainButtonForm,
} from '../common'

export interface InviterHome {
  user: CampaignUser
  page: CampaignPageConfig
  home: MgmHomeData | undefined
  homeError: unknown
  buttonForm: MainButtonForm
  /** The special campaign (§7.1: the Sc path, or the home data's isSpecial 1). */
  special: boolean
  /**
   * The usable coins exchange needs (§4.5: 50; the special campaign's smallest prize value): below it the
   * home's 去兑换 and the exchange's 立即兑换 are disabled, whichever way the exchange was opened.
   */
  exchangeThreshold: number
  /** The params every four-step call carries (marketing §7.1). */
  params: { pageFlag: string; userId: string; eventId: string }
  loading: boolean
  reloadHome: () => Promise<void>
}

/**
 * Everything the inviter home shows (marketing §2.1): the campaign user, the page config (event id, rule,
 * intro, stop list) and the home data. The home data loads once the user id and the event id are known. The
 * user id is the signed-in one (`signedIn()`, known at once), so the home data is asked beside the account
 * and open-status calls instead of after them (two round trips fewer before the page shows).
 */
export function useInviterHome(variant: CampaignVariant): InviterHome {
  const user = useCampaignUser()
  const page = usePageConfig(variant.inviterFlag)
  const userId = user.loading ? signedIn().userId : user.userId
  const params = { pageFlag: variant.inviterFlag, userId, eventId: page.eventId }
  const ready = !page.loading && !!userId && !!page.eventId
  const homeQuery = useMgmHome(params, { enabled: ready, call: { silent: true } })
  const { refetch } = homeQuery
  // After an action that changed the coins (receive, exchange): the home as the server has it now.
  const reloadHome = useCallback(async () => {
    await refetch()
  }, [refetch])
  const home = homeQuery.data
  // §7.1: the home data's isSpecial decides the special campaign's exchange rule (§4.5).
  const special = isSpecialCampaign(variant, home?.isSpecial)
  const exchangeRule = special ? SC_VARIANT : variant
  return {
    user,
    page,
    home,
    homeError: homeQuery.error,
    buttonForm: mainButtonForm(user.state, home?.isTotalLimit),
    special,
    exchangeThreshold: exchangeThreshold(exchangeRule, home?.[exchangeRule.smallestPrizeField]),
    params,
    // Until the home data is there (or failed): the page must not draw without it.
    loading: user.loading || page.loading || (ready && homeQuery.isPending),
    reloadHome,
  }
}
