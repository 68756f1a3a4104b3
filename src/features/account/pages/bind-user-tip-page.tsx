import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useAccountState, useAppLogin } from '@/api/identity-hooks'
import { PATHS } from '@/shared/lib/paths'
import { local } from '@/shared/lib/storage'
import { usePrivacyStep } from '../privacy'
import { goToTarget } from '../components/go-to-target'
import { InvitationGuard } from '../components/invitation-guard'
import { currentOpenId } from '../components/session-user'
import { TransitView } from '../components/transit-view'
import { transitErrorText } from '../components/use-transit'
import { appClientBindRoute } from '../components/transit-outcome'
import { APP_CLIENT_REQUIRED_MGM, isFullyBound, LINK_ZX_EXTERNAL, routeForAccountState } from '../rules'
import { ACCOUNT_TEXT } from '../texts'

/**
 * /bindUserTip?pageId&redirect&isMgm&isAgree (account-and-shared §2, §4): stores pageId as wxPageId,
 * runs the privacy step, reads the account state and routes on: a bind page in §4 order, or — fully
 * bound — the redirect (when given and safe) else /bindSuccess.
 */
export default function BindUserTipPage() {
  return (
    <InvitationGuard>
      <BindUserTip />
    </InvitationGuard>
  )
}

function BindUserTip() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const isMgm = params.get('isMgm')
  const redirect = params.get('redirect')
  const [agreed, setAgreed] = useState(false)
  const [left, setLeft] = useState(false)

  useEffect(() => {
    const pageId = params.get('pageId')
    if (pageId) local.set('wxPageId', pageId)
  }, [params])

  const privacy = usePrivacyStep({ onDone: () => setAgreed(true) })

  // The account state as this visit reads it (never an answer the cache held from before).
  const openid = currentOpenId()
  const account = useAccountState(openid, { enabled: agreed && !left })
  const settled = agreed && !left && !account.isFetching
  const read = settled && account.isSuccess ? account.data : undefined
  const failure = settled && account.isError ? transitErrorText(account.error) : ''
  // A fully bound user and isMgm 35: the client number is asked of the app login by openid before
  // deciding (account-and-shared §4; docs/identity.md, "The client number and isMgm 35").
  const askApp = !!read && isFullyBound(read) && isMgm === APP_CLIENT_REQUIRED_MGM
  const app = useAppLogin(openid, { enabled: askApp && !left })
  const appSettled = askApp && !app.isFetching
  const state = read && (!askApp || appSettled) ? read : undefined

  useEffect(() => {
    if (!state) return
    setLeft(true)
    const to =
      (askApp && appClientBindRoute(app.isSuccess ? app.data : null, { isMgm, targetUrl: redirect })) ||
      routeForAccountState(state, {
        isMgm,
        fullyBound: PATHS.bindSuccess,
        carry: redirect ? { isLinkZx: LINK_ZX_EXTERNAL, targetUrl: redirect } : {},
      })
    const fullyBound = to?.startsWith(PATHS.bindSuccess)
    if (fullyBound && redirect && goToTarget(redirect, (r) => navigate(r, { replace: true }))) return
    if (to) navigate(to, { replace: true })
  }, [state, askApp, app.isSuccess, app.data, isMgm, redirect, navigate])

  return (
    <>
      <TransitView
        step={failure ? 'error' : 'routing'}
        text={failure || ACCOUNT_TEXT.redirecting}
        onRetry={() => void account.refetch()}
      />
      {privacy.sheet}
    </>
  )
}
