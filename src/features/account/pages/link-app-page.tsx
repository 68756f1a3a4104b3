import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { getWrongfulLogin } from '@/api/config'
import { useRouteMeta } from '@/shared/lib/route-meta'
import { resolveAppUserId } from '@/api/auth/app-user-id'
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
  const pageFlag = params.get('pageFlag') || meta?.pageFlag || SPECIAL_GIFT_PAGE_FLAG
  const [notice, setNotice] = useState<string | null>(null)
  const [checked, setChecked] = useState(false)

  useEffect(() => {
    let live = true
    // appUserId is the signed-in customer's client number (docs/identity.md), in WeChat after the app
    // login by openid when none is known yet; without one (no app account) there is nothing to ask.
    resolveAppUserId()
      .then((appUserId) => (appUserId ? getWrongfulLogin({ pageFlag, appUserId }, { silent: true }) : null))
      .then((d) => live && setNotice(d?.wrongful_login?.trim() || null))
      .catch(() => undefined)
      .finally(() => live && setChecked(true))
    return () => {
      live = false
    }
  }, [pageFlag])

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
      <WrongfulLoginNotice text={notice ?? ''} visible={!!notice} onClose={() => setNotice(null)} />
    </>
  )
}
