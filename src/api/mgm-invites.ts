import { ApiError, http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Flag } from './identity'
import { session } from '@/shared/lib/storage'
import { invitation } from './mgm'
import { firstPurchaseFlag, positionFlag } from './mgm-task-flags'
import { flag, obj, parse, text, type Out, type Schema } from './schema'

/**
 * Four-step invitation: the invited friend's invitation, saved by the landing and after binding (marketing
 * §2.2, §3, §4.4). Conventions: ./mgm.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3, §4.4. Also the `data` of a 2222 rejection (read it from ApiError.data: parsed too). */
export const SaveInviteResult = obj({
  /** '1': the friend already holds an account (exception view). */
  oldFlag: flag(),
  firstPurchaseFlag: firstPurchaseFlag(),
  positionFlag: positionFlag(),
  inviterName: text(),
  isSpecial: flag(),
})
export type SaveInviteResult = Out<typeof SaveInviteResult>

// ---------------------------------------------------------------------------------------------------
// Requests

/** marketing §3 Invite save request; whiteList is '0' on the landing. */
export interface SaveInviteRequest {
  invitedId: string
  pageFlag: string
  inviterId: string
  eventId: string
  whiteList: Flag
}

/** Codes the invitee landing interprets (marketing §4.4). */
export const SAVE_INVITE_CODES = {
  similarActivity: '1111',
  purchaseCondition: '2222',
  otherInviter: '3333',
} as const

/**
 * A business rejection's `data` goes through the response's schema like a success's `data` would. An
 * unsettled answer (409, a 5xx) stays unsettled: no final answer (docs/money-actions.md).
 */
function withParsedData(err: unknown, schema: Schema): unknown {
  if (!(err instanceof ApiError) || err.kind !== 'business') return err
  return new ApiError(err.message, err.code, err.kind, parse(schema, err.data), err.unsettled)
}

/**
 * Rejects quietly with 1111, 2222 and 3333 (marketing §4.4). The rejection's `data` (read by the landing
 * under 2222) is parsed as a SaveInviteResult too. The answer, a success or a business rejection, is kept
 * for the session (`savedInviteAnswer`). A money-like action (docs/money-actions.md): the same save sent
 * again after a lost answer carries the same key and gets the first answer, not 3333 for its own record.
 */
export async function saveInvite(
  request: SaveInviteRequest,
  options?: CallOptions,
): Promise<SaveInviteResult> {
  try {
    const data = await http.post(
      SaveInviteResult,
      endpoints.mgm.saveNewMgmRecord,
      request,
      moneyAction(invitation(options, Object.values(SAVE_INVITE_CODES))),
    )
    rememberInviteSave(request, { code: '0000', data, message: '' })
    return data
  } catch (err) {
    const parsed = withParsedData(err, SaveInviteResult)
    if (parsed instanceof ApiError && parsed.kind === 'business' && !parsed.unsettled)
      rememberInviteSave(request, {
        code: parsed.code,
        data: parsed.data as SaveInviteResult,
        message: parsed.message,
      })
    throw parsed
  }
}

/** What a save of the invitation answered: its code ('0000' for a success), the flags, a rejection's text. */
export interface InviteSaveAnswer {
  code: string
  data: SaveInviteResult
  message: string
}

type InviteSaveKey = Pick<SaveInviteRequest, 'invitedId' | 'inviterId' | 'pageFlag'>

function rememberInviteSave(request: SaveInviteRequest, answer: InviteSaveAnswer): void {
  const { invitedId, inviterId, pageFlag } = request
  session.setJson('mgmInviteSave', { invitedId, inviterId, pageFlag, ...answer })
}

/**
 * The answer the last save gave for this friend, inviter and landing in this session (null: none). An
 * invitation is saved once (marketing §2.2, §4.4): the bind flow saves it and comes back to the landing
 * with hasSaveInvite=1, which shows this answer instead of saving again (a real backend may refuse the
 * repeat with 3333, "already bound to another inviter").
 */
export function savedInviteAnswer(key: InviteSaveKey): InviteSaveAnswer | null {
  const stored = session.getJson<Partial<InviteSaveKey & InviteSaveAnswer>>('mgmInviteSave')
  if (
    !stored ||
    !key.invitedId ||
    stored.invitedId !== key.invitedId ||
    stored.inviterId !== key.inviterId ||
    stored.pageFlag !== key.pageFlag
  )
    return null
  return {
    code: String(stored.code ?? ''),
    data: parse(SaveInviteResult, stored.data ?? null),
    message: typeof stored.message === 'string' ? stored.message : '',
  }
}
