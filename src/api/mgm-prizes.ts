import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation } from './mgm'
import { code, list, obj, oneOf, text, type Out } from './schema'

/**
 * Four-step invitation: the inviter's prize records (marketing §2.4, §3), whose record is also the card of
 * the draws' and the talent station's prizes. Conventions: ./mgm.ts.
 */

/** marketing §2.4: 1 coupon code plus password, 2 link, 3 exchange code. */
export type CardViewType = 1 | 2 | 3

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3 Prize record. Codes may arrive as numbers: they are always read as their text. */
export const PrizeRecord = obj({
  prizesName: text(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  prizeSendTime: text(),
  /** Card 1: the coupon code; card 2: the redemption link (https url); card 3: the exchange code. */
  accountNum: code(),
  /** Card 1: the 6-digit password; empty otherwise. */
  cami: code(),
  /** Validity end, 'YYYY-MM-DD'. */
  deadline: text(),
  status: text(),
  prizeType: text(),
  /** Rich text (HTML). */
  instructions: text(),
  /** An unknown type shows the value as an exchange code (3), so the user still gets something to copy. */
  cardViewType: oneOf([1, 2, 3] as const, 3),
})
export type PrizeRecord = Out<typeof PrizeRecord>
export const PrizeRecords = list(PrizeRecord)

export const getPrizeRecords = (params: { pageFlag: string; userId: string }, options?: CallOptions) =>
  http.get(PrizeRecords, endpoints.mgm.exchangePrizeList, params, invitation(options))
