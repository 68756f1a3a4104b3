import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { internalRoute, refusedLink } from '@/shared/lib/navigation'
import { openExternalLink } from '@/shared/lib/safe-redirect'

const hashNavigate = (route: string) => {
  window.location.hash = route
}

/**
 * The one way a configured link is followed (a banner's or service entry's jumpTarget, a config button, a
 * stop notice's jump url, the merchant download and store buttons): account-and-shared §4 "empty
 * jumpTarget does nothing; otherwise navigate to the link", §5. Blank does nothing; `#/x` and `/x` are
 * in-app routes (through `navigate`, else the hash); a link on the official domain is a direct-sales link
 * and gets the current-time parameter; another https link without `@` or user-info (an app-store page) is
 * followed as it is. Anything else (`@`, `javascript:`, `http:`, `//host` …) is refused: nothing happens on
 * screen (§8), a console warning says why (docs/features/merchant-and-privacy.md, "Which links are
 * followed"). Returns whether it moved.
 */
export function followLink(
  target: string | null | undefined,
  navigate: (route: string) => void = hashNavigate,
): boolean {
  const url = target?.trim() ?? ''
  if (!url) return false
  const route = internalRoute(url)
  if (route) {
    navigate(route)
    return true
  }
  if (openExternalLink(url, env().officialDomain, (u) => browser.assign(u))) return true
  refusedLink(url)
  return false
}
