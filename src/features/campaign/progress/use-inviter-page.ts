import { useLocation, useSearchParams } from 'react-router-dom'
import { useCampaignUser, usePageConfig, variantForFlag, variantForPath } from '../common'

/**
 * What the inviter's sub-pages share (progress, prize record, whitelist add): the variant (by path, or
 * by the link's page flag on shared paths), the page flag, the event id (the link's, else the config's)
 * and the user.
 */
export function useInviterPage() {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const queryFlag = params.get('pageFlag')
  const byPath = variantForPath(pathname)
  const variant = byPath.key === 'standard' && queryFlag ? variantForFlag(queryFlag) : byPath
  const pageFlag = queryFlag || variant.inviterFlag
  const user = useCampaignUser()
  const page = usePageConfig(pageFlag, params.get('eventId'))
  return {
    variant,
    pageFlag,
    eventId: page.eventId,
    user,
    loading: user.loading || page.loading,
    error: user.error,
    reload: () => {
      user.reload()
      page.reload()
    },
  }
}
