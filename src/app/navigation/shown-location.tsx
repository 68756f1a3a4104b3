import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigationType, type Location } from 'react-router-dom'
import { LocationProvider, type RouterLocation } from './location-context'
import { loadedPage, loadPage } from './page-loader'
import { resolveRoute, startRoute } from './resolve-route'

/**
 * How long a tap waits for the next page's code before that page's skeleton shows. Over 4G a page's chunk
 * takes one or two round trips; a slower answer gets the skeleton as feedback.
 */
export const NAVIGATION_WAIT_MS = 500

/** Whether the address has a page of its own, and whether that page's module has arrived. */
function pageOf(location: Location): { page: boolean; arrived: boolean } {
  const route = resolveRoute(location.pathname)
  return { page: !!route, arrived: !!route && loadedPage(route.page) !== undefined }
}

/**
 * The address can be drawn now: its page has arrived or it has none; or nothing worth keeping is on
 * screen (an address without a page, such as `/` on its way to the home page, or a skeleton).
 */
function readyFrom(shown: Location, next: Location): boolean {
  if (next === shown) return true
  const target = pageOf(next)
  return !target.page || target.arrived || !pageOf(shown).arrived
}

/**
 * Draws its children at the shown location. Going to a page whose code has not arrived yet, the page on
 * screen stays until it has (at most NAVIGATION_WAIT_MS, then the next page's skeleton shows), as in a
 * native app: no skeleton flashes for a page that arrives in a few milliseconds. (React keeps a skeleton,
 * once drawn, for at least 300 ms, so drawing one for a fast page made the first visit of each page a third
 * of a second slower.) Any other change of address (a page's own parameters, Back to a page already seen)
 * is drawn at once. The first page follows the same rule from an empty screen, and is drawn in a
 * transition: in slices, not one long task. See docs/architecture.md, "Routing".
 *
 * It provides react-router's location context itself (location-context.tsx), with the shown location's
 * navigation type: `useRoutes(routes, location)` would report every location as a POP.
 */
export function ShownLocation({ children }: { children: ReactNode }) {
  const location = useLocation()
  const navigationType = useNavigationType()
  // Nothing is shown before the first page is drawn.
  const [shown, setShown] = useState<RouterLocation | null>(null)
  const first = shown === null
  const ready = !first && readyFrom(shown.location, location)
  // A ready address is taken in this very render: React renders again at once, before any child sees it.
  if (ready && location !== shown.location) setShown({ location, navigationType })

  // A layout effect: the first page's transition is queued in the very task that commits the router (no
  // wait for the passive effects), and aria-busy is set before anything paints.
  useLayoutEffect(() => {
    if (ready) return
    // Assistive technology (and the tests) learn that the page is about to change.
    document.body.setAttribute('aria-busy', 'true')
    let done = false
    const show = () => {
      if (done) return
      done = true
      if (first) startTransition(() => setShown({ location, navigationType }))
      else setShown({ location, navigationType })
    }
    const route = first ? startRoute(location.pathname) : resolveRoute(location.pathname)
    let timer: ReturnType<typeof setTimeout> | undefined
    if (!route || loadedPage(route.page)) show()
    else {
      timer = setTimeout(show, NAVIGATION_WAIT_MS)
      // A visit asks afresh for a page that failed before; a failed load shows the route anyway, whose
      // boundary shows the error (src/app/route-error-boundary.tsx).
      loadPage(route.page, { afresh: true }).then(show, show)
    }
    return () => {
      done = true
      clearTimeout(timer)
      document.body.removeAttribute('aria-busy')
    }
  }, [location, navigationType, ready, first])

  return shown && <LocationProvider value={shown}>{children}</LocationProvider>
}
