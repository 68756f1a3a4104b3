import { http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { invitation, type MgmUserParams } from './mgm'
import { code, flag, int, list, obj, oneOf, text, type Out } from './schema'

/**
 * Four-step invitation: the inviter home's exchange popup, its prize list and the coin exchange (marketing
 * §2.1, §3, §4.5), loaded on the popup's first opening. Conventions: ./mgm.ts.
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** marketing §3 Prize. */
export const Prize = obj({
  id: code(),
  /** Voucher value in yuan; it costs the same number of coins (§9). */
  prizeValue: int(),
  prizeName: text(),
  /** 1 enough coins, 0 not enough, 2 sold out, 3 not available (also for an unknown code). */
  isEnough: oneOf([0, 1, 2, 3] as const, 3),
  /** 1 on the largest prize the user can take now. */
  isDefault: oneOf([0, 1] as const, 0),
})
export type Prize = Out<typeof Prize>

export const ExchangePrizes = obj({
  canUseXyj: int(),
  isTotalLimit: flag(),
  totalLimitContent: text(),
  /** Prizes without an id cannot be exchanged and are left out. */
  prizeList: list(Prize),
  exchange_prize_desc: text(),
})
export type ExchangePrizes = Out<typeof ExchangePrizes>

export const ExchangeResult = obj({
  /** How many exchanges the user has made in this campaign, this one included. */
  successNum: int(),
  prizeName: text(),
  exchange_time_content: text(),
})
export type ExchangeResult = Out<typeof ExchangeResult>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface ExchangeRequest extends MgmUserParams {
  prizeId: string
}

/** marketing §4.5: prizes gone. */
export const EXCHANGE_GONE_CODE = '1111'

/** Prizes without an id cannot be exchanged: they are left out. */
export async function getExchangePrizes(
  params: MgmUserParams,
  options?: CallOptions,
): Promise<ExchangePrizes> {
  const data = await http.get(ExchangePrizes, endpoints.mgm.canExchangePrizes, params, invitation(options))
  return { ...data, prizeList: data.prizeList.filter((prize) => prize.id !== '') }
}

/** Rejects quietly with 1111 when the prize is gone (marketing §4.5). */
export const exchangeCoins = (request: ExchangeRequest, options?: CallOptions) =>
  http.post(
    ExchangeResult,
    endpoints.mgm.exchangeCard,
    request,
    moneyAction(invitation(options, [EXCHANGE_GONE_CODE])),
  )
