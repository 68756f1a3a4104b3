import { getMgmHome, type MgmHomeData } from '@/api/mgm'
import { signedIn } from '@/api/auth/signed-in'
import { useRequest } from '@/shared/lib/use-request'
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
  const homeRequest = useRequest(
    () => (ready ? getMgmHome(params, { silent: true }) : Promise.resolve(undefined)),
    [ready, params.pageFlag, params.userId, params.eventId],
  )
  const home = homeRequest.data
  return {
    user,
    page,
    home,
    homeError: homeRequest.error,
    buttonForm: mainButtonForm(user.state, home?.isTotalLimit),
    params,
    // Until the home data is there (or failed): in the render where the config arrives, its request has
    // not even started yet (useRequest starts it in an effect), and the page must not draw without it.
    loading: user.loading || page.loading || (ready && !home && !homeRequest.error),
    reloadHome: homeRequest.reload,
  }
}
