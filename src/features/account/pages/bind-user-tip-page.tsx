import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { getAccountState } from '@/api/identity'
import { PATHS } from '@/shared/lib/paths'
import { local } from '@/shared/lib/storage'
import { usePrivacyStep } from '../privacy'
import { goToTarget } from '../components/go-to-target'
import { currentOpenId } from '../components/session-user'
import { TransitView } from '../components/transit-view'
import { LINK_ZX_EXTERNAL, routeForAccountState } from '../rules'
import { ACCOUNT_TEXT } from '../texts'

/**
 * /bindUserTip?pageId&redirect&isMgm&isAgree (account-and-shared §2, §4): stores pageId as wxPageId,
 * runs the privacy step, reads the account state and routes on: a bind page in §4 order, or — fully
 * bound — the redirect (when given and safe) else /bindSuccess.
 */
export default function BindUserTipPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const isMgm = params.get('isMgm')
  const redirect = params.get('redirect')
  const [agreed, setAgreed] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const pageId = params.get('pageId')
    if (pageId) local.set('wxPageId', pageId)
  }, [params])

  const privacy = usePrivacyStep({ onDone: () => setAgreed(true) })

  useEffect(() => {
    if (!agreed) return
    let live = true
    getAccountState(currentOpenId())
      .then((state) => {
        if (!live) return
        const to = routeForAccountState(state, {
          isMgm,
          appClientNo: local.get('unionAppClientNo'),
          fullyBound: PATHS.bindSuccess,
          carry: redirect ? { isLinkZx: LINK_ZX_EXTERNAL, targetUrl: redirect } : {},
        })
        const fullyBound = to?.startsWith(PATHS.bindSuccess)
        if (fullyBound && redirect && goToTarget(redirect, (r) => navigate(r, { replace: true }))) return
        if (to) navigate(to, { replace: true })
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [agreed, isMgm, redirect, navigate])

  return (
    <>
      <TransitView
        step={failed ? 'invalid' : 'routing'}
        text={failed ? '账户状态查询失败，请稍后重试' : ACCOUNT_TEXT.redirecting}
      />
      {privacy.sheet}
    </>
  )
}
