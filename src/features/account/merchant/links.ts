import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { internalRoute } from '@/shared/lib/navigation'
import { openDirectSalesLink } from '@/shared/lib/safe-redirect'

/**
 * Follows a merchant button: in-app routes through the router; absolute urls only on the official
 * domain, without @, with the current-time parameter (account-and-shared §5). Returns whether it moved.
 */
export function openMerchantLink(url: string, navigate: (route: string) => void): boolean {
  const route = internalRoute(url)
  if (route) {
    navigate(route)
    return true
  }
  return openDirectSalesLink(url, env().officialDomain, (u) => browser.assign(u))
}
