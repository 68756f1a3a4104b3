import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from './http'
import type { MgmUserParams } from './mgm'
import { getInviteProgress, remindBySms, remindByWx } from './mgm-progress'
import { mgmKeys } from './mgm-queries'
import { useAction } from '@/shared/lib/action'
import type { QueryHookOptions } from './query-client'

/**
 * The invite progress and its reminders (./mgm-progress.ts) as a query and an action. Keys:
 * ./mgm-queries.ts.
 */

export const inviteProgressQuery = (params: MgmUserParams, call?: CallOptions) =>
  queryOptions({
    queryKey: mgmKeys.inviteProgress(params),
    queryFn: () => getInviteProgress(params, call),
  })

/** inviteRecordDetail: the invited friends' progress and whether the inviter is whitelisted (§2.3). */
export const useInviteProgress = (params: MgmUserParams, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...inviteProgressQuery(params, call), enabled })

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/** remindByWx / remindBySms: one reminder of a friend (marketing §2.3, §4.3). */
export const useRemindFriend = (appClientNo: string) =>
  useAction<{ recordId: string; channel: 'wx' | 'sms' }, unknown>({
    mutationFn: ({ recordId, channel }) =>
      (channel === 'wx' ? remindByWx : remindBySms)({ recordId, appClientNo }),
  })
