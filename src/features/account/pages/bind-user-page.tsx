import { useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useState } from 'react'
import { useAccountState } from '@/api/identity-hooks'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { BindForm } from '../components/bind-form'
import { InvitationGuard } from '../components/invitation-guard'
import { UnbindPanel } from '../components/unbind-panel'
import { currentOpenId } from '../components/session-user'
import { ACCOUNT_TEXT } from '../texts'

/**
 * /bindUser?isMgm&isPhoneBinding&isExChange&isLinkZx&targetUrl (account-and-shared §2): the bind form;
 * a phone-bound user outside an activity flow sees the unbind mode, with 更换手机号 leading to the form.
 */
export default function BindUserPage() {
  return (
    <InvitationGuard>
      <BindUser />
    </InvitationGuard>
  )
}

function BindUser() {
  const [params, setParams] = useSearchParams()
  const isMgm = params.get('isMgm')
  const exchange = params.get('isExChange') === '1'
  const state = useAccountState(currentOpenId())
  const [unbound, setUnbound] = useState(false)

  if (state.isPending) return <PageLoading />
  if (state.error) return <PageError error={state.error} onRetry={() => void state.refetch()} />

  const phoneBound = state.data?.isPhoneBinding === '1' && !unbound
  const unbindMode = phoneBound && !exchange && (!isMgm || params.get('isPhoneBinding') === '1')

  if (unbindMode) {
    return (
      <AccountShell title="我的绑定" sub="您的微信已绑定以下手机号">
        <UnbindPanel
          phone={signedIn().phone}
          onUnbound={() => setUnbound(true)}
          onChangePhone={() => {
            const next = new URLSearchParams(params)
            next.set('isExChange', '1')
            setParams(next, { replace: true })
          }}
        />
      </AccountShell>
    )
  }

  return (
    <AccountShell title={exchange ? ACCOUNT_TEXT.changePhone : '绑定手机号'} sub={ACCOUNT_TEXT.bindIntro}>
      <BindForm isMgm={isMgm} isLinkZx={params.get('isLinkZx')} targetUrl={params.get('targetUrl')} />
    </AccountShell>
  )
}
