// This module is imported lazily (only when the QR poster opens): crypto-js must never reach start-up
// code (README, bundle budget). Single modules only, no crypto-js barrel.
import AES from 'crypto-js/aes'
import Utf8 from 'crypto-js/enc-utf8'
import { getPosterUrl } from '@/api/mgm'
import type { CampaignVariant } from '../../common'

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
  /** env().shareLinkKey. */
  key: string
}

/**
 * The server-rendered poster's url, or null when the page must draw the QR code itself: no key in this
 * build, a failed call or an empty answer. Without a key the link is NEVER sent
 * unencrypted — the caller falls back to the local QR code instead.
 */
export async function fetchPoster({
  variant,
  link,
  inviterId,
  bigImgUrl,
  key,
}: PosterInput): Promise<string | null> {
  if (!key || !link || !inviterId) return null
  try {
    const url = await getPosterUrl(
      {
        linkUrl: encryptShareLink(link, key),
        bigImgUrl,
        inviterId,
        pageFlag: variant.inviterFlag,
        ...(variant.posterQr ?? {}),
      },
      { silent: true, noToast: true },
    )
    return url.trim() ? url : null
  } catch {
    return null
  }
}
