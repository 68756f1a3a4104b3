import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useFollowDirectSales } from '@/api/direct-sales'
import { isSignedIn } from '@/api/auth/signed-in'
import { useUserInfoOnTap } from '@/api/identity-actions'
import { useAction } from '@/shared/lib/action'
import { currentChannel } from '@/shared/lib/channel'
import { openNativeLogin, openNativeOpenAccount } from '@/shared/lib/native-app'
import { href, PATHS } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { COPY_FAILURE, COPY_SUCCESS, copyText, showModal } from '@/shared/ui'
import { tradeGateStep, type TradeGateStep } from './rules'
import { GATE_TEXT } from './texts'

export interface TradeGate {
  /**
   * Runs the gate; the trade goes on only when every check passes (or the elderly warning is accepted):
   * by default on the customer's direct-sales store, else with `onProceed`. The run lasts until that has
   * finished, and a tap meanwhile starts nothing.
   */
  runGate: (onProceed?: () => void | Promise<void>) => Promise<TradeGateStep | null>
  /** A run is on its way (the user info, then the direct-sales address). */
  checking: boolean
}

/**
 * A plain mobile browser cannot sign in (the fund pages are public there, catalogue §6, but /login and
 * the OAuth round trip are WeChat's): say that buying continues in WeChat or the app, and offer the
 * page's link to paste there. Nothing else happens.
 */
async function explainPlainBrowser(): Promise<void> {
  const copy = await showModal({
    message: GATE_TEXT.plainBrowser,
    confirmText: GATE_TEXT.copyLinkButton,
    cancelText: GATE_TEXT.cancelButton,
  })
  if (copy) toast((await copyText(window.location.href)) ? COPY_SUCCESS : COPY_FAILURE)
}

/**
 * catalogue §4.7: the trade gate as a hook; one run at a time. Not logged in: in WeChat → /login with
 * this route as jumpUrl; in the provider's app → the app's native login (back to this page); in
 * a plain browser → the 请在微信或App中购买 dialog (no login exists there). 快速开户 in the app → the
 * app's native account opening; the other steps are the same in every channel.
 *
 * "Proceed to trade" and the block buttons (快速开户, 前去风险测评, 重新上传) all continue on the
 * direct-sales site: the signed-in customer's address, asked for them (`followDirectSales`: in WeChat the
 * app login by openid, which a fund page opened from a link has not had yet). A failed call shows the HTTP
 * layer's message; an answer without an address the app may follow shows 暂未获取到办理地址，请前往App办理.
 */
export function useTradeGate(): TradeGate {
  const navigate = useNavigate()
  const location = useLocation()
  const followDirectSales = useFollowDirectSales()
  const userInfo = useUserInfoOnTap()

  const openDirectSales = useCallback(async (): Promise<void> => {
    if ((await followDirectSales()) === 'missing') toast(GATE_TEXT.linkMissing)
  }, [followDirectSales])

  // The checks and what follows them, one run at a time (the action's guard; its busy state is `checking`).
  const checks = useAction<() => void | Promise<void>, TradeGateStep | null>({
    mutationFn: async (onProceed) => {
      let info
      try {
        info = await userInfo()
      } catch {
        return null // the HTTP layer showed the message
      }
      const inApp = currentChannel() === 'app'
      const step = tradeGateStep(info, { loggedIn: true })
      if (step.kind === 'block') {
        const go = await showModal({
          message: step.message,
          confirmText: step.buttonText,
          cancelText: GATE_TEXT.cancelButton,
        })
        if (go && inApp && step.reason === 'notOpened') openNativeOpenAccount()
        else if (go) await openDirectSales()
      } else if (step.kind === 'elderly') {
        const go = await showModal({
          title: step.title,
          message: step.message,
          confirmText: step.buttonText,
          cancelText: GATE_TEXT.cancelButton,
        })
        if (go) await onProceed()
      } else if (step.kind === 'proceed') {
        await onProceed()
      }
      return step
    },
  })
  const { run, busy } = checks

  const runGate = useCallback(
    async (onProceed: () => void | Promise<void> = openDirectSales): Promise<TradeGateStep | null> => {
      if (busy) return null
      const channel = currentChannel()
      if (!isSignedIn()) {
        if (channel === 'app') openNativeLogin()
        else if (channel === 'h5') void explainPlainBrowser()
        else navigate(href(PATHS.login, { jumpUrl: `${location.pathname}${location.search}` }))
        return { kind: 'login' }
      }
      const outcome = await run(onProceed)
      return outcome.status === 'done' ? outcome.data : null
    },
    [navigate, location.pathname, location.search, openDirectSales, run, busy],
  )

  return { runGate, checking: busy }
}
