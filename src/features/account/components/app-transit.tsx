import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { directSalesLinks } from '@/api/direct-sales'
import { ACCOUNT_TEXT } from '../texts'
import { goToTarget } from './go-to-target'
import { TransitView } from './transit-view'

/**
 * The transit pages inside the provider's app: the customer is the app user the route gate
 * signed in (ticket at start-up; a restricted user already saw limitContent there), so there is no
 * WeChat privacy or binding step: straight on to the target (else this customer's direct-sales store,
 * from the app login that signed them in: `directSalesLinks`).
 */
export function AppTransit({ targetUrl }: { targetUrl: string | null }) {
  const navigate = useNavigate()
  const client = useQueryClient()
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    let live = true
    const follow = (target: string | null) => {
      if (live && !goToTarget(target, (route) => navigate(route, { replace: true }))) setInvalid(true)
    }
    if (targetUrl) follow(targetUrl)
    else
      directSalesLinks(client).then(
        (links) => follow(links.store),
        () => live && setInvalid(true),
      )
    return () => {
      live = false
    }
  }, [targetUrl, navigate, client])
  return (
    <TransitView
      step={invalid ? 'invalid' : 'routing'}
      text={invalid ? ACCOUNT_TEXT.targetInvalid : ACCOUNT_TEXT.redirecting}
    />
  )
}
