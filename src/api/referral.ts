import { http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { int, list, none, obj, text, type Out } from './schema'

/** Referral programme ("recommend a friend", marketing §2.6, §3, §7.6). */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3 Referral list row; the strings are ready to show ('' when missing). */
export const ReferralDto = obj({
  /** Masked name, e.g. 李*. */
  invitedName: text(),
  /** Masked phone. */
  invitedPhone: text(),
  inviterStatusStr: text(),
  openAccountFlagStr: text(),
  purchaseFlagStr: text(),
})
export type ReferralDto = Out<typeof ReferralDto>

export const ReferralList = obj({
  /** Total invited count. */
  num: int(),
  /** Points earned from referrals. */
  integral: int(),
  dtos: list(ReferralDto),
})
export type ReferralList = Out<typeof ReferralList>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface AddReferralRequest {
  page_flag: string
  user_id: string
  invitedPhone: string
  check_code: string
  captcha: string
  checkKey: string
}

export const getReferralList = (params: { user_id: string; page_flag: string }, options?: CallOptions) =>
  http.get(ReferralList, endpoints.referral.processRecord, params, { ...options, accept200: true })

/**
 * Failures (not whitelisted, bad phone, bad code, already referred) toast the server's message. It records
 * an invitation: keyed (docs/money-actions.md), a retry after a lost answer gets the first answer.
 */
export const addReferral = (request: AddReferralRequest, options?: CallOptions) =>
  http.post(none(), endpoints.referral.merchantInvite, request, moneyAction({ ...options, accept200: true }))
