import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerLost, type CallOptions } from './http'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'
import { addReferral, getReferralList, type AddReferralRequest } from './referral'

/**
 * The referral reads (src/api/referral.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state").
 */
export const referralKeys = {
  all: ['referral'] as const,
  list: ({ user_id, page_flag }: { user_id: string; page_flag: string }) =>
    [...referralKeys.all, 'list', user_id, page_flag] as const,
}

export const referralListQuery = (params: { user_id: string; page_flag: string }, call?: CallOptions) =>
  queryOptions({
    queryKey: referralKeys.list(params),
    queryFn: () => getReferralList(params, call),
  })

/** processRecord: the referred friends, their count and the points earned (marketing §2.6). */
export const useReferralList = (
  params: { user_id: string; page_flag: string },
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...referralListQuery(params, call), enabled })

/**
 * merchantInvite: adds a referred friend (marketing §2.6; docs/architecture.md, "Server state", Actions).
 * The referral list gains the friend: asked again, after a lost answer too (added or not is unknown); the
 * form keeps its entries, so a second tap is the same add under the same key (docs/money-actions.md).
 */
export const useAddReferral = () =>
  useAction<AddReferralRequest, unknown>({
    mutationFn: (request) => addReferral(request),
    meta: {
      refreshes: () => [referralKeys.all],
      afterFailure: (error) => (answerLost(error) ? [referralKeys.all] : undefined),
    },
  })
