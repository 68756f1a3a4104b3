import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { pageConfigQuery } from './config-queries'
import type { CallOptions } from './http'
import { appLoginQuery } from './identity-queries'
import { saveInvite, type SaveInviteRequest, type SaveInviteResult } from './mgm-invites'
import { useAction } from '@/shared/lib/action'

/** Saving an invitation (./mgm-invites.ts) as an action. */

// Actions (docs/architecture.md, "Server state", Actions): what each one changes is declared here.

/**
 * saveNewMgmRecord: the invited friend's landing saves the invitation (marketing §4.4). Keyed: the same save
 * sent again after a lost answer gets the first answer (docs/money-actions.md).
 */
export const useSaveInvite = (call?: CallOptions) =>
  useAction<SaveInviteRequest, SaveInviteResult>({ mutationFn: (request) => saveInvite(request, call) })

/**
 * What the invitation save after a bind reads first (account-and-shared §4), through the cache: the friend's
 * app login by openid (its client number and token, stored as every app login by openid is) and the invited
 * page's running event. Neither failure stops the save: the server identifies the friend by openid and picks
 * the running event for an empty id. Answers the event id.
 */
export function useBeforeInviteSave(): (openid: string, pageFlag: string) => Promise<string> {
  const client = useQueryClient()
  return useCallback(
    async (openid, pageFlag) => {
      const quiet = { silent: true, noToast: true }
      await client
        .fetchQuery({ ...appLoginQuery(openid, { silent: true }), staleTime: 0 })
        .catch(() => undefined)
      const config = await client
        .fetchQuery({ ...pageConfigQuery(pageFlag, quiet), staleTime: 0 })
        .catch(() => undefined)
      return config?.moduleList[0]?.id ?? ''
    },
    [client],
  )
}
