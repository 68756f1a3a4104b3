import { useSearchParams } from 'react-router-dom'
import { AccountShell } from '../components/account-shell'
import { InvitationGuard } from '../components/invitation-guard'
import { OneTapPanel } from '../components/one-tap-panel'

/** /bindUserPhoneLogin (account-and-shared §2): one-tap binding of a phone already registered in the store. */
export default function BindUserPhoneLoginPage() {
  const [params] = useSearchParams()
  return (
    <InvitationGuard>
      <AccountShell title="一键绑定" sub="该手机号已在直销商城注册，绑定后即可同步账户">
        <OneTapPanel
          mode="bind"
          isMgm={params.get('isMgm')}
          isLinkZx={params.get('isLinkZx')}
          targetUrl={params.get('targetUrl')}
        />
      </AccountShell>
    </InvitationGuard>
  )
}
