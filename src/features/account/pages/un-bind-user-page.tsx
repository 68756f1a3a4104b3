import { useState } from 'react'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { wxUserStore } from '@/shared/lib/storage'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { UnbindPanel } from '../components/unbind-panel'
import { useAccountState } from '../components/use-account-state'

/** /unBindUser: the unbind action of a phone-bound user (account-and-shared §4). */
export default function UnBindUserPage() {
  const navigate = useNavigate()
  const state = useAccountState()
  const [unbound, setUnbound] = useState(false)
  if (state.loading) return <PageLoading />
  if (state.error) return <PageError error={state.error} onRetry={state.reload} />
  const bound = state.data?.isPhoneBinding === '1' && !unbound
  return (
    <AccountShell
      title="解除绑定"
      sub={bound ? '解除后可使用其他手机号重新绑定' : '您的微信当前未绑定手机号'}
    >
      {bound ? (
        <UnbindPanel phone={wxUserStore.get()?.phone ?? ''} onUnbound={() => setUnbound(true)} />
      ) : (
        <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(PATHS.bindUser)}>
          去绑定手机号
        </Button>
      )}
    </AccountShell>
  )
}
