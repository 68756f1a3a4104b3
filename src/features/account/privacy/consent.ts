import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { internalRoute } from '@/shared/lib/navigation'
import { safeRedirect } from '@/shared/lib/safe-redirect'
import { local } from '@/shared/lib/storage'

/** Disagreeing clears the agree status and the end-of-read flag (catalogue §4.8). */
export function clearConsentFlags(): void {
  local.remove('privacyAgreeStatus')
  local.remove('privacyReadEnd')
}

/**
 * After agreeing on the pop-up pages: store the version and save the record (`recorded`: the page's
 * `useAgreeAndRecord`), store the agree status, then follow redirectUrl — in-app routes, or the official
 * domain without @ (catalogue §4.8, §5). Returns whether it navigated.
 */
export async function consentAndRedirect(
  recorded: Promise<unknown>,
  redirectUrl: string | null,
  navigate: (route: string) => void,
): Promise<boolean> {
  await recorded
  local.set('privacyAgreeStatus', '1')
  // A later version has to be read again.
  local.remove('privacyReadEnd')
  return followRedirect(redirectUrl, navigate)
}

/** followTarget, with full-page moves through `browser` (observable in tests). */
export function followRedirect(redirectUrl: string | null, navigate: (route: string) => void): boolean {
  if (!redirectUrl) return false
  const route = internalRoute(redirectUrl)
  if (route) {
    navigate(route)
    return true
  }
  return safeRedirect(redirectUrl, env().officialDomain, (url) => browser.assign(url))
}
