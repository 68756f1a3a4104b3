import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation } from './mgm'
import { text, type Out } from './schema'

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
