import type { ExchangePrizes, ExchangeResult, Prize } from '@/api/mgm-exchange'
import type { FirstPurchaseFlag } from '@/api/mgm-task-flags'
import type { InviteProgress } from '@/api/mgm-progress'
import type { MgmHomeData } from '@/api/mgm'
import type { SaveInviteRequest, SaveInviteResult } from '@/api/mgm-invites'
import type { Flag } from '@/api/identity'
import { buildPrizeRecord, cardViewTypeFor } from './marketing-cards'
import {
  emptyWallet,
  MGM_RULES,
  XYJ,
  type MgmDb,
  type MgmPrizeStock,
  type MgmRecordRow,
  type MgmWallet,
} from './marketing-mgm'
import { dateStr, dateTimeStr, maskPhone, now, PHONE_PATTERN, refuse } from './marketing-util'

/**
 * The four-step campaign's rules (marketing §4.2-§4.5, §9), as pure functions over the store. What
 * this mock implements for the coins (§9 leaves the details open):
 *
 * - A friend's first purchase: the friend gets 5 coins, waiting to be received (changeWaitXyj).
 * - A friend's qualifying holding (10,000 yuan): the friend gets 45 coins, waiting; a holding implies a
 *   first purchase, which is credited first if it was not. The inviter gets 50 coins at once (45 on the
 *   Sc variant); every 5th friend of the inviter to qualify adds 50 more (100, or 95 on Sc).
 * - Inviter rewards stop at 5000 coins in total (isTotalLimit); the last credit is cut to fit.
 * - Friends with firstPurchaseFlag 2, 3 or 4 earn nothing for anyone.
 */

export interface Invitee {
  openid: string
  phone: string
  /** Already holds an account with the provider: saved nowhere, oldFlag '1'. */
  isAccountHolder: boolean
}

export interface Inviter {
  openid: string
  /** As the invitee sees it (masked). */
  name: string
  isWhite: boolean
}

export interface CoinCredit {
  openid: string
  xyj: number
  reason: 'friendFirstPurchase' | 'friendHolding' | 'inviterReward'
}

export type RemindChannel = 'wx' | 'sms'

/** The Sc variant's page flags end with Sc (new_mgm_inviterSc, new_mgm_invitedSc). */
export const isSpecialPage = (pageFlag: string): boolean => pageFlag.endsWith('Sc')
const flag = (b: boolean): Flag => (b ? '1' : '0')

export function walletOf(m: MgmDb, openid: string): MgmWallet {
  m.wallets[openid] ??= emptyWallet()
  return m.wallets[openid]
}

const sum = (xs: readonly { xyj: number }[]) => xs.reduce((a, x) => a + x.xyj, 0)
const isInvalid = (r: MgmRecordRow) =>
  [2, 3, 4].includes(r.firstPurchaseFlag) || [2, 3].includes(r.positionFlag)
const prizesFor = (m: MgmDb, pageFlag: string) =>
  m.prizes.filter((p) => p.groups.includes(isSpecialPage(pageFlag) ? 'ty' : 'pt'))
const smallestValue = (prizes: MgmPrizeStock[]) =>
  Math.min(...prizes.filter((p) => p.available).map((p) => p.prizeValue))

export function mgmHome(m: MgmDb, user: { openid: string; name: string }, pageFlag: string): MgmHomeData {
  const w = walletOf(m, user.openid)
  const firstWaiting = w.wait.filter((r) => r.kind === 'firstPurchase')
  const positionWaiting = w.wait.filter((r) => r.kind === 'position')
  return {
    inviterName: user.name,
    canUseXyj: w.canUseXyj,
    usedXyj: w.usedXyj,
    viewXyj: sum(w.wait),
    xyj_description: `${XYJ}可兑换购物卡券，1个${XYJ}可兑换1元卡券，满5个即可兑换。好友完成首购和持仓任务后您即可获得奖励，每第5位完成任务的好友奖励翻倍。`,
    positionRecordList: w.positionRecords.slice(0, 10),
    diffPerson: MGM_RULES.doubleEvery - (w.completedFriends % MGM_RULES.doubleEvery),
    isTotalLimit: flag(w.earnedXyj >= MGM_RULES.totalLimit),
    isSpecial: flag(isSpecialPage(pageFlag)),
    firstPurchanseCount: firstWaiting.length,
    positionCount: positionWaiting.length,
    first_purchanse_content: firstWaiting.length
      ? `恭喜您完成首次购买任务，获得${sum(firstWaiting)}个${XYJ}`
      : '',
    position_content: positionWaiting.length
      ? `恭喜您完成持仓达标任务，获得${sum(positionWaiting)}个${XYJ}`
      : '',
    smallest_prize_value: smallestValue(prizesFor(m, '')),
    smallest_prize_value_ty: smallestValue(prizesFor(m, 'Sc')),
  }
}

/** marketing §4.5: isEnough 3 off the shelf, 2 sold out, 1 affordable, 0 not; the largest affordable is the default. */
export function exchangePrizes(m: MgmDb, openid: string, pageFlag: string): ExchangePrizes {
  const w = walletOf(m, openid)
  const list: Prize[] = prizesFor(m, pageFlag).map((p) => ({
    id: p.id,
    prizeValue: p.prizeValue,
    prizeName: p.prizeName,
    isEnough: !p.available ? 3 : p.stock <= 0 ? 2 : w.canUseXyj >= p.prizeValue ? 1 : 0,
    isDefault: 0,
  }))
  const affordable = list.filter((p) => p.isEnough === 1)
  const best = affordable.reduce<Prize | undefined>(
    (a, p) => (!a || p.prizeValue > a.prizeValue ? p : a),
    undefined,
  )
  if (best) best.isDefault = 1
  const limited = w.earnedXyj >= MGM_RULES.totalLimit
  return {
    canUseXyj: w.canUseXyj,
    isTotalLimit: flag(limited),
    totalLimitContent: limited
      ? `您在本活动累计获得的${XYJ}已达上限${MGM_RULES.totalLimit}个，邀请好友将不再获得奖励`
      : '',
    prizeList: list,
    exchange_prize_desc: `兑换成功后卡券将发放至“兑换记录”，请在有效期内使用。${XYJ}兑换后不可退回。`,
  }
}

export function exchangeCoins(m: MgmDb, openid: string, prizeId: string, pageFlag: string): ExchangeResult {
  const w = walletOf(m, openid)
  const prize = prizesFor(m, pageFlag).find((p) => p.id === prizeId)
  if (!prize) refuse('4444', '奖品不存在，请刷新后重试')
  if (!prize.available) refuse('4444', '该奖品暂不可兑换')
  if (prize.stock <= 0) refuse('1111', '您来晚了，权益已被兑完') // marketing §4.5
  if (w.canUseXyj < prize.prizeValue) refuse('2222', `${XYJ}不足，快去邀请好友吧`)
  w.canUseXyj -= prize.prizeValue
  w.usedXyj += prize.prizeValue
  prize.stock -= 1
  w.exchangeCount += 1
  const at = now()
  w.prizeRecords.unshift(
    buildPrizeRecord(prize.prizeName, cardViewTypeFor(w.exchangeCount), `${openid}:${w.exchangeCount}`, at),
  )
  return {
    successNum: w.exchangeCount,
    prizeName: prize.prizeName,
    exchange_time_content: `兑换时间：${dateTimeStr(at)}，卡券已发放至“兑换记录”`,
  }
}

/** changeWaitXyj: every waiting friend-side reward becomes usable. Returns the coins moved. */
export function receiveWaiting(m: MgmDb, openid: string): number {
  const w = walletOf(m, openid)
  const total = sum(w.wait)
  w.canUseXyj += total
  w.wait = []
  return total
}

export function inviteProgress(m: MgmDb, inviterId: string, isWhite: boolean): InviteProgress {
  const today = dateStr(now())
  const rows = m.records
    .filter((r) => r.inviterId === inviterId)
    .sort((a, b) => b.createTime.localeCompare(a.createTime))
  return {
    resultList: rows.map((r) => ({
      recordId: r.recordId,
      invitedPhone: maskPhone(r.invitedPhone),
      firstPurchaseFlag: r.firstPurchaseFlag,
      positionFlag: r.positionFlag,
      // A flag is '1' when that channel was used today: one reminder per friend per day per channel (§9).
      wxMsgFlag: flag(r.lastWxRemind === today),
      phoneMsgFlag: flag(r.lastPhoneRemind === today),
    })),
    isWhite: flag(isWhite),
  }
}

function newRecord(
  m: MgmDb,
  inviterId: string,
  invitedId: string,
  phone: string,
  special: boolean,
): MgmRecordRow {
  const condition = m.purchaseConditions[phone]
  const row: MgmRecordRow = {
    recordId: `MR${String(m.nextRecordNo++).padStart(6, '0')}`,
    inviterId,
    invitedId,
    invitedPhone: phone,
    firstPurchaseFlag: condition?.firstPurchaseFlag ?? 0,
    positionFlag: condition?.positionFlag ?? 0,
    lastWxRemind: '',
    lastPhoneRemind: '',
    special,
    createTime: dateTimeStr(now()),
  }
  m.records.push(row)
  return row
}

const CONDITION_TEXT: Record<FirstPurchaseFlag, string> = {
  0: '',
  1: '您已完成首次购买，邀请已保存',
  2: '您已获得过同类首购奖励，不在本次活动范围内',
  3: '您的账户已注销或转让，不在受邀范围内',
  4: '您在活动开始前已购买过产品，无法完成首次购买任务',
}

/**
 * saveNewMgmRecord (marketing §4.4), checked in this order: another inviter already holds the friend
 * (3333); the same inviter already holds them (the saved record's flags again: 2222 for an invalid row,
 * else 0000); the friend already holds an account (0000, oldFlag '1', nothing saved); the friend's phone
 * took part in a similar activity (1111, nothing saved); the phone has a purchase condition (2222, saved
 * with its flags so the inviter sees the row as failed or done); otherwise saved (0000). Asking again
 * therefore gives the same answer: the landing does so after the bind flow's save (hasSaveInvite=1).
 */
export function saveInvite(
  m: MgmDb,
  req: SaveInviteRequest,
  inviter: Inviter,
  invitee: Invitee,
): SaveInviteResult {
  const special = isSpecialPage(req.pageFlag)
  if (!invitee.openid) refuse('4444', '用户信息获取失败，请重新进入页面')
  if (invitee.openid === inviter.openid) refuse('4444', '不能邀请自己哦')
  const result = (row?: MgmRecordRow, oldFlag: Flag = '0'): SaveInviteResult => ({
    oldFlag,
    firstPurchaseFlag: row?.firstPurchaseFlag ?? 0,
    positionFlag: row?.positionFlag ?? 0,
    inviterName: inviter.name,
    isSpecial: flag(special),
  })
  const existing = m.records.find((r) => r.invitedId === invitee.openid)
  if (existing && existing.inviterId !== inviter.openid)
    refuse('3333', '您已被其他好友邀请，不能重复接受邀请')
  if (existing) {
    // Asked again (the landing after the bind flow's save, hasSaveInvite=1): the same answer as the
    // first time, with the record's current flags.
    if (isInvalid(existing))
      refuse('2222', CONDITION_TEXT[existing.firstPurchaseFlag] || '您已获得过同类持仓奖励', result(existing))
    return result(existing)
  }
  if (invitee.isAccountHolder) return result(undefined, '1')
  if (invitee.phone && m.similarActivityPhones.includes(invitee.phone)) refuse('1111', '您已参加过同类活动')
  const row = newRecord(m, inviter.openid, invitee.openid, invitee.phone, special)
  if (row.firstPurchaseFlag !== 0 || row.positionFlag !== 0) {
    refuse('2222', CONDITION_TEXT[row.firstPurchaseFlag] || '您已获得过同类持仓奖励', result(row))
  }
  return result(row)
}

/** marketing §4.3, §9: one reminder per friend per day per channel; a done or invalid friend needs none. */
export function remind(m: MgmDb, recordId: string, channel: RemindChannel, callerOpenid?: string): void {
  const row = m.records.find((r) => r.recordId === recordId)
  if (!row || (callerOpenid && row.inviterId !== callerOpenid)) refuse('2222', '邀请记录不存在')
  if (isInvalid(row)) refuse('2222', '该好友不在活动范围内，无需提醒')
  if (row.firstPurchaseFlag === 1 && row.positionFlag === 1) refuse('2222', '好友已完成全部任务，无需提醒')
  const today = dateStr(now())
  const key = channel === 'wx' ? 'lastWxRemind' : 'lastPhoneRemind'
  if (row[key] === today) refuse('1111', '今日已提醒过该好友')
  row[key] = today
}

/** replenishInvite (marketing §2.5, §5): whitelisted inviters add a friend by phone with SMS code 123456. */
export const MOCK_SMS_CODE = '123456'

export function replenishInvite(
  m: MgmDb,
  inviter: Inviter,
  phone: string,
  checkCode: string,
  pageFlag: string,
): void {
  if (!inviter.isWhite) refuse('1111', '您暂无补录推荐权限')
  if (!PHONE_PATTERN.test(phone)) refuse('2222', '手机号格式不正确')
  if (checkCode !== MOCK_SMS_CODE) refuse('3333', '短信验证码错误，请重新输入')
  if (m.records.some((r) => r.invitedPhone === phone)) refuse('4444', '该手机号已被邀请')
  newRecord(m, inviter.openid, '', phone, isSpecialPage(pageFlag))
}

function creditInviter(m: MgmDb, row: MgmRecordRow): CoinCredit[] {
  const w = walletOf(m, row.inviterId)
  w.completedFriends += 1
  const base = row.special ? MGM_RULES.inviterPerFriendSpecial : MGM_RULES.inviterPerFriend
  const full = w.completedFriends % MGM_RULES.doubleEvery === 0 ? base + MGM_RULES.everyFifthBonus : base
  const xyj = Math.max(0, Math.min(full, MGM_RULES.totalLimit - w.earnedXyj))
  if (!xyj) return []
  w.canUseXyj += xyj
  w.earnedXyj += xyj
  const phone = maskPhone(row.invitedPhone)
  w.positionRecords.unshift({
    invitedPhone: phone,
    rewardXyj: xyj,
    content: `好友${phone}完成持仓任务，您获得${xyj}个${XYJ}`,
    createTime: dateTimeStr(now()),
  })
  return [{ openid: row.inviterId, xyj, reason: 'inviterReward' }]
}

function creditFriend(
  m: MgmDb,
  openid: string,
  kind: 'firstPurchase' | 'position',
  xyj: number,
): CoinCredit[] {
  if (!openid) return [] // added by phone: no wallet until the friend signs in
  walletOf(m, openid).wait.push({ kind, xyj, createTime: dateTimeStr(now()) })
  return [{ openid, xyj, reason: kind === 'firstPurchase' ? 'friendFirstPurchase' : 'friendHolding' }]
}

const rowOf = (m: MgmDb, openidOrPhone: string) =>
  m.records.find((r) => (r.invitedId && r.invitedId === openidOrPhone) || r.invitedPhone === openidOrPhone)

/** A friend (openid, or phone for one added by phone) made the first purchase. */
export function recordFirstPurchase(m: MgmDb, openid: string): CoinCredit[] {
  const row = rowOf(m, openid)
  if (!row || row.firstPurchaseFlag !== 0) return []
  row.firstPurchaseFlag = 1
  return creditFriend(m, row.invitedId, 'firstPurchase', MGM_RULES.friendFirstPurchase)
}

/** A friend reached the qualifying holding (10,000 yuan). */
export function recordQualifyingHolding(m: MgmDb, openid: string): CoinCredit[] {
  const row = rowOf(m, openid)
  if (!row || row.positionFlag !== 0 || isInvalid(row)) return []
  const credits = recordFirstPurchase(m, openid)
  row.positionFlag = 1
  return [
    ...credits,
    ...creditFriend(m, row.invitedId, 'position', MGM_RULES.friendHolding),
    ...creditInviter(m, row),
  ]
}
