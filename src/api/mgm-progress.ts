import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation, type MgmUserParams } from './mgm'
import { firstPurchaseFlag, positionFlag } from './mgm-task-flags'
import { code, flag, list, none, obj, text, type Out } from './schema'

/**
 * Four-step invitation: the invite progress page and its reminders (marketing §2.3, §3, §4.3). Conventions:
 * ./mgm.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3 Invite progress record. Message flags are '1' when that channel was used today. */
export const InviteRecord = obj({
  recordId: code(),
  /** Masked: 3 leading digits, ****, 4 last digits. */
  invitedPhone: text(),
  firstPurchaseFlag: firstPurchaseFlag(),
  positionFlag: positionFlag(),
  wxMsgFlag: flag(),
  phoneMsgFlag: flag(),
})
export type InviteRecord = Out<typeof InviteRecord>

export const InviteProgress = obj({
  resultList: list(InviteRecord),
  isWhite: flag(),
})
export type InviteProgress = Out<typeof InviteProgress>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface RemindRequest {
  recordId: string
  appClientNo: string
}

/** Codes a reminder can fail with: 1111 already reminded today on this channel, 2222 nothing to remind. */
export const REMIND_CODES = ['1111', '2222'] as const

export const getInviteProgress = (params: MgmUserParams, options?: CallOptions) =>
  http.get(InviteProgress, endpoints.mgm.inviteRecordDetail, params, invitation(options))

export const remindByWx = (request: RemindRequest, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.sendWxMessage, request, invitation(options, REMIND_CODES))

export const remindBySms = (request: RemindRequest, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.sendPhoneMessage, request, invitation(options, REMIND_CODES))
