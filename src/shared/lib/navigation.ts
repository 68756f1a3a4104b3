import { browser } from './browser'
import { env } from './env'
import { openDirectSalesLink } from './safe-redirect'

/**
 * An in-app hash route from a target such as `/bindUser?x=1` or `#/bindUser`, or null when the
 * target is not one (absolute URLs, protocol-relative `//host`, backslashes, empty).
 */
export function internalRoute(target: unknown): string | null {
  if (typeof target !== 'string') return null
  const t = target.trim()
  const route = t.startsWith('#/') ? t.slice(1) : t
  if (!route.startsWith('/') || route.startsWith('//') || route.includes('\\')) return null
  return route
}

/**
 * A link that was not followed (account-and-shared §8: "nothing happens"): nothing on screen, a console
 * warning for QA with the link's host only (a link may carry ids in its query).
 */
export function refusedLink(url: unknown): void {
  const host = typeof url === 'string' ? /^[a-z][a-z0-9+.-]*:\/*([^/?#]*)/i.exec(url)?.[1] : undefined
  console.warn('[link refused]', host ?? String(url).slice(0, 16))
}

/**
 * Follows a target (a redirect, a transit's or a bind's target): in-app routes through the router; an
 * absolute URL only on the official domain and never with `@` — a direct-sales link, so it gets the
 * current-time parameter (account-and-shared §5). Anything else: nothing happens (§8) but `refusedLink`'s
 * warning. Configured links (banners, buttons) use `followLink` (shared/ui/follow-link.ts) instead.
 * Returns whether anything happened.
 */
export function followTarget(target: unknown, navigate: (route: string) => void): boolean {
  const route = internalRoute(target)
  if (route) {
    navigate(route)
    return true
  }
  if (typeof target === 'string' && target.trim() === '') return false
  if (openDirectSalesLink(target, env().officialDomain, (url) => browser.assign(url))) return true
  if (target != null) refusedLink(target)
  return false
}
