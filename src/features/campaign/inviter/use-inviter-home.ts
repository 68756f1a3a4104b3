import { useCallback } from 'react'
import type { MgmHomeData } from '@/api/mgm'
import { useMgmHome } from '@/api/mgm-queries'
import { signedIn } from '@/api/auth/signed-in'
import {
  mainButtonForm,
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
  return {
    user,
    page,
    home,
    homeError: homeQuery.error,
    buttonForm: mainButtonForm(user.state, home?.isTotalLimit),
    params,
    // Until the home data is there (or failed): the page must not draw without it.
    loading: user.loading || page.loading || (ready && homeQuery.isPending),
    reloadHome,
  }
}
