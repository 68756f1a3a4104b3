import { env } from '@/shared/lib/env'
import { isSafeExternalLink, isSafeRedirect } from '@/shared/lib/safe-redirect'

/**
 * Follows a CMS-supplied link (banner jumpTarget, stop-notice jump url): account-and-shared §4 and
 * marketing §2.13. Blank does nothing; `#/x` and `/x` are in-app hash routes; an absolute URL is followed
 * when it is on the official domain or is a safe external link (`isSafeExternalLink`: https with a host,
 * no `@`, no user-info): banners may point at app-store pages off the official domain (
 * account-and-shared §5 limits the domain rule to privacy redirects and direct-sales links).
 * Returns whether it navigated.
 */
export function followLink(target: string | null | undefined): boolean {
  const url = target?.trim() ?? ''
  if (!url) return false
  if (url.startsWith('#/') || (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\'))) {
    window.location.hash = url.startsWith('#') ? url.slice(1) : url
    return true
  }
  if (!isSafeRedirect(url, env().officialDomain) && !isSafeExternalLink(url)) return false
  window.location.assign(url)
  return true
}
