import type {
  ConvertIntegralResult,
  IntegralRecord,
  IntegralRecordPage,
  OpenBoxState,
  PointsInfo,
  SignInfo,
  SignResult,
  TreasureBox,
  TreasureBoxResult,
  WaitIntegralRecord,
} from '@/api/points'
import type { MockUser, UserScenario } from './users'
import { MOCK_SMS_CODE } from './account'
import { avatarDataUrl } from './marketing-images'
import { addDays, compactDate, daysAgo, dateStr, dateTimeStr, hash, now, refuse } from './marketing-util'

/**
 * Points (integral): balance, records, waiting points, sign-in and treasure boxes (marketing §2.12,
 * §3 Points expiry, §7.4). Rules as this mock applies them:
 *
 * - Sign-in: once a day; Monday..Sunday give 5, 5, 10, 5, 5, 10, 20 points.
 * - Treasure boxes open on total signed days: 3 → 20 points, 7 → 50, 15 → 100; each opens once.
 * - Transfers: 10 to 2000 points, in tens, at most the balance, never to oneself; 500 points or more need
 *   the SMS check (code 123456) first. The code is sent for one receiver and amount, and its check
 *   issues a single-use proof for that transfer, which the transfer must carry (docs/backend-requirements.md
 *   §3; transferCode, transferProofs below).
 * - Exchanges (spends in the mall) carry the mall's order number.
 * - Membership: 1000 points or more (银卡会员), 5000 or more (金卡会员).
 */

export interface PointsAccount {
  balance: number
  /** Part of the balance that expires at the end of this month. */
  expiryValue: number
  /** Newest first. */
  records: IntegralRecord[]
  waits: WaitIntegralRecord[]
  /** 'YYYYMMDD' of each signed day. */
  signDates: string[]
  openedBoxes: TreasureBoxResult[]
  hasNewExchange: boolean
  /** The last transfer SMS code sent (a new send replaces it); null when none or void. */
  transferCode: TransferCode | null
  /** Proofs of passed checks, not yet carried by a transfer. */
  transferProofs: TransferProof[]
}

/** The transfer an SMS code or a proof confirms (docs/backend-requirements.md §3). */
export interface TransferSubject {
  /** The receiver's openid (receive_user_id). */
  receiver: string
  integral: number
}

export interface TransferCode extends TransferSubject {
  /** The phone it was sent to. */
  phone: string
  /** Epoch ms. */
  expiresAt: number
  /** Wrong codes it still allows; at 0 it is void. */
  triesLeft: number
  /** The proof its passed check issued ('' before): the code is spent. */
  proof: string
}

export interface TransferProof extends TransferSubject {
  /** The verifyToken checkCodeVerify answered. */
  token: string
  /** Epoch ms. */
  expiresAt: number
}

export interface PointsDb {
  accounts: Record<string, PointsAccount>
  nextNo: number
}

export const SIGN_POINTS = [5, 5, 10, 5, 5, 10, 20] as const
export const TRANSFER_VERIFY_FROM = 500
export const TRANSFER_RULES = { minIntegral: 10, maxIntegral: 2000, stepIntegral: 10 } as const
/** How long a transfer's SMS code, and the proof of its check, stay valid. */
export const TRANSFER_CODE_TTL_MS = 5 * 60_000
/** Wrong codes one sent code allows. */
export const TRANSFER_CODE_TRIES = 5
const BOXES: ReadonlyArray<Omit<TreasureBox, 'status'> & { integral: number }> = [
  { boxId: 'box3', boxName: '青铜宝箱', needDays: 3, integral: 20 },
  { boxId: 'box7', boxName: '白银宝箱', needDays: 7, integral: 50 },
  { boxId: 'box15', boxName: '黄金宝箱', needDays: 15, integral: 100 },
]

const emptyAccount = (): PointsAccount => ({
  balance: 0,
  expiryValue: 0,
  records: [],
  waits: [],
  signDates: [],
  openedBoxes: [],
  hasNewExchange: false,
  transferCode: null,
  transferProofs: [],
})

export function accountOf(p: PointsDb, openid: string): PointsAccount {
  p.accounts[openid] ??= emptyAccount()
  return p.accounts[openid]
}

/** Adds (or with a negative value spends) points and writes the record; a mall exchange has its order. */
export function creditPoints(
  p: PointsDb,
  openid: string,
  value: number,
  name: string,
  orderNo = '',
): IntegralRecord {
  const a = accountOf(p, openid)
  a.balance += value
  const record: IntegralRecord = {
    id: `IR${String(p.nextNo++).padStart(6, '0')}`,
    integralName: name,
    integralValue: value,
    changeType: value >= 0 ? '1' : '2',
    createTime: dateTimeStr(now()),
    orderNo,
  }
  a.records.unshift(record)
  return record
}

export function addWaitPoints(
  p: PointsDb,
  openid: string,
  value: number,
  name: string,
  eventId: string,
): WaitIntegralRecord {
  const at = now()
  const wait: WaitIntegralRecord = {
    id: `WI${String(p.nextNo++).padStart(6, '0')}`,
    integralName: name,
    integralValue: value,
    eventId,
    createTime: dateTimeStr(at),
    expireTime: dateStr(addDays(at, 30)),
  }
  accountOf(p, openid).waits.push(wait)
  return wait
}

export function seedPoints(users: Record<UserScenario, MockUser>): PointsDb {
  const p: PointsDb = { accounts: {}, nextNo: 1 }
  const history: ReadonlyArray<[number, number, string]> = [
    [28, 500, '开户礼'],
    [25, 300, '每月理财礼'],
    [20, 200, '好友邀请奖励'],
    [14, -100, '兑换5元话费券'],
    [9, 200, '持仓达标奖励'],
    [6, 10, '每日签到'],
    [5, 5, '每日签到'],
    [2, 5, '每日签到'],
    [1, 10, '每日签到'],
    [1, 150, '理财知识答题'],
  ]
  const opened = accountOf(p, users.opened.openid)
  for (const [days, value, name] of history) {
    const order = name.startsWith('兑换') ? `MO${compactDate(daysAgo(days))}0001` : ''
    const r = creditPoints(p, users.opened.openid, value, name, order)
    r.createTime = dateTimeStr(daysAgo(days, 10 + (days % 9), days % 60))
  }
  opened.records.sort((a, b) => b.createTime.localeCompare(a.createTime))
  opened.expiryValue = 120
  opened.signDates = [6, 5, 2, 1].map((d) => compactDate(daysAgo(d)))
  opened.hasNewExchange = true
  for (const [value, name] of [
    [100, '月度理财礼'],
    [50, '理财知识答题奖励'],
  ] as const) {
    addWaitPoints(p, users.opened.openid, value, name, 'EV2024001')
  }
  const white = users.whitelisted.openid
  creditPoints(p, white, 300, '开户礼').createTime = dateTimeStr(daysAgo(12))
  accountOf(p, white).signDates = [compactDate(daysAgo(1))]
  return p
}

const memberLevel = (balance: number) =>
  balance >= 5000 ? '金卡会员' : balance >= 1000 ? '银卡会员' : '普通会员'

export function pointsInfo(
  p: PointsDb,
  user: Pick<MockUser, 'openid' | 'nickname' | 'headimgurl'>,
): PointsInfo {
  const a = accountOf(p, user.openid)
  const today = now()
  return {
    nickname: user.nickname,
    // WeChat answers a head picture for every visitor; the mock users carry none, so one is drawn.
    headimgurl: user.headimgurl || avatarDataUrl(user.nickname),
    integral: a.balance,
    expiryValue: Math.min(a.expiryValue, a.balance),
    expiryDate: dateStr(new Date(today.getFullYear(), today.getMonth() + 1, 0)),
    waitValue: a.waits.reduce((s, w) => s + w.integralValue, 0),
    isMember: a.balance >= 1000 ? '1' : '0',
    memberLevel: memberLevel(a.balance),
  }
}

export function recordsPage(
  p: PointsDb,
  openid: string,
  pageNum: number,
  pageSize: number,
  changeType: string,
): IntegralRecordPage {
  const all = accountOf(p, openid).records.filter((r) => !changeType || r.changeType === changeType)
  const size = Math.max(1, pageSize || 20)
  const start = (Math.max(1, pageNum || 1) - 1) * size
  return { total: all.length, records: all.slice(start, start + size) }
}

/** converIntegral: a waiting record becomes points. */
export function convertWait(p: PointsDb, openid: string, waitId: string): ConvertIntegralResult {
  const a = accountOf(p, openid)
  const wait = a.waits.find((w) => w.id === waitId)
  if (!wait) refuse('1111', '该积分已领取或已过期')
  a.waits = a.waits.filter((w) => w !== wait)
  creditPoints(p, openid, wait.integralValue, wait.integralName)
  return { integral: wait.integralValue, balance: a.balance }
}

/** Consecutive signed days ending today, or yesterday when today is not signed yet. */
function streak(dates: readonly string[]): number {
  const set = new Set(dates)
  let day = set.has(compactDate(now())) ? 0 : 1
  let n = 0
  while (set.has(compactDate(daysAgo(day)))) {
    n++
    day++
  }
  return n
}

export function signInfo(p: PointsDb, openid: string): SignInfo {
  const a = accountOf(p, openid)
  const today = now()
  const mondayOffset = (today.getDay() + 6) % 7
  const signList = SIGN_POINTS.map((integral, i) => {
    const date = compactDate(daysAgo(mondayOffset - i))
    return { date, signed: a.signDates.includes(date) ? ('1' as const) : ('0' as const), integral }
  })
  return {
    todaySigned: a.signDates.includes(compactDate(today)) ? '1' : '0',
    signDays: streak(a.signDates),
    signList,
  }
}

export function sign(p: PointsDb, openid: string): SignResult {
  const a = accountOf(p, openid)
  const today = now()
  const key = compactDate(today)
  if (a.signDates.includes(key)) refuse('1111', '今日已签到，明天再来吧')
  a.signDates.push(key)
  const integral = SIGN_POINTS[(today.getDay() + 6) % 7]
  creditPoints(p, openid, integral, '每日签到')
  return { integral, signDays: streak(a.signDates) }
}

export function boxState(p: PointsDb, openid: string): OpenBoxState {
  const a = accountOf(p, openid)
  const days = a.signDates.length
  return {
    signDays: days,
    boxList: BOXES.map(({ integral: _integral, ...box }) => ({
      ...box,
      status: a.openedBoxes.some((o) => o.boxId === box.boxId) ? 2 : days >= box.needDays ? 1 : 0,
    })),
  }
}

export function openBox(p: PointsDb, openid: string, boxId: string): TreasureBoxResult {
  const a = accountOf(p, openid)
  const box = BOXES.find((b) => b.boxId === boxId)
  if (!box) refuse('4444', '宝箱不存在')
  if (a.openedBoxes.some((o) => o.boxId === boxId)) refuse('1111', '该宝箱已开启')
  if (a.signDates.length < box.needDays) refuse('1111', `累计签到${box.needDays}天即可开启`)
  creditPoints(p, openid, box.integral, `开启${box.boxName}`)
  const result = {
    boxId,
    prizeName: `${box.integral}积分`,
    integral: box.integral,
    openTime: dateTimeStr(now()),
  }
  a.openedBoxes.unshift(result)
  return result
}

/** Sends a transfer's SMS code to `phone`, for this receiver and amount only; it replaces an earlier one. */
export function sendTransferCode(p: PointsDb, openid: string, phone: string, subject: TransferSubject): void {
  accountOf(p, openid).transferCode = {
    ...subject,
    phone,
    expiresAt: now().getTime() + TRANSFER_CODE_TTL_MS,
    triesLeft: TRANSFER_CODE_TRIES,
    proof: '',
  }
}

/**
 * checkCodeVerify: the code sent to `phone` for this receiver and amount, unexpired, with tries left.
 * Passed, it is spent and answers a single-use proof for that transfer; the same code checked again for
 * the same transfer answers the same proof while it is unused (a check whose answer was lost). Anything
 * else, a code sent for another transfer included, is a wrong code.
 */
export function checkTransferCode(
  p: PointsDb,
  openid: string,
  check: TransferSubject & { phone: string; code: string },
): string {
  const a = accountOf(p, openid)
  const sent = a.transferCode
  const at = now().getTime()
  const wrong = () => refuse('3333', '短信验证码错误，请重新输入')
  if (
    !sent ||
    sent.expiresAt <= at ||
    sent.phone !== check.phone ||
    sent.receiver !== check.receiver ||
    sent.integral !== check.integral
  )
    return wrong()
  if (check.code !== MOCK_SMS_CODE) {
    sent.triesLeft -= 1
    if (sent.triesLeft <= 0) a.transferCode = null
    return wrong()
  }
  if (sent.proof) return a.transferProofs.some((x) => x.token === sent.proof) ? sent.proof : wrong()
  const no = p.nextNo++
  const token = `TV${String(no).padStart(6, '0')}${hash(`${openid}:${no}:${at}`).toString(36)}`
  sent.proof = token
  a.transferProofs.push({
    token,
    receiver: sent.receiver,
    integral: sent.integral,
    expiresAt: at + TRANSFER_CODE_TTL_MS,
  })
  return token
}

/**
 * userIntegralTransfer. The proof it carries (`verifyToken`) is spent whatever the answer; 500 points or
 * more need one issued for this receiver and this amount, unexpired. A request under a kept
 * Idempotency-Key never gets here (mocks/lib.ts replays its first answer), so a retry needs no new proof.
 */
export function transferPoints(
  p: PointsDb,
  from: string,
  to: string,
  integral: number,
  verifyToken = '',
): number {
  const a = accountOf(p, from)
  const proof = verifyToken ? a.transferProofs.find((x) => x.token === verifyToken) : undefined
  if (proof) a.transferProofs = a.transferProofs.filter((x) => x !== proof)
  if (from === to) refuse('4444', '不能转赠给自己')
  const { minIntegral, maxIntegral, stepIntegral } = TRANSFER_RULES
  if (!Number.isInteger(integral) || integral <= 0) refuse('4444', '请输入正确的转赠积分')
  if (integral < minIntegral || integral > maxIntegral || integral % stepIntegral !== 0)
    refuse('4444', `单笔转赠${minIntegral}至${maxIntegral}积分，且为${stepIntegral}的整数倍`)
  if (integral > a.balance) refuse('2222', '积分余额不足')
  const confirmed =
    !!proof && proof.receiver === to && proof.integral === integral && proof.expiresAt > now().getTime()
  if (integral >= TRANSFER_VERIFY_FROM && !confirmed) refuse('3333', '请先完成短信验证')
  creditPoints(p, from, -integral, '积分转赠')
  creditPoints(p, to, integral, '好友转赠积分')
  return a.balance
}
