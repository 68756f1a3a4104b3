import { http, moneyAction, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { flag, int, list, none, obj, text, type Out } from './schema'

/**
 * Four-step invitation ("mgmfour") calls (api-contract.md, Four-step invitation and referral;
 * marketing §2.1-§2.5, §3, §4, §7.1, §9). Shapes the spec leaves open are fixed here and served by
 * mocks/handlers/mgm.ts.
 *
 * This module holds the inviter home's first paint (marketing §2.1) and what every four-step module shares
 * (MgmUserParams, the invitation call options); the other pages' calls are in their own modules, each
 * importing these from here: ./mgm-exchange.ts (the exchange popup), ./mgm-prizes.ts (the prize records),
 * ./mgm-progress.ts (the invite progress and reminders), ./mgm-invites.ts (saving an invitation),
 * ./mgm-whitelist.ts (the referral whitelist), ./mgm-poster.ts (the poster), ./mgm-task-flags.ts (the
 * friend's task flags).
 */

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

/** One line of the home page's reward strip: a friend finished a task and the inviter got coins. */
export const PositionRecord = obj({
  invitedPhone: text(),
  /** Coins credited to the inviter for this friend. */
  rewardXyj: int(),
  content: text(),
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: text(),
})
export type PositionRecord = Out<typeof PositionRecord>

/** marketing §2.1: the inviter home. Coin amounts are xyj (1 coin = 1 yuan of voucher, §9). */
export const MgmHomeData = obj({
  inviterName: text(),
  /** Coins the user may exchange now. */
  canUseXyj: int(),
  /** Coins already exchanged for prizes. */
  usedXyj: int(),
  /** Coins earned as an invited friend and waiting to be received (changeWaitXyj moves them to canUseXyj). */
  viewXyj: int(),
  xyj_description: text(),
  positionRecordList: list(PositionRecord),
  /** Friends still to complete before the next doubled reward (every 5th friend is doubled, §9). */
  diffPerson: int(),
  /** '1' when the campaign's total reward limit (5000 yuan, §9) is reached. */
  isTotalLimit: flag(),
  /** '1' on the Sc variant. */
  isSpecial: flag(),
  /** Waiting first-purchase rewards (the receive alert shows when above 0, §2.1). */
  firstPurchanseCount: int(),
  /** Waiting holding rewards. */
  positionCount: int(),
  first_purchanse_content: text(),
  position_content: text(),
  /** Smallest prize value (the Sc exchange threshold, §4.5); 0 when unknown (the threshold falls back to 50). */
  smallest_prize_value: int(),
  /** Smallest prize value of the experience ("ty") prize group. */
  smallest_prize_value_ty: int(),
})
export type MgmHomeData = Out<typeof MgmHomeData>

// ---------------------------------------------------------------------------------------------------
// Requests

/** The three fields every four-step call carries (marketing §7.1). */
export interface MgmUserParams {
  pageFlag: string
  userId: string
  eventId: string
}

/** Invitation calls accept 200 as success (api-contract.md, Transport). */
export const invitation = (options?: CallOptions, quietCodes: readonly string[] = []): CallOptions => ({
  ...options,
  accept200: true,
  quietCodes: [...quietCodes, ...(options?.quietCodes ?? [])],
})

export const getMgmHome = (params: MgmUserParams, options?: CallOptions) =>
  http.get(MgmHomeData, endpoints.mgm.initHomeData, params, invitation(options))

/** Moves the waiting coins (viewXyj) into canUseXyj. */
export const receiveFirstPurchaseReward = (params: MgmUserParams, options?: CallOptions) =>
  http.post(none(), endpoints.mgm.changeWaitXyj, params, moneyAction(invitation(options)))
