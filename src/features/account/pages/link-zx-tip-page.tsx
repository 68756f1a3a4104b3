import { useSearchParams } from 'react-router-dom'
import { AccountShell } from '../components/account-shell'
import { PhoneLoginForm } from '../components/phone-login-form'
import { TransitView } from '../components/transit-view'
import { useTransit } from '../components/use-transit'

/**
 * /linkZxTip?targetUrl&currentUrl&targetAcName&isShowHomeAlert&isLinkZxHomeOrOpenStatus&wealthReportUrl
 * (account-and-shared §2): the transit into the direct-sales store.
 */
export default function LinkZxTipPage() {
  const [params] = useSearchParams()
  const acName = params.get('targetAcName')
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
      <TransitView
        step={transit.step}
        text={transit.statusText}
        sub={acName ? `即将前往${acName}` : undefined}
      />
      {transit.overlay}
    </>
  )
}
