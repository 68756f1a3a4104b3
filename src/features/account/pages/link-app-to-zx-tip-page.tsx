import { useSearchParams } from 'react-router-dom'
import { currentChannel } from '@/shared/lib/channel'
import { AppTransit } from '../components/app-transit'
import { InvitationGuard } from '../components/invitation-guard'
import { TransitView } from '../components/transit-view'
import { useTransit } from '../components/use-transit'

function WechatTransit({ targetUrl, isMgm }: { targetUrl: string | null; isMgm: string | null }) {
  const transit = useTransit({ targetUrl, isMgm })
  return (
    <>
      <TransitView step={transit.step} text={transit.statusText} onRetry={transit.retry} />
      {transit.overlay}
    </>
  )
}

/**
 * /linkAppToZxTip?targetUrl: from the app to the direct-sales site. In the app: app login (isLimit shows
 * limitContent) then the target; in WeChat: the same transit as /linkZxTip without the chooser.
 */
export default function LinkAppToZxTipPage() {
  const [params] = useSearchParams()
  const targetUrl = params.get('targetUrl')
  return (
    <InvitationGuard>
      {currentChannel() === 'app' ? (
        <AppTransit targetUrl={targetUrl} />
      ) : (
        <WechatTransit targetUrl={targetUrl} isMgm={params.get('isMgm')} />
      )}
    </InvitationGuard>
  )
}
