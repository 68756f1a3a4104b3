import type { ChanceInfo, DrawResult, SpecialTier } from '@/api/draws'
import type {
  IntegralRecord,
  MembershipWait,
  PointsInfo,
  PointsUserStatus,
  SignDay,
  TransferTarget,
  TreasureBox,
} from '@/api/points'
import { EMPTY_TEXT } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'

/** Pure rules of the points pages (marketing §2.12, §3 Points expiry, §7.4, §9 tracking). */

export const POINTS_EVENT = { sign: 'pointsSign', draw: 'pointsMall', claim: 'pointsWait' } as const
export const RULES_FLAG = 'pointsHomeRules'

/** A points amount with thousands separators, `--` while unknown (not loaded yet). */
export function pointsText(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? EMPTY_TEXT
    : value.toLocaleString('en-US')
}

/** A record's value with its sign: +10 / -100. */
export function signedPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_TEXT
  return value > 0 ? `+${pointsText(value)}` : pointsText(value)
}

/** changeType decides; without one (null) the value's sign does. */
export function recordTone(record: Pick<IntegralRecord, 'integralValue' | 'changeType'>): 'earn' | 'spend' {
  if (record.changeType === '2') return 'spend'
  if (record.changeType === '1') return 'earn'
  return record.integralValue < 0 ? 'spend' : 'earn'
}

type Notice = Pick<PointsInfo, 'expiryValue' | 'expiryDate' | 'waitValue'>

/** §3 Points expiry: the notice under the balance, or null when nothing expires. */
export function expiryNotice(info: Pick<Notice, 'expiryValue' | 'expiryDate'> | undefined): string | null {
  if (!info || info.expiryValue <= 0) return null
  return `您有${pointsText(info.expiryValue)}积分将于${info.expiryDate || EMPTY_TEXT}过期，请尽快使用`
}

export function waitNotice(info: Pick<Notice, 'waitValue'> | undefined): string | null {
  if (!info || info.waitValue <= 0) return null
  return `${pointsText(info.waitValue)}积分待领取`
}

const WEEK = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** 'YYYYMMDD' → 'YYYYMMDD' of a Date in local time. */
export function ymd8(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}${p(date.getMonth() + 1)}${p(date.getDate())}`
}

/** A sign-in day's label: 今天 for today, else its weekday; `--` for a malformed date. */
export function signDayLabel(date: string, today: Date): string {
  if (!/^\d{8}$/.test(date)) return EMPTY_TEXT
  if (date === ymd8(today)) return '今天'
  const d = new Date(Number(date.slice(0, 4)), Number(date.slice(4, 6)) - 1, Number(date.slice(6, 8)))
  return WEEK[d.getDay()] ?? EMPTY_TEXT
}

export type SignDayState = 'signed' | 'today' | 'missed' | 'future'

export function signDayState(day: Pick<SignDay, 'date' | 'signed'>, today: Date): SignDayState {
  if (day.signed === '1') return 'signed'
  const t = ymd8(today)
  if (day.date === t) return 'today'
  return day.date < t ? 'missed' : 'future'
}

/** A draw's headline in the result popup. */
export function drawHeadline(result: Pick<DrawResult, 'isWin' | 'prizeName'> | undefined): string {
  if (!result || result.isWin !== '1') return '很遗憾，未中奖'
  return `恭喜您获得${result.prizeName || EMPTY_TEXT}`
}

/** 'YYYY-MM-DD HH:mm:ss' → 'YYYY-MM-DD HH:mm', `--` when missing. */
export function recordTime(value: string): string {
  if (!value) return EMPTY_TEXT
  return value.length >= 16 ? value.slice(0, 16) : value
}

// ---------------------------------------------------------------------------------------------------
// The WeChat home's gift sections (marketing §2.12). The spec names the sections only; which call feeds
// each is this app's choice (docs/features/points.md): monthly gift ← isMembershipWaitIntegral, special gift ←
// userStatus (bind / open state) and the special-gift claim page, friend gift ← the special invite tiers,
// transfer gift ← the transfer-account draw chances.

/** The special-gift claim page's flag (account-and-shared §7; /linkApp shows its wrongful-login notice). */
export const SPECIAL_GIFT_PAGE_FLAG = 'xywx_zzlqHome'
/** The friend gift's special-invite page flag. */
export const FRIEND_GIFT_PAGE_FLAG = 'xywx_wxHome_friend'
/** isMgm 34: binding from the points home comes back to it (account-and-shared §4). */
export const BIND_BACK_TO_HOME = href(PATHS.bindUserTip, { isMgm: 34 })

export interface GiftView {
  /** The line under the gift's title. */
  text: string
  /** The button, or null when there is nothing to do. */
  button: { label: string; to: 'wait' | 'bind' | 'open' | 'claim' } | null
}

/** 月度礼: members claim their monthly points (waiting points) on /pointsWait. */
export function monthGiftView(
  status: Pick<PointsUserStatus, 'isMember'> | undefined,
  wait: MembershipWait | undefined,
): GiftView {
  if (wait?.isWait === '1' && wait.waitValue > 0)
    return { text: `本月${pointsText(wait.waitValue)}积分待领取`, button: { label: '去领取', to: 'wait' } }
  if (status?.isMember !== '1') return { text: '成为会员，每月可领月度礼', button: null }
  return { text: '本月月度礼已领取，下月再来', button: null }
}

/** 专属礼: bound and opened customers claim it; others are led to bind or to open an account first. */
export function specialGiftView(
  status: Pick<PointsUserStatus, 'isBind' | 'openAccount'> | undefined,
): GiftView {
  if (!status || status.isBind !== '1')
    return { text: '绑定手机号即可领取', button: { label: '立即绑定', to: 'bind' } }
  if (status.openAccount !== '1')
    return { text: '开通账户即可领取', button: { label: '立即开户', to: 'open' } }
  return { text: '开户客户专享好礼', button: { label: '立即领取', to: 'claim' } }
}

/** The claim page of the special gift: /linkApp with its page flag, then on to the points mall. */
export const specialGiftClaimPath = () =>
  href(PATHS.linkApp, { pageFlag: SPECIAL_GIFT_PAGE_FLAG, targetUrl: PATHS.pointsMall })

/** A friend-gift tier's button: claimable (1), claimed (2), or how many friends are still missing (0). */
export function friendTierButton(
  tier: Pick<SpecialTier, 'status' | 'needNum'>,
  inviteNum: number,
): { label: string; disabled: boolean } {
  if (tier.status === 2) return { label: '已领取', disabled: true }
  if (tier.status === 1) return { label: '领取', disabled: false }
  return { label: `还差${Math.max(1, tier.needNum - inviteNum)}人`, disabled: true }
}

export type TransferGiftAction = 'receive' | 'draw' | 'join'

/** 转入礼: waiting chances are claimed first, then drawn; without any the customer is invited to join. */
export function transferGiftAction(
  info: Pick<ChanceInfo, 'chanceNum' | 'waitChanceNum'>,
): TransferGiftAction {
  if (info.waitChanceNum > 0) return 'receive'
  if (info.chanceNum > 0) return 'draw'
  return 'join'
}

// ---------------------------------------------------------------------------------------------------
// Points transfer (marketing §7.4): the amount rules come with the receiver (transfer/getUserInfo).

export interface TransferRules {
  min: number
  /** Infinity when the server sets no cap (the balance still caps). */
  max: number
  step: number
  balance: number
}

export function transferRules(
  target: Pick<TransferTarget, 'minIntegral' | 'maxIntegral' | 'stepIntegral'>,
  balance: number,
): TransferRules {
  return {
    min: Math.max(1, target.minIntegral),
    max: target.maxIntegral > 0 ? target.maxIntegral : Number.POSITIVE_INFINITY,
    step: Math.max(1, target.stepIntegral),
    balance: Math.max(0, balance),
  }
}

/** The rules as the form states them. */
export function transferRulesText(r: TransferRules): string {
  const parts = [`单笔最少${pointsText(r.min)}积分`]
  if (Number.isFinite(r.max)) parts.push(`最多${pointsText(r.max)}积分`)
  if (r.step > 1) parts.push(`须为${pointsText(r.step)}的整数倍`)
  return parts.join('，')
}

/** The largest amount the rules and the balance allow, 0 when none. */
export function maxTransferable(r: TransferRules): number {
  const cap = Math.min(r.max, r.balance)
  const top = Math.floor(cap / r.step) * r.step
  return top >= r.min ? top : 0
}

/** The amount's message, '' when it may be sent. */
export function transferAmountError(input: string, r: TransferRules): string {
  const value = input.trim()
  if (!value) return '请输入转赠积分'
  if (!/^\d+$/.test(value) || Number(value) <= 0) return '转赠积分须为正整数'
  const n = Number(value)
  if (n < r.min) return `单笔最少转赠${pointsText(r.min)}积分`
  if (n > r.max) return `单笔最多转赠${pointsText(r.max)}积分`
  if (n % r.step !== 0) return `转赠积分须为${pointsText(r.step)}的整数倍`
  if (n > r.balance) return '可用积分不足'
  return ''
}

// ---------------------------------------------------------------------------------------------------
// Treasure boxes (marketing §7.4): status 0 locked, 1 can open, 2 opened; boxes open on signed days.

/** How long the box shakes and opens before its result shows (ms). */
export const BOX_ANIMATION_MS = 1200

export type BoxState = 'locked' | 'ready' | 'opened'

export const boxState = (box: Pick<TreasureBox, 'status'>): BoxState =>
  box.status === 2 ? 'opened' : box.status === 1 ? 'ready' : 'locked'

/** The line under a box. */
export function boxHint(box: Pick<TreasureBox, 'status' | 'needDays'>, signDays: number): string {
  const state = boxState(box)
  if (state === 'opened') return '已开启'
  if (state === 'ready') return '点击开启'
  return `再签到${Math.max(1, box.needDays - signDays)}天`
}

/** The home's line about the boxes: the first box not opened yet. */
export function nextBoxText(boxes: readonly TreasureBox[], signDays: number): string {
  if (!boxes.length) return '暂无宝箱活动'
  const next = boxes.find((b) => b.status !== 2)
  if (!next) return '宝箱已全部开启'
  const name = next.boxName || '宝箱'
  if (next.status === 1) return `${name}可开启，快去领取吧`
  return `再签到${Math.max(1, next.needDays - signDays)}天可开启${name}`
}

/** The result popup's headline. */
export function boxResultText(result: { prizeName: string; integral: number }): string {
  const prize = result.prizeName.trim() || (result.integral > 0 ? `${pointsText(result.integral)}积分` : '')
  return prize ? `恭喜获得${prize}` : '宝箱已开启'
}

// ---------------------------------------------------------------------------------------------------
// Leaving for a rights partner (jumpThird + userEncrypt).

/** The jumpThird page flag of the rights partners' pages. */
export const THIRD_PARTY_FLAG = 'xywx_yibai_rights'
export const THIRD_PARTY_NOTICE =
  '您即将离开本平台，前往第三方权益平台。第三方平台的服务由其自行提供，请注意保护个人信息。'

/** Adds (or replaces) `uid=<encrypted user id>` in a link's query, before any #hash. */
export function withUid(url: string, uid: string): string {
  if (!uid) return url
  const hashAt = url.indexOf('#')
  const base = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const [path, query = ''] = base.split('?', 2) as [string, string?]
  const kept = query.split('&').filter((p) => p && p.split('=')[0] !== 'uid')
  return `${path}?${[...kept, `uid=${encodeURIComponent(uid)}`].join('&')}${hash}`
}

// ---------------------------------------------------------------------------------------------------
// A physical prize's delivery address (saveWinPrizeInfo).

export interface PrizeAddress {
  receiverName: string
  receiverPhone: string
  receiverAddress: string
}

/** The first problem with the address, '' when it may be saved. */
export function prizeAddressError(a: PrizeAddress, validatePhone: (phone: string) => string): string {
  if (!a.receiverName.trim()) return '请输入收货人姓名'
  const phone = validatePhone(a.receiverPhone)
  if (phone) return phone
  if (a.receiverAddress.trim().length < 5) return '请输入详细收货地址'
  return ''
}

/** The draw result's second line by prize type (0 nothing, 1 points, 2 e-card, 3 physical prize). */
export function drawResultDetail(result: Pick<DrawResult, 'isWin' | 'prizeType'> | undefined): string {
  if (!result || result.isWin !== '1' || result.prizeType === 0) return '别灰心，下次好运一定属于您'
  if (result.prizeType === 3) return '请填写收货信息，我们将尽快为您寄出'
  if (result.prizeType === 2) return '卡券已发放至您的账户，请注意查收'
  return '积分已发放至您的积分账户'
}
