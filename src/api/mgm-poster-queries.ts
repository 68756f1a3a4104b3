import { queryOptions, useQuery } from '@tanstack/react-query'
import { getQrCode } from './mgm-poster'
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
