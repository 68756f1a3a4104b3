import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import { getPrivacyAgreement, getPrivacyPopupTexts, signAgreement, type AgreementRecord } from './privacy'
import type { QueryHookOptions } from './query-client'

/**
 * The privacy reads (src/api/privacy.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). The agreement is asked again on every page that shows or checks
 * it: its version decides whether the customer has to agree again (account-and-shared §4).
 */
export const privacyKeys = {
  all: ['privacy'] as const,
  agreement: (channel: string) => [...privacyKeys.all, 'agreement', channel] as const,
  popupTexts: () => [...privacyKeys.all, 'popup-texts'] as const,
}

export const privacyAgreementQuery = (channel: string, call?: CallOptions) =>
  queryOptions({
    queryKey: privacyKeys.agreement(channel),
    queryFn: () => getPrivacyAgreement(channel, call),
  })

export const privacyPopupTextsQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: privacyKeys.popupTexts(),
    queryFn: () => getPrivacyPopupTexts(call),
  })

/** getPrivacyAgreement: the channel's privacy agreement (title, url, version, display flags). */
export const usePrivacyAgreement = (channel: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...privacyAgreementQuery(channel, call), enabled })

/** getPrivacyPopupTexts: the texts of the /privacypop page (catalogue §4.8). */
export const usePrivacyPopupTexts = ({ enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...privacyPopupTextsQuery(call), enabled })

/**
 * The agreement record (account-and-shared §4; docs/architecture.md, "Server state", Actions), quiet: the
 * caller says 网络飘走了 (account-and-shared §8). The agreement itself is unchanged: nothing to invalidate.
 */
export const useSignAgreement = () =>
  useAction<AgreementRecord, unknown>({
    mutationFn: (record) => signAgreement(record, { noToast: true }),
  })
