import { useSearchParams } from 'react-router-dom'
import { AccountShell } from '../components/account-shell'
import { InvitationGuard } from '../components/invitation-guard'
import { OneTapPanel } from '../components/one-tap-panel'

/** /bindUserPhoneRegister (account-and-shared §2): one-tap registration with the bound phone. */
export default function BindUserPhoneRegisterPage() {
  const [params] = useSearchParams()
  return (
    <InvitationGuard>
      <AccountShell title="一键注册" sub="注册直销商城账户，同步查看资产、参与活动、领取权益">
        <OneTapPanel
          mode="register"
          isMgm={params.get('isMgm')}
          isLinkZx={params.get('isLinkZx')}
          targetUrl={params.get('targetUrl')}
        />
      </AccountShell>
    </InvitationGuard>
  )
}
