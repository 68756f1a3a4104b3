import { browser } from './browser'
import { env } from './env'
import { safeRedirect } from './safe-redirect'

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
 * Follows a target: in-app routes through the router, absolute URLs only to the official domain and
 * never with `@` (account-and-shared §5). Returns whether anything happened.
 */
export function followTarget(target: unknown, navigate: (route: string) => void): boolean {
  const route = internalRoute(target)
  if (route) {
    navigate(route)
    return true
  }
  return safeRedirect(target, env().officialDomain, (url) => browser.assign(url))
}
