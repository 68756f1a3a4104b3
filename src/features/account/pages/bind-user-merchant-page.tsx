import { useSearchParams } from 'react-router-dom'
import { href, PATHS } from '@/shared/lib/paths'
import { AccountShell } from '../components/account-shell'
import { BindForm } from '../components/bind-form'
import { LINK_ZX_EXTERNAL } from '../rules'

/**
 * The merchant flow's bind form: after binding it returns to the merchant page (targetUrl, else
 * /bindBusinessNew with the merchant query carried over) instead of /bindSuccess.
 */
export default function BindUserMerchantPage() {
  const [params] = useSearchParams()
  // No Object.fromEntries: Chrome 70 lacks it (docs/engines.md).
  const carried: Record<string, string> = {}
  params.forEach((value, key) => {
    if (key !== 'targetUrl') carried[key] = value
  })
  const target = params.get('targetUrl') || href(PATHS.bindBusinessNew, carried)
  return (
    <AccountShell title="绑定手机号" sub="绑定后即可参与商户专属活动、领取权益">
      <BindForm isLinkZx={LINK_ZX_EXTERNAL} targetUrl={target} />
    </AccountShell>
  )
}
