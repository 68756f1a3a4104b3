import type { FirstPurchaseFlag, PositionFlag, SaveInviteResult } from '@/api/mgm'
import { SAVE_INVITE_CODES } from '@/api/mgm'

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

export type ExceptionReason = 'accountHolder' | 'similarActivity' | 'similarReward' | 'otherInviter'
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

const SUCCESS_CODES = ['0000', '200']

function saved(data: SaveInviteResult): InviteeOutcome {
  return {
    kind: 'saved',
    inviterName: data.inviterName,
    firstPurchaseDone: data.firstPurchaseFlag === 1,
    status: inviteeSuccessStatus(data.firstPurchaseFlag, data.positionFlag),
  }
}

/** The bind flow already saved the invite (hasSaveInvite=1): nothing is known about the tasks yet. */
export const SAVED_BY_BIND_FLOW: InviteeOutcome = {
  kind: 'saved',
  inviterName: '',
  firstPurchaseDone: false,
  status: 'precomplete',
}

/**
 * Save-invite answer → landing outcome (marketing §4.4).
 *
 * | code        | outcome                                                                        |
 * |-------------|--------------------------------------------------------------------------------|
 * | 0000 / 200  | oldFlag 1: exception (existing account); otherwise saved, inviter name shown   |
 * | 1111        | exception: already took part in a similar activity                             |
 * | 2222        | firstPurchaseFlag 3 or 4: ineligible; 2: exception; otherwise saved            |
 * | 3333        | exception: already bound to another inviter                                    |
 * | other       | the server's message                                                           |
 *
 * 2222 has two readings in the spec. This implements the first one (flag 3 or 4 ineligible, 2 the
 * exception view, anything else saved with the first purchase done when the flag is 1). The other
 * reading (3 = transferred; 2 on both flags = already took part; else proceed) is not used.
 */
export function inviteeOutcomeFromSave(code: string, data: SaveInviteResult, message = ''): InviteeOutcome {
  const c = code
  if (SUCCESS_CODES.includes(c)) {
    return data.oldFlag === '1' ? { kind: 'exception', reason: 'accountHolder' } : saved(data)
  }
  if (c === SAVE_INVITE_CODES.similarActivity) return { kind: 'exception', reason: 'similarActivity' }
  if (c === SAVE_INVITE_CODES.purchaseCondition) {
    const fp = data.firstPurchaseFlag
    if (fp === 3) return { kind: 'ineligible', reason: 'cancelled' }
    if (fp === 4) return { kind: 'ineligible', reason: 'boughtBefore' }
    if (fp === 2) return { kind: 'exception', reason: 'similarReward' }
    return saved(data)
  }
  if (c === SAVE_INVITE_CODES.otherInviter) return { kind: 'exception', reason: 'otherInviter' }
  return { kind: 'message', text: message || '邀请保存失败，请稍后再试' }
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
