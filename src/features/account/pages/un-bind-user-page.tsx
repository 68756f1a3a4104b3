import { useState } from 'react'
import { signedIn } from '@/api/auth/signed-in'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useAccountState } from '@/api/identity-hooks'
import { PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { UnbindPanel } from '../components/unbind-panel'
import { currentOpenId } from '../components/session-user'

/** /unBindUser: the unbind action of a phone-bound user (account-and-shared §4). */
export default function UnBindUserPage() {
  const navigate = useNavigate()
  const state = useAccountState(currentOpenId())
  const [unbound, setUnbound] = useState(false)
  if (state.isPending) return <PageLoading />
  if (state.error) return <PageError error={state.error} onRetry={() => void state.refetch()} />
  const bound = state.data?.isPhoneBinding === '1' && !unbound
  return (
    <AccountShell
      title="解除绑定"
      sub={bound ? '解除后可使用其他手机号重新绑定' : '您的微信当前未绑定手机号'}
    >
      {bound ? (
        <UnbindPanel phone={signedIn().phone} onUnbound={() => setUnbound(true)} />
      ) : (
        <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(PATHS.bindUser)}>
          去绑定手机号
        </Button>
      )}
    </AccountShell>
  )
}
