import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { getMgmHome, type MgmUserParams } from './mgm'
import type { QueryHookOptions } from './query-client'

/**
 * The four-step invitation reads (src/api/mgm.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Balances, prizes and records change with the customer's
 * actions: asked again on every visit, and invalidated by the actions that change them (exchange,
 * receive).
 *
 * This module holds the keys of every four-step module and the inviter home's first paint; the home's
 * receive action is in ./mgm-receive-queries.ts (its dialog loads it), the other pages' queries and actions
 * are beside their calls (./mgm-exchange-queries.ts, ./mgm-prizes-queries.ts,
 * ./mgm-progress-queries.ts, ./mgm-invites-queries.ts, ./mgm-whitelist-queries.ts), with the keys from here.
 */
export const mgmKeys = {
  all: ['mgm'] as const,
  home: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'home', pageFlag, userId, eventId] as const,
  exchangePrizes: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'exchange-prizes', pageFlag, userId, eventId] as const,
  inviteProgress: ({ pageFlag, userId, eventId }: MgmUserParams) =>
    [...mgmKeys.all, 'invite-progress', pageFlag, userId, eventId] as const,
  prizeRecords: ({ pageFlag, userId }: { pageFlag: string; userId: string }) =>
    [...mgmKeys.all, 'prize-records', pageFlag, userId] as const,
  whitePhone: (phone: string) => [...mgmKeys.all, 'white-phone', phone] as const,
}

export const mgmHomeQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.home(params),
    queryFn: () => getMgmHome(params, call),
  })

/** initHomeData: the inviter home's coins, reward strip and waiting rewards (marketing §2.1). */
export const useMgmHome = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...mgmHomeQuery(params, call), enabled })
