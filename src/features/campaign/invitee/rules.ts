import type { FirstPurchaseFlag, PositionFlag } from '@/api/mgm-task-flags'
import type { SaveInviteResult } from '@/api/mgm-invites'
import { inviteSaveVerdict, type InviteVariant } from '@/shared/lib/invitation'

/** marketing §2.2: the invitee's progress on the two tasks. */
export type InviteeSuccessStatus = 'complete' | 'precomplete' | 'onlyFirstPurchaseLeft' | 'onlyPositionLeft'

/** First purchase done × holding met → status (marketing §2.2). */
export function inviteeSuccessStatus(
  firstPurchaseFlag: FirstPurchaseFlag,
  positionFlag: PositionFlag,
): InviteeSuccessStatus {
  const bought = firstPurchaseFlag === 1
  const held = positionFlag === 1
  if (bought && held) return 'complete'
  if (bought) return 'onlyPositionLeft'
  if (held) return 'onlyFirstPurchaseLeft'
  return 'precomplete'
}

export type ExceptionReason = 'accountHolder' | 'similarActivity' | 'otherInviter'
export type IneligibleReason = 'cancelled' | 'boughtBefore'

export type InviteeOutcome =
  | {
      kind: 'saved'
      inviterName: string
      firstPurchaseDone: boolean
      status: InviteeSuccessStatus
    }
  | { kind: 'exception'; reason: ExceptionReason }
  | { kind: 'ineligible'; reason: IneligibleReason }
  | { kind: 'message'; text: string }

function saved(data: SaveInviteResult): InviteeOutcome {
  return {
    kind: 'saved',
    inviterName: data.inviterName,
    firstPurchaseDone: data.firstPurchaseFlag === 1,
    status: inviteeSuccessStatus(data.firstPurchaseFlag, data.positionFlag),
  }
}

/**
 * The bind flow saved the invite and the landing cannot ask again (no inviter known): nothing is known
 * about the tasks.
 */
export const SAVED_BY_BIND_FLOW: InviteeOutcome = {
  kind: 'saved',
  inviterName: '',
  firstPurchaseDone: false,
  status: 'precomplete',
}

/**
 * Save-invite answer → landing outcome (marketing §4.4), by the one save-invite rule the save after
 * binding uses too (`inviteSaveVerdict`, shared/lib/invitation.ts: 2222 per account-and-shared §4):
 * saved → the tasks (first purchase done when firstPurchaseFlag is 1); account holder, another inviter,
 * similar activity → the exception (promoter) view; cancelled, bought before → the ineligible
 * (promoter) view; any other code → the server's message.
 */
export function inviteeOutcomeFromSave(
  code: string,
  data: SaveInviteResult,
  variant: InviteVariant,
  message = '',
): InviteeOutcome {
  const verdict = inviteSaveVerdict(code, data, variant)
  switch (verdict) {
    case 'saved':
      return saved(data)
    case 'accountHolder':
    case 'otherInviter':
    case 'similarActivity':
      return { kind: 'exception', reason: verdict }
    case 'cancelled':
    case 'boughtBefore':
      return { kind: 'ineligible', reason: verdict }
    default:
      return { kind: 'message', text: message || '邀请保存失败，请稍后再试' }
  }
}

/**
 * marketing §2.2 and §5: a usable inviter id is a non-empty string other than the text "null"
 * (old share links wrote `inviterOpenId=null` when the inviter had no openid yet).
 */
export function isUsableInviterId(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const v = value.trim()
  return v !== '' && v.toLowerCase() !== 'null' && v.toLowerCase() !== 'undefined'
}

/** The landing opens when the link carries an inviter or the bind flow already saved the invite. */
export function landingAllowed(inviterOpenId: unknown, hasSaveInvite: unknown): boolean {
  return isUsableInviterId(inviterOpenId) || String(hasSaveInvite) === '1'
}
