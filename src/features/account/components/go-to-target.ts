import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { internalRoute } from '@/shared/lib/navigation'
import { isSafeRedirect, openExternalLink, withTimestamp } from '@/shared/lib/safe-redirect'

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

/**
 * Follows a configured link — a banner's jumpTarget, a merchant download or store button
 * (account-and-shared §4: "otherwise navigate to the link"): blank does nothing; an in-app route goes
 * through the router; on the official domain it is a direct-sales link (no @, timestamped); any other
 * https link without @ (an app-store page) is followed as it is. §5 limits the official-domain rule to
 * privacy redirects and direct-sales links; `javascript:`, `http:` and the like are never followed.
 * Returns whether it moved.
 */
export function openConfigLink(
  target: string | null | undefined,
  navigate: (route: string) => void,
): boolean {
  const url = target?.trim() ?? ''
  if (!url) return false
  const route = internalRoute(url)
  if (route) {
    navigate(route)
    return true
  }
  return openExternalLink(url, env().officialDomain, (u) => browser.assign(u))
}
