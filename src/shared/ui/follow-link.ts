import { env } from '@/shared/lib/env'
import { isSafeRedirect } from '@/shared/lib/safe-redirect'

/**
 * Follows a CMS-supplied link (banner jumpTarget, stop-notice jump url): account-and-shared §4 and
 * marketing §2.13. Blank does nothing; `#/x` and `/x` are in-app hash routes; an absolute URL is followed
 * only when it is on the official domain (account-and-shared §5/§8: otherwise nothing happens).
 * Returns whether it navigated.
 */
export function followLink(target: string | null | undefined): boolean {
  const url = target?.trim() ?? ''
  if (!url) return false
  if (url.startsWith('#/') || (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\'))) {
    window.location.hash = url.startsWith('#') ? url.slice(1) : url
    return true
  }
  if (!isSafeRedirect(url, env().officialDomain)) return false
  window.location.assign(url)
  return true
}
