import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { local } from '@/shared/lib/storage'
import { ACCOUNT_TEXT } from '../texts'
import { goToTarget } from './go-to-target'
import { TransitView } from './transit-view'

/**
 * The transit pages inside the provider's app: the customer is the app user the route gate
 * signed in (ticket at start-up; a restricted user already saw limitContent there), so there is no
 * WeChat privacy or binding step: straight on to the target (else the stored direct-sales store).
 */
export function AppTransit({ targetUrl }: { targetUrl: string | null }) {
  const navigate = useNavigate()
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    const target = targetUrl || local.get('openZxUrl')
    if (!goToTarget(target, (route) => navigate(route, { replace: true }))) setInvalid(true)
  }, [targetUrl, navigate])
  return (
    <TransitView
      step={invalid ? 'invalid' : 'routing'}
      text={invalid ? ACCOUNT_TEXT.targetInvalid : ACCOUNT_TEXT.redirecting}
    />
  )
}
