import type { CallOptions } from './http'
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
