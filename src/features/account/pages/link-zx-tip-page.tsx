import { useSearchParams } from 'react-router-dom'
import { currentChannel } from '@/shared/lib/channel'
import { AccountShell } from '../components/account-shell'
import { AppTransit } from '../components/app-transit'
import { InvitationGuard } from '../components/invitation-guard'
import { PhoneLoginForm } from '../components/phone-login-form'
import { TransitView } from '../components/transit-view'
import { useTransit } from '../components/use-transit'

/**
 * /linkZxTip?targetUrl&currentUrl&targetAcName&isShowHomeAlert&isLinkZxHomeOrOpenStatus&wealthReportUrl
 * (account-and-shared §2): the transit into the direct-sales store. In the app, the signed-in app user
 * goes straight on (AppTransit). targetAcName is not shown: no text from the address
 * (docs/features/account.md, "No text from the address").
 */
export default function LinkZxTipPage() {
  const [params] = useSearchParams()
  return (
    <InvitationGuard>
      {currentChannel() === 'app' ? (
        <AppTransit targetUrl={params.get('targetUrl')} />
      ) : (
        <WechatLinkZxTip params={params} />
      )}
    </InvitationGuard>
  )
}

/** In WeChat: privacy, the login-type chooser, account routing, then the target. */
function WechatLinkZxTip({ params }: { params: URLSearchParams }) {
  const transit = useTransit({
    isMgm: params.get('isMgm'),
    targetUrl: params.get('targetUrl'),
    wealthReportUrl: params.get('wealthReportUrl'),
    checkOpenStatus: params.get('isLinkZxHomeOrOpenStatus') === '1',
    showSplash: params.get('isShowHomeAlert') === '1',
    chooser: true,
  })

  if (transit.step === 'phoneLogin') {
    return (
      <AccountShell title="手机号登录" sub="登录后将为您跳转至直销商城">
        <PhoneLoginForm onDone={transit.phoneLoginDone} />
      </AccountShell>
    )
  }
  return (
    <>
      <TransitView step={transit.step} text={transit.statusText} onRetry={transit.retry} />
      {transit.overlay}
    </>
  )
}
