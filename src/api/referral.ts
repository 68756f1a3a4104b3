import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'

/** Referral programme ("recommend a friend", marketing §2.6, §3, §7.6). */

/** marketing §3 Referral list row; the strings are ready to show. */
export interface ReferralDto {
  /** Masked name, e.g. 李*. */
  invitedName: string
  /** Masked phone. */
  invitedPhone: string
  inviterStatusStr: string
  openAccountFlagStr: string
  purchaseFlagStr: string
}

export interface ReferralList {
  /** Total invited count. */
  num: number
  /** Points earned from referrals. */
  integral: number
  dtos: ReferralDto[]
}

export interface AddReferralRequest {
  page_flag: string
  user_id: string
  invitedPhone: string
  check_code: string
  captcha: string
  checkKey: string
}

export const getReferralList = (params: { user_id: string; page_flag: string }, options?: CallOptions) =>
  http.get<ReferralList>(endpoints.referral.processRecord, params, { ...options, accept200: true })

/** Failures (not whitelisted, bad phone, bad code, already referred) toast the server's message. */
export const addReferral = (request: AddReferralRequest, options?: CallOptions) =>
  http.post<void>(endpoints.referral.merchantInvite, request, { ...options, accept200: true })
