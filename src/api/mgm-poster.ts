import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation } from './mgm'
import { any, text, type Out } from './schema'

/**
 * Four-step invitation: the inviter's share poster (marketing §7.2), asked by the poster overlay on its
 * first opening. Conventions: ./mgm.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** getPosterUrl: the poster image's url ('' when none). */
export const PosterUrl = text()
export type PosterUrl = Out<typeof PosterUrl>

// ---------------------------------------------------------------------------------------------------
// Requests

/** marketing §7.2: the Sc variant also sends the QR position and width. */
export interface PosterRequest {
  /** The encrypted share link. */
  linkUrl: string
  bigImgUrl: string
  inviterId: string
  pageFlag: string
  qrX?: number
  qrY?: number
  qrWidth?: number
}

/** Resolves to the poster image's url, '' when the server sends none (the mock answers with an SVG data url). */
export const getPosterUrl = (request: PosterRequest, options?: CallOptions) =>
  http.post(PosterUrl, endpoints.mgm.posterUrl, request, invitation(options))

/**
 * invite/getQrCode (account-and-shared §7 "QR image (link_url)", marketing §7.4: a blob answer): the QR code of
 * `link` as an image file, null when the answer is no image (the caller draws the QR code itself).
 */
export async function getQrCode(link: string, options?: CallOptions): Promise<Blob | null> {
  const file = await http.post(
    any(),
    endpoints.mgm.qrCode,
    { link_url: link },
    {
      ...invitation(options),
      config: { responseType: 'blob' },
    },
  )
  // By its shape: a file from another realm (a test's fetch) is no `instanceof Blob` of this one.
  const blob = file as Partial<Blob> | null
  return typeof blob?.type === 'string' && blob.type.startsWith('image/') && Number(blob.size) > 0
    ? (file as Blob)
    : null
}
