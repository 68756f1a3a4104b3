import { queryOptions, useQuery } from '@tanstack/react-query'
import { answerLost, type CallOptions } from './http'
import { mgmKeys } from './mgm-queries'
import { checkWhitePhone, whitelistAdd, type WhitelistAddRequest } from './mgm-whitelist'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'

/** The referral whitelist (./mgm-whitelist.ts) as a query and an action. Keys: ./mgm-queries.ts. */

export const whitePhoneQuery = (phone: string, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.whitePhone(phone),
    queryFn: () => checkWhitePhone(phone, call),
  })

/** checkWhitePhone: whether a phone is whitelisted (marketing §2.5, §2.6, §6). */
export const useWhitePhone = (phone: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...whitePhoneQuery(phone, call), enabled })

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/**
 * whitelistAdd: the inviter adds a friend by hand (marketing §2.5); the invite progress gains a row. After a
 * lost answer (added or not is unknown) the progress is asked again too; the form keeps its entries, so a
 * second tap is the same add under the same key (docs/money-actions.md).
 */
export function useWhitelistAdd() {
  const progress = () => [[...mgmKeys.all, 'invite-progress']]
  return useAction<WhitelistAddRequest, unknown>({
    mutationFn: (request) => whitelistAdd(request),
    meta: { refreshes: progress, afterFailure: (error) => (answerLost(error) ? progress() : undefined) },
  })
}
