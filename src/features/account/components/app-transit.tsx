import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useDirectSalesLinks } from '@/api/direct-sales-actions'
import { ACCOUNT_TEXT } from '../texts'
import { goToTarget } from './go-to-target'
import { TransitView } from './transit-view'

/**
 * The transit pages inside the provider's app: the customer is the app user the route gate
 * signed in (ticket at start-up; a restricted user already saw limitContent there), so there is no
 * WeChat privacy or binding step: straight on to the target (else this customer's direct-sales store,
 * from the app login that signed them in: `directSalesLinks`). No target at all says the address is
 * invalid; a target off the official domain or with @ changes nothing on screen (account-and-shared §8).
 */
export function AppTransit({ targetUrl }: { targetUrl: string | null }) {
  const navigate = useNavigate()
  const directSalesLinks = useDirectSalesLinks()
  const [invalid, setInvalid] = useState(false)
  useEffect(() => {
    let live = true
    const follow = (target: string | null) => {
      if (!live) return
      if (!target) setInvalid(true)
      else goToTarget(target, (route) => navigate(route, { replace: true }))
    }
    if (targetUrl) follow(targetUrl)
    else
      directSalesLinks().then(
        (links) => follow(links.store),
        () => live && setInvalid(true),
      )
    return () => {
      live = false
    }
  }, [targetUrl, navigate, directSalesLinks])
  return (
    <TransitView
      step={invalid ? 'invalid' : 'routing'}
      text={invalid ? ACCOUNT_TEXT.targetInvalid : ACCOUNT_TEXT.redirecting}
    />
  )
}
