import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useWrongfulLogin } from '@/api/config-queries'
import { useAppUserId } from '@/api/identity-hooks'
import { usePageShareTracking } from '@/api/page-share-tracking'
import { pageFlagOf } from '@/shared/lib/route-facts'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { currentChannel } from '@/shared/lib/channel'
import { WrongfulLoginNotice } from '@/shared/ui'
import { AppTransit } from '../components/app-transit'
import { InvitationGuard } from '../components/invitation-guard'
import { TransitView } from '../components/transit-view'
import { useTransit } from '../components/use-transit'

/** The special-gift claim page flag (account-and-shared §7: the wrongful-login request carries it). */
export const SPECIAL_GIFT_PAGE_FLAG = 'xywx_zzlqHome'

/**
 * /linkApp?pageFlag&targetUrl&isMgm: the special-gift claim transit. The server's wrongful-login notice
 * (account-and-shared §2, §7) shows first; closing it runs the transit (privacy, account routing,
 * target). A non-0000 answer is toasted by the HTTP layer and the transit goes on. The request's
 * appUserId comes from the one signed-in identity and is never empty (docs/identity.md).
 */
export default function LinkAppPage() {
  return (
    <InvitationGuard>
      <LinkApp />
    </InvitationGuard>
  )
}

function LinkApp() {
  const [params] = useSearchParams()
  const meta = useRouteMeta()
  const pageFlag = params.get('pageFlag') || pageFlagOf(meta?.path) || SPECIAL_GIFT_PAGE_FLAG
  const [closed, setClosed] = useState(false)
  // marketing §7.7: a forwarded visit to the special-gift claim page (xywx_zzlqHome).
  usePageShareTracking(pageFlag)

  // appUserId is the signed-in customer's client number (docs/identity.md), in WeChat after the app
  // login by openid when none is known yet; without one (no app account) there is nothing to ask. A
  // failure of either read lets the transit go on.
  const appUser = useAppUserId()
  // This visit's answers only, never ones the cache held from before.
  const appUserSettled = !appUser.isFetching && !appUser.isPending
  const appUserId = appUserSettled && appUser.isSuccess ? appUser.data : ''
  const wrongful = useWrongfulLogin({ pageFlag, appUserId }, { enabled: !!appUserId, call: { silent: true } })
  const checked = appUserSettled && (!appUserId || !wrongful.isFetching)
  const text = checked && wrongful.isSuccess ? wrongful.data.wrongful_login.trim() : ''
  const notice = text && !closed ? text : null

  // In the app the signed-in app user goes straight on once the notice is closed (AppTransit).
  const inApp = currentChannel() === 'app'
  const transit = useTransit({
    isMgm: params.get('isMgm'),
    targetUrl: params.get('targetUrl'),
    paused: inApp || !checked || !!notice,
  })
  const ready = checked && !notice

  return (
    <>
      {inApp && ready ? (
        <AppTransit targetUrl={params.get('targetUrl')} />
      ) : (
        <TransitView step={transit.step} text={transit.statusText} onRetry={transit.retry} />
      )}
      {ready && !inApp ? transit.overlay : null}
      <WrongfulLoginNotice text={notice ?? ''} visible={!!notice} onClose={() => setClosed(true)} />
    </>
  )
}
