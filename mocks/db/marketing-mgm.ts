import type { FirstPurchaseFlag, PositionFlag } from '@/api/mgm-task-flags'
import type { PositionRecord } from '@/api/mgm'
import type { PrizeRecord } from '@/api/mgm-prizes'
import { REWARD_COIN_NAME } from '@/shared/lib/invitation'
import type { MockUser, UserScenario } from './users'
import { buildPrizeRecord, cardViewTypeFor } from './marketing-cards'
import { daysAgo, dateStr, dateTimeStr, maskName, maskPhone, now } from './marketing-util'

/**
 * The four-step invitation campaign's state (marketing §2.1-§2.5, §4, §9): invite records, each
 * user's coin wallet and the prize stock. The rules that change it live in marketing-mgm-rules.ts.
 */

/** The reward coins' name on screen: the app's one name (shared/lib/invitation.ts). */
export const XYJ = REWARD_COIN_NAME

/** marketing §9 amounts, as this mock applies them (see marketing-mgm-rules.ts). */
export const MGM_RULES = {
  /** The friend's own reward for the first purchase (waits until received). */
  friendFirstPurchase: 5,
  /** The friend's own reward for a qualifying holding of 10,000 yuan (waits until received). */
  friendHolding: 45,
  /** The inviter's reward per friend who reaches the qualifying holding. */
  inviterPerFriend: 50,
  /** The same on the Sc variant. */
  inviterPerFriendSpecial: 45,
  /** Every 5th qualifying friend adds this bonus: 50 → 100, 45 → 95. */
  everyFifthBonus: 50,
  doubleEvery: 5,
  /** Inviter rewards stop at 5000 coins (vouchers up to 5000 yuan). */
  totalLimit: 5000,
} as const

export interface MgmRecordRow {
  recordId: string
  /** The inviter's openid. */
  inviterId: string
  /** The friend's openid ('' for a friend added by phone). */
  invitedId: string
  invitedPhone: string
  firstPurchaseFlag: FirstPurchaseFlag
  positionFlag: PositionFlag
  /** Days ('YYYY-MM-DD') a reminder was last sent; '' never. */
  lastWxRemind: string
  lastPhoneRemind: string
  /** Saved through the Sc variant (its inviter rewards are 45/95). */
  special: boolean
  createTime: string
}

export interface WaitReward {
  kind: 'firstPurchase' | 'position'
  xyj: number
  createTime: string
}

export interface MgmWallet {
  canUseXyj: number
  usedXyj: number
  /** Coins credited as an inviter (counts toward the total limit). */
  earnedXyj: number
  /** Coins earned as an invited friend, waiting to be received. */
  wait: WaitReward[]
  /** Friends who reached the qualifying holding (every 5th is doubled). */
  completedFriends: number
  positionRecords: PositionRecord[]
  /** Newest first. */
  prizeRecords: PrizeRecord[]
  exchangeCount: number
}

export interface MgmPrizeStock {
  id: string
  prizeName: string
  prizeValue: number
  stock: number
  /** false: the prize is listed but off the shelf (isEnough 3). */
  available: boolean
  /** 'pt' the normal campaign, 'ty' the Sc variant. */
  groups: ReadonlyArray<'pt' | 'ty'>
}

/** A phone known to have a first-purchase or holding condition (code 2222, marketing §4.4). */
export interface PurchaseCondition {
  firstPurchaseFlag: FirstPurchaseFlag
  positionFlag: PositionFlag
}

/** A friend who is not one of the scenario users (demo openids for the invitee landing). */
export interface Prospect {
  phone: string
  nickname: string
}

export interface MgmDb {
  records: MgmRecordRow[]
  wallets: Record<string, MgmWallet>
  prizes: MgmPrizeStock[]
  /** Phones that took part in a similar activity (code 1111). */
  similarActivityPhones: string[]
  purchaseConditions: Record<string, PurchaseCondition>
  prospects: Record<string, Prospect>
  nextRecordNo: number
}

export const emptyWallet = (): MgmWallet => ({
  canUseXyj: 0,
  usedXyj: 0,
  earnedXyj: 0,
  wait: [],
  completedFriends: 0,
  positionRecords: [],
  prizeRecords: [],
  exchangeCount: 0,
})

const seedPrizes = (): MgmPrizeStock[] => [
  { id: 'mgm-jd-5', prizeName: '5元京东E卡', prizeValue: 5, stock: 200, available: true, groups: ['pt'] },
  {
    id: 'mgm-jd-10',
    prizeName: '10元京东E卡',
    prizeValue: 10,
    stock: 200,
    available: true,
    groups: ['pt', 'ty'],
  },
  {
    id: 'mgm-jd-20',
    prizeName: '20元京东E卡',
    prizeValue: 20,
    stock: 100,
    available: true,
    groups: ['pt', 'ty'],
  },
  {
    id: 'mgm-hf-20',
    prizeName: '20元话费充值券',
    prizeValue: 20,
    stock: 0,
    available: true,
    groups: ['pt', 'ty'],
  },
  {
    id: 'mgm-jd-50',
    prizeName: '50元京东E卡',
    prizeValue: 50,
    stock: 50,
    available: true,
    groups: ['pt', 'ty'],
  },
  {
    id: 'mgm-cs-50',
    prizeName: '50元超市购物卡',
    prizeValue: 50,
    stock: 30,
    available: false,
    groups: ['pt', 'ty'],
  },
]

/** The `opened` user's seven friends: one row per flag value of marketing §4.2 and each row button. */
const OPENED_FRIENDS: ReadonlyArray<{
  phone: string
  fp: FirstPurchaseFlag
  pos: PositionFlag
  wxToday: boolean
  smsToday: boolean
  days: number
}> = [
  { phone: '13912340001', fp: 0, pos: 0, wxToday: false, smsToday: false, days: 1 }, // remind
  { phone: '13912340002', fp: 0, pos: 0, wxToday: true, smsToday: true, days: 2 }, // reminded
  { phone: '13912340003', fp: 1, pos: 0, wxToday: true, smsToday: false, days: 4 }, // holding pending
  { phone: '13912340004', fp: 1, pos: 1, wxToday: false, smsToday: false, days: 9 }, // complete
  { phone: '13912340005', fp: 2, pos: 2, wxToday: false, smsToday: false, days: 12 }, // similar activity
  { phone: '13912340006', fp: 3, pos: 3, wxToday: false, smsToday: false, days: 15 }, // cancelled account
  { phone: '13912340007', fp: 4, pos: 0, wxToday: false, smsToday: false, days: 20 }, // bought before
]

export function seedMgm(users: Record<UserScenario, MockUser>): MgmDb {
  const today = now()
  const todayText = dateStr(today)
  const opened = users.opened.openid
  const whitelisted = users.whitelisted.openid
  let no = 1
  const row = (
    inviterId: string,
    friend: {
      phone: string
      fp: FirstPurchaseFlag
      pos: PositionFlag
      wxToday: boolean
      smsToday: boolean
      days: number
    },
  ): MgmRecordRow => ({
    recordId: `MR${String(no++).padStart(6, '0')}`,
    inviterId,
    invitedId: `oFriend${friend.phone.slice(-4)}${inviterId.slice(-5)}`,
    invitedPhone: friend.phone,
    firstPurchaseFlag: friend.fp,
    positionFlag: friend.pos,
    lastWxRemind: friend.wxToday ? todayText : '',
    lastPhoneRemind: friend.smsToday ? todayText : '',
    special: false,
    createTime: dateTimeStr(daysAgo(friend.days, 9 + (no % 8), 12 + no)),
  })
  const records = [
    ...OPENED_FRIENDS.map((f) => row(opened, f)),
    row(whitelisted, { phone: '13512348801', fp: 0, pos: 0, wxToday: false, smsToday: false, days: 3 }),
    row(whitelisted, { phone: '13512348802', fp: 1, pos: 0, wxToday: false, smsToday: false, days: 6 }),
  ]
  const completeFriend = records[3]
  const sent = (days: number) => daysAgo(days, 15, 30, today)
  return {
    records,
    wallets: {
      [opened]: {
        canUseXyj: 65,
        usedXyj: 50,
        earnedXyj: 50,
        // The friend-side first-purchase reward the opened user still has to receive (§2.1 receive alert).
        wait: [
          { kind: 'firstPurchase', xyj: MGM_RULES.friendFirstPurchase, createTime: dateTimeStr(sent(1)) },
        ],
        completedFriends: 1,
        positionRecords: [
          {
            invitedPhone: maskPhone(completeFriend.invitedPhone),
            rewardXyj: MGM_RULES.inviterPerFriend,
            content: `好友${maskPhone(completeFriend.invitedPhone)}完成持仓任务，您获得${MGM_RULES.inviterPerFriend}个${XYJ}`,
            createTime: dateTimeStr(daysAgo(7, 11, 5, today)),
          },
        ],
        // One exchanged prize per card kind: 10 + 20 + 20 = the 50 coins used.
        prizeRecords: [
          buildPrizeRecord('20元京东E卡', cardViewTypeFor(3), `${opened}:3`, sent(2)),
          buildPrizeRecord('20元京东E卡', cardViewTypeFor(2), `${opened}:2`, sent(5)),
          buildPrizeRecord('10元京东E卡', cardViewTypeFor(1), `${opened}:1`, sent(8)),
        ],
        exchangeCount: 3,
      },
    },
    prizes: seedPrizes(),
    similarActivityPhones: ['13800001111', '13800002222'],
    purchaseConditions: {
      '13700000001': { firstPurchaseFlag: 1, positionFlag: 0 },
      '13700000002': { firstPurchaseFlag: 2, positionFlag: 2 },
      '13700000003': { firstPurchaseFlag: 3, positionFlag: 3 },
      '13700000004': { firstPurchaseFlag: 4, positionFlag: 0 },
    },
    // Demo friends for the invitee landing: open /mgmInvited as one of these openids to see each outcome.
    prospects: {
      oProspectNew0001: { phone: '13600000001', nickname: '新朋友' },
      oProspectSimilar01: { phone: '13800001111', nickname: '老活动用户' },
      oProspectFirstDone: { phone: '13700000001', nickname: '已首购用户' },
      oProspectSimilarReward: { phone: '13700000002', nickname: '同类奖励用户' },
      oProspectCancelled: { phone: '13700000003', nickname: '已销户用户' },
      oProspectBoughtBefore: { phone: '13700000004', nickname: '老客户' },
    },
    nextRecordNo: no,
  }
}

/** The inviter's name as the invitee sees it. */
export const inviterDisplayName = (user: Pick<MockUser, 'realName' | 'nickname'>): string =>
  maskName(user.realName) || user.nickname
