import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { getPosterUrl, getQrCode, type PosterRequest } from './mgm-poster'
import { mgmKeys } from './mgm-queries'
import type { QueryHookOptions } from './query-client'

/**
 * The QR image of a share link (invite/getQrCode, ./mgm-poster.ts) as a query: the same link gives the same
 * picture, so it is asked once per link. Quiet: a failure leaves the page to draw the QR code itself.
 */
export const qrCodeQuery = (link: string) =>
  queryOptions({
    queryKey: [...mgmKeys.all, 'qr-code', link] as const,
    queryFn: () => getQrCode(link, { silent: true, noToast: true }),
    staleTime: Infinity,
  })

export const useQrCode = (link: string, { enabled = true }: Pick<QueryHookOptions, 'enabled'> = {}) =>
  useQuery({ ...qrCodeQuery(link), enabled: enabled && !!link })

/**
 * getPosterUrl (marketing §7.2): the server-drawn poster of an encrypted share link, '' when none. Asked by the
 * poster overlay's own read, which encrypts the link first (features/campaign/inviter/share/poster.ts).
 */
export const posterUrlQuery = (request: PosterRequest, call?: CallOptions) =>
  queryOptions({
    queryKey: [...mgmKeys.all, 'poster-url', request] as const,
    queryFn: () => getPosterUrl(request, call),
  })
