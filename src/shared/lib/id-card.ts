import { toDate, type DateInput } from './dates'

/**
 * Age from a mainland ID number for the trade gate (catalogue §4.7: "Age is computed from a 15- or
 * 18-digit ID number"; §9.1 elderly threshold "age over 60"). The check digit is not verified: the
 * gate only needs the birth date, and rejecting a mistyped check digit would skip the elderly warning.
 */

const ID18_RE = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dXx]$/
// 15-digit IDs (issued before 1999) carry yymmdd and are all 19xx births.
const ID15_RE = /^\d{6}(\d{2})(\d{2})(\d{2})\d{3}$/

/** Elderly warning threshold in years (catalogue §9.1). */
export const ELDERLY_AGE = 60

interface BirthDate {
  year: number
  month: number
  day: number
}

function birthOf(idNo: unknown): BirthDate | null {
  if (typeof idNo !== 'string') return null
  const text = idNo.trim()
  const m18 = ID18_RE.exec(text)
  const m15 = m18 ? null : ID15_RE.exec(text)
  const parts = m18 ? [m18[1], m18[2], m18[3]] : m15 ? [`19${m15[1]}`, m15[2], m15[3]] : null
  if (!parts) return null
  const [year, month, day] = parts.map(Number)
  const check = new Date(2000, 0, 1)
  check.setFullYear(year, month - 1, day)
  const real = check.getFullYear() === year && check.getMonth() === month - 1 && check.getDate() === day
  return real ? { year, month, day } : null
}

/**
 * Whole years lived on `today` (default now; a Date, epoch ms or date string such as the server's
 * serveTime). One less while this year's birthday is still ahead; a 29 Feb birthday counts as reached
 * on 1 Mar in other years. Null for a malformed ID, an impossible birth date, a birth after `today`,
 * or an unreadable `today`.
 */
export function ageFromIdNo(idNo: string | null | undefined, today: DateInput = new Date()): number | null {
  const birth = birthOf(idNo)
  const now = toDate(today)
  if (!birth || !now) return null
  const month = now.getMonth() + 1
  const day = now.getDate()
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.day)
  const age = now.getFullYear() - birth.year - (beforeBirthday ? 1 : 0)
  return age >= 0 ? age : null
}

/** True when the age is strictly above `threshold` (catalogue §4.7 "age over 60"); false when unknown. */
export function isOverAge(
  idNo: string | null | undefined,
  threshold: number = ELDERLY_AGE,
  today: DateInput = new Date(),
): boolean {
  const age = ageFromIdNo(idNo, today)
  return age !== null && age > threshold
}
