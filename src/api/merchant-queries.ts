import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import {
  merchantInviteByPhone,
  newMerchantInvite,
  preMerchantInvite,
  saveFourPlusNRecord,
  type FourPlusNRecord,
  type MerchantInviteRequest,
  type MerchantInviteResult,
  type PreMerchantInviteRequest,
} from './merchant'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'

/**
 * The merchant-business reads (src/api/merchant.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). The binds themselves are actions, not queries.
 */
export const merchantKeys = {
  all: ['merchant'] as const,
  preInvite: (pageFlag: string, userId: string) =>
    [...merchantKeys.all, 'pre-invite', pageFlag, userId] as const,
}

/** preMerchantInvite: the page init (user state, stop list), asked again on every visit. */
export const preMerchantInviteQuery = (request: PreMerchantInviteRequest, call?: CallOptions) =>
  queryOptions({
    queryKey: merchantKeys.preInvite(request.page_flag, request.user_id),
    queryFn: () => preMerchantInvite(request, call),
  })

/** preMerchantInvite: the merchant page's init by page flag and user (account-and-shared §4). */
export const usePreMerchantInvite = (
  request: PreMerchantInviteRequest,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...preMerchantInviteQuery(request, call), enabled })

/**
 * The merchant binds (docs/architecture.md, "State", Actions): each changes the account (docs/identity.md,
 * "Answers a page asked for"), so the page's user state is dropped and asked again; nothing more to
 * refresh. `smart`: newMerchantInvite (/bindBusinessNew); `phone`: merchantInviteByPhone (/bindBusiness).
 */
export const useMerchantInvite = (kind: 'smart' | 'phone') =>
  useAction<MerchantInviteRequest, MerchantInviteResult>({
    mutationFn: (request) => (kind === 'smart' ? newMerchantInvite(request) : merchantInviteByPhone(request)),
    meta: { changesAccount: true },
  })

/** saveFourPlusNRecord: the link's tracking record, saved silently (bookkeeping, account-and-shared §4). */
export const useSaveFourPlusNRecord = () =>
  useAction<FourPlusNRecord, unknown>({
    mutationFn: (record) => saveFourPlusNRecord(record, { silent: true, noToast: true }),
  })
