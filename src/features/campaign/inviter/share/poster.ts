// This module is imported lazily (only when the QR poster opens): crypto-js must never reach start-up
// code (docs/decisions/005-first-route-budgets.md). Single modules only, no crypto-js barrel.
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { posterUrlQuery } from '@/api/mgm-poster-queries'
import type { Ask } from '@/api/query-client'
import { env } from '@/shared/lib/env'
import { isSafeRedirect } from '@/shared/lib/safe-redirect'
import type { CampaignVariant } from '../../common'

/**
 * The share-link key (build variable SHARE_LINK_KEY_<ENV>, docs/deployment.md). It is PUBLIC: it ships
 * in this chunk's JavaScript, so it obscures the link sent to the poster service and protects nothing; the
 * poster service must build or allow-list the poster's target itself. It lives only here, in the lazy
 * poster chunk, never in the start-up code.
 */
let shareLinkKey: string = __SHARE_LINK_KEY__

/** Test hook: another key (or none) for this module. */
export function setShareLinkKey(key: string): void {
  shareLinkKey = key
}

const DATA_IMAGE_RE = /^data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,]/i

/**
 * A poster image the page may show and save: an inline image (`data:image/…`), a `blob:` of
 * this page, or https on this site, the official domain or the API host. Anything else (javascript:,
 * another origin, http:) is refused and the page draws the QR code itself.
 */
export function isSafePosterUrl(url: string): boolean {
  const trimmed = url.trim()
  if (DATA_IMAGE_RE.test(trimmed)) return true
  if (trimmed.startsWith(`blob:${window.location.origin}/`)) return true
  const apiHost = env().apiBase ? new URL(env().apiBase).hostname : ''
  return [window.location.hostname, env().officialDomain, apiHost]
    .filter(Boolean)
    .some((host) => isSafeRedirect(trimmed, host))
}

/** marketing §7.2: the share link is encrypted with the build's symmetric key before it goes to the poster service. */
export function encryptShareLink(link: string, key: string): string {
  return AES.encrypt(Utf8.parse(link), key).toString()
}

export function decryptShareLink(cipher: string, key: string): string {
  return AES.decrypt(cipher, key).toString(Utf8)
}

export interface PosterInput {
  variant: Pick<CampaignVariant, 'inviterFlag' | 'posterQr'>
  link: string
  inviterId: string
  /** The poster background (config xywx_sharecode_bg). */
  bigImgUrl: string
  /** The share-link key; this build's when not given. */
  key?: string
}

/**
 * The server-rendered poster's url, or null when the page must draw the QR code itself: no key in this
 * build, a failed call or an empty answer. Without a key the link is NEVER sent
 * unencrypted — the caller falls back to the local QR code instead.
 */
export async function fetchPoster(
  ask: Ask,
  { variant, link, inviterId, bigImgUrl, key = shareLinkKey }: PosterInput,
): Promise<string | null> {
  if (!key || !link || !inviterId) return null
  try {
    const url = await ask(
      posterUrlQuery(
        {
          linkUrl: encryptShareLink(link, key),
          bigImgUrl,
          inviterId,
          pageFlag: variant.inviterFlag,
          ...(variant.posterQr ?? {}),
        },
        { silent: true, noToast: true },
      ),
    )
    return url.trim() && isSafePosterUrl(url) ? url.trim() : null
  } catch {
    return null
  }
}
