import type { DrawResult } from '@/api/draws'
import type { IntegralRecord, PointsInfo, SignDay } from '@/api/points'
import { EMPTY_TEXT } from '@/shared/lib/format'

/** Pure rules of the points pages (marketing §2.12, §3 Points expiry, §7.4, §9 tracking). */

export const POINTS_EVENT = { sign: 'pointsSign', draw: 'pointsMall', claim: 'pointsWait' } as const
export const RULES_FLAG = 'pointsHomeRules'
export const PRO_ID = 'points'

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

/** §9 tracking: the view event's button name by page and channel. */
export function viewEventName(page: 'home' | 'mall', channel: 'wx' | 'app' | 'h5'): string {
  if (page === 'mall') return '积分商城浏览'
  return channel === 'wx' ? '微信首页浏览' : '我的积分浏览'
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
