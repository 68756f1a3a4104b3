import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import type { AccountState } from '@/api/identity'
import { useAppLogin, useCustomerStatus } from '@/api/identity-hooks'
import { NETWORK_ERROR_TEXT } from '@/shared/lib/toast'
import { local, session } from '@/shared/lib/storage'
import { useDocumentTitle } from '@/shared/lib/route-meta'
import { RESTRICTED_TEXT } from '@/shared/ui/gate-notices'
import { usePrivacyStep } from '../privacy'
import { loginTypeChoiceValid, nextLoginTypeExpiry } from '../rules'
import { ACCOUNT_TEXT, TRANSIT_TITLES } from '../texts'
import { goToTarget } from './go-to-target'
import { HomeSplash } from './home-splash'
import { LoginTypeChooser } from './login-type-chooser'
import { currentOpenId } from './session-user'
import { appClientBindRoute, bindRouteFor, targetOutcome, type TransitInput } from './transit-outcome'

/**
 * 'invalid': no target at all; the page says the address is invalid. A target that may not be followed
 * (off the official domain, with @) is not this: account-and-shared §5, §8 "nothing happens", so the page
 * stays as it is ('leaving') and only the console says why (`followTarget`, docs/features/account.md).
 * 'error': the account state could not be read (network: the HTTP layer's toast; another code: its
 * message); the page offers a retry.
 * 'leaving': the bind page or the target was followed; the page waits to be left.
 */
export type TransitStep =
  'privacy' | 'splash' | 'chooser' | 'phoneLogin' | 'routing' | 'leaving' | 'limited' | 'invalid' | 'error'

/** The page text after a failed account-state read: the network text for a network failure. */
export const transitErrorText = (e: unknown): string =>
  e instanceof ApiError && e.kind === 'network' ? NETWORK_ERROR_TEXT : ACCOUNT_TEXT.loadFailed

export interface UseTransitOptions extends TransitInput {
  /** isShowHomeAlert=1: the 2-second home splash, once per session. */
  showSplash?: boolean
  /** Offer the login-type chooser when the last choice expired (linkZxTip). */
  chooser?: boolean
  /** Hold the flow (e.g. while a notice is open). */
  paused?: boolean
}

const NOT_BOUND: AccountState = { isPhoneBinding: '0', isAppBinding: '0', isRegister: '0' }

const storeLoginChoice = () => local.set('localLoginTypeSelect', nextLoginTypeExpiry(Date.now()))

/**
 * The transit pages' steps (account-and-shared §2, §4): privacy agreement → home splash → login-type
 * chooser (30 minutes) or phone login → account routing → target. Titles follow the step.
 */
export function useTransit({ showSplash, chooser, paused, ...input }: UseTransitOptions) {
  const navigate = useNavigate()
  const [step, setStep] = useState<TransitStep>('privacy')
  const [limitText, setLimitText] = useState('')
  const [errorText, setErrorText] = useState('')

  const afterSplash = useCallback(() => {
    const valid = loginTypeChoiceValid(
      local.get('localLoginTypeSelect'),
      Date.now(),
      session.get('islogined'),
    )
    setStep(chooser && !valid ? 'chooser' : 'routing')
  }, [chooser])

  const afterPrivacy = useCallback(() => {
    if (showSplash && session.get('showZxHomeAlert') !== '1') {
      session.set('showZxHomeAlert', '1')
      setStep('splash')
    } else afterSplash()
  }, [showSplash, afterSplash])

  const privacy = usePrivacyStep({ onDone: afterPrivacy, enabled: !paused })

  const { isMgm, targetUrl, wealthReportUrl, checkOpenStatus } = input
  // The routing step's reads (account-and-shared §2, §4), each answered afresh for this step (never an
  // answer the cache held from before): the customer status (the account state and the open status by the
  // openid side by side, docs/identity.md "One customer status"); fully bound, the app login by openid
  // (stored as it arrives). The routing follows §4's order on those answers.
  const openid = currentOpenId()
  const routing = step === 'routing'
  const status = useCustomerStatus({ enabled: routing })
  const accountSettled = routing && !status.isFetching
  // Nobody signed in has no account state: routed as not bound (the bind page asks for a sign-in).
  const state = accountSettled && status.isSuccess ? (status.data.account ?? NOT_BOUND) : undefined
  const bindRoute = state ? bindRouteFor(state, { isMgm, targetUrl }) : null
  const fullyBound = !!state && !bindRoute
  const app = useAppLogin(openid, { enabled: fullyBound })
  const appSettled = fullyBound && !app.isFetching
  const login = appSettled && app.isSuccess ? app.data : null
  // isMgm 35 asks for the client number only once the app login has had its say (account-and-shared §4).
  const clientBindRoute = appSettled ? appClientBindRoute(login, { isMgm, targetUrl }) : null
  const bindPage = bindRoute || clientBindRoute
  // The open status counts only where the target asks for it, and not for a limited customer.
  const countsOpen = !!checkOpenStatus && login?.isLimit !== '1'
  const openAccount = countsOpen && status.data?.openAccount ? status.data.openAccount : null

  useEffect(() => {
    if (!accountSettled) return
    if (status.isError) {
      setErrorText(transitErrorText(status.error))
      setStep('error')
    } else if (bindPage) {
      setStep('leaving')
      navigate(bindPage, { replace: true })
    } else if (appSettled) {
      const outcome = targetOutcome(login, openAccount, { targetUrl, wealthReportUrl, checkOpenStatus })
      if (outcome.kind === 'limited') {
        setLimitText(outcome.text.trim() || RESTRICTED_TEXT)
        setStep('limited')
      } else if (outcome.kind === 'target') {
        goToTarget(outcome.url, (r) => navigate(r, { replace: true }))
        setStep('leaving')
      } else setStep('invalid')
    }
  }, [
    accountSettled,
    status.isError,
    status.error,
    bindPage,
    appSettled,
    login,
    openAccount,
    targetUrl,
    wealthReportUrl,
    checkOpenStatus,
    navigate,
  ])

  const title =
    step === 'privacy' && privacy.step === 'sheet'
      ? TRANSIT_TITLES.privacy
      : step === 'splash'
        ? TRANSIT_TITLES.home
        : step === 'chooser'
          ? TRANSIT_TITLES.login
          : step === 'phoneLogin'
            ? TRANSIT_TITLES.phoneLogin
            : TRANSIT_TITLES.jumping
  useDocumentTitle(title)

  let overlay: ReactNode = privacy.sheet
  if (step === 'splash') overlay = <HomeSplash onClose={afterSplash} />
  if (step === 'chooser')
    overlay = (
      <LoginTypeChooser
        onWechat={() => {
          storeLoginChoice()
          setStep('routing')
        }}
        onPhone={() => setStep('phoneLogin')}
      />
    )

  /** After a failed account-state read: read it again. */
  const retry = useCallback(() => setStep('routing'), [])

  const phoneLoginDone = useCallback(() => {
    storeLoginChoice()
    setStep('routing')
  }, [])

  const statusText =
    step === 'invalid'
      ? ACCOUNT_TEXT.targetInvalid
      : step === 'limited'
        ? limitText
        : step === 'error'
          ? errorText
          : ACCOUNT_TEXT.redirecting
  return { step, overlay, limitText, statusText, phoneLoginDone, retry }
}
