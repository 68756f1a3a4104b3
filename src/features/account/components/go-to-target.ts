import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { internalRoute } from '@/shared/lib/navigation'
import { isSafeRedirect, withTimestamp } from '@/shared/lib/safe-redirect'

/**
 * Follows a transit or bind target (account-and-shared §5): an in-app route through the router; an
 * absolute URL only on the official domain and never with `@` — it is the direct-sales site, so it gets
 * the current-time parameter. Anything else: nothing happens (false).
 */
export function goToTarget(target: string | null | undefined, navigate: (route: string) => void): boolean {
  const route = internalRoute(target)
  if (route) {
    navigate(route)
    return true
  }
  if (!isSafeRedirect(target, env().officialDomain)) return false
  browser.assign(withTimestamp(target))
  return true
}
