import { http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation } from './mgm'
import { flag, none, obj, type Out } from './schema'

/**
 * Four-step invitation: the referral whitelist, its hand-added friends and the white-phone check (marketing
 * §2.5, §2.6, §6). Conventions: ./mgm.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

export const WhitePhoneResult = obj({ isWhite: flag() })
export type WhitePhoneResult = Out<typeof WhitePhoneResult>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface WhitelistAddRequest {
  pageFlag: string
  inviterId: string
  invitedPhone: string
  checkCode: string
}

/** Codes the whitelist form shows itself: no permission, bad phone, bad SMS code, already invited. */
export const WHITELIST_ADD_CODES = ['1111', '2222', '3333', '4444'] as const

/** Whitelisted inviters add a friend by phone and SMS code (marketing §2.5); keyed (docs/money-actions.md). */
export const whitelistAdd = (request: WhitelistAddRequest, options?: CallOptions) =>
  http.post(
    none(),
    endpoints.mgm.replenishInvite,
    request,
    moneyAction(invitation(options, WHITELIST_ADD_CODES)),
  )

export const checkWhitePhone = (user_phone: string, options?: CallOptions) =>
  http.get(WhitePhoneResult, endpoints.mgm.checkWhitePhone, { user_phone }, invitation(options))
