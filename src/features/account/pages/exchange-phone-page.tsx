import { useNavigate, useSearchParams } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { local } from '@/shared/lib/storage'
import { AccountShell } from '../components/account-shell'
import { goToTarget } from '../components/go-to-target'
import { PhoneLoginForm } from '../components/phone-login-form'
import { nextLoginTypeExpiry } from '../rules'

/** /exchangePhone?targetUrl (route name exchangePhone, account-and-shared §2): the phone login form. */
export default function ExchangePhonePage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const done = () => {
    local.set('localLoginTypeSelect', nextLoginTypeExpiry(Date.now()))
    const go = (r: string) => navigate(r, { replace: true })
    if (!goToTarget(params.get('targetUrl'), go)) go(PATHS.bindSuccess)
  }
  return (
    <AccountShell title="手机号登录" sub="使用您在直销商城登记的手机号登录">
      <PhoneLoginForm onDone={done} />
    </AccountShell>
  )
}
