import { useNavigate } from 'react-router-dom'
import { useFollowDirectSales } from '@/api/direct-sales'
import { currentChannel } from '@/shared/lib/channel'
import { openNativeLogin, openNativeOpenAccount } from '@/shared/lib/native-app'
import { PATHS, href } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { openAccountAction } from './rules'
import type { CampaignUser } from './use-campaign-user'

export const OPEN_LINK_UNAVAILABLE = '开户链接暂不可用，请稍后重试'

export interface AccountActions {
  /** In the provider's app (LightOS): login and account opening are the app's native screens. */
  inApp: boolean
  /** Not signed in / not bound: the native login in the app, /bindUserTip?isMgm= in WeChat. */
  login: () => void
  /**
   * Signed in without an opened account: the native account opening in the app; in WeChat the bind
   * page for openAccount 2 with isRegister 0 (marketing §4.1), otherwise this customer's direct-sales
   * store (`followDirectSales`: asked afresh by openid, docs/identity.md "The direct-sales address").
   */
  openAccount: (user: Pick<CampaignUser, 'openAccount' | 'isRegister'>) => void
}

/**
 * The campaign pages' login and open-account actions (marketing §4.1, §6): in-app users get
 * the app's native login and account opening, never a WeChat-only page (/bindUserTip) nor the
 * direct-sales store link; WeChat users bind and come back by `isMgm`.
 */
export function useAccountActions(isMgm: string): AccountActions {
  const navigate = useNavigate()
  const followDirectSales = useFollowDirectSales()
  const inApp = currentChannel() === 'app'
  const login = () => {
    if (inApp) return openNativeLogin()
    void navigate(href(PATHS.bindUserTip, { isMgm }))
  }
  const openAccount = (user: Pick<CampaignUser, 'openAccount' | 'isRegister'>) => {
    if (inApp) return openNativeOpenAccount()
    if (openAccountAction(user.openAccount, user.isRegister) === 'bind') return login()
    // A failed app login has shown the HTTP layer's message; an answer without an address says so here.
    void followDirectSales().then((outcome) => {
      if (outcome === 'missing') toast(OPEN_LINK_UNAVAILABLE)
    })
  }
  return { inApp, login, openAccount }
}
