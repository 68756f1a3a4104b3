import { useEffect, type ReactNode } from 'react'
import { HashRouter, useLocation, useNavigate } from 'react-router-dom'

/** The route an address's hash names (`#/a?x=1` → `/a?x=1`; no hash → `/`). */
export const hashRoute = (hash: string): string => hash.replace(/^#/, '') || '/'

/**
 * Catches the router up with the address once it listens. The first page is drawn in a transition
 * (renderInSlices), and HashRouter starts listening to the address only when that render
 * commits: an address change in between (a tap, Back, the page opened again with another hash) was lost,
 * and the page on screen did not match the address (seen in the e2e runs: the fund detail's address over
 * the inviter home). On mount the address wins; later changes reach the router through its own listener.
 */
function LocationCatchUp() {
  const location = useLocation()
  const navigate = useNavigate()
  useEffect(() => {
    const address = hashRoute(window.location.hash)
    if (address !== `${location.pathname}${location.search}`) navigate(address, { replace: true })
    // Once, when the router has just started listening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}

/** The app's router: hash routing that follows the address from its first render on. */
export function AppRouter({ children }: { children: ReactNode }) {
  return (
    <HashRouter>
      <LocationCatchUp />
      {children}
    </HashRouter>
  )
}
