/**
 * Calendar arithmetic for the catalogue mock. A date is a whole UTC day number (days since 1970-01-01) so
 * series code can step with integers. The mock's "today" is fixed so nav values, dates and subsEndDays are
 * the same on every run.
 */

/** The mock's latest nav date (a Friday). */
export const MOCK_AS_OF = '20261120'

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

export function dayOf(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS
}

/** yyyymmdd */
export function ymdOf(day: number): string {
  const d = new Date(day * DAY_MS)
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`
}

/** YYYY-MM-DD */
export function isoOf(day: number): string {
  const s = ymdOf(day)
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`
}

export const AS_OF_DAY = dayOf(MOCK_AS_OF)

export const isYmd = (s: string): boolean => /^\d{8}$/.test(s)

/** 1970-01-01 was a Thursday. */
export const isWeekday = (day: number): boolean => {
  const dow = (((day + 4) % 7) + 7) % 7
  return dow !== 0 && dow !== 6
}

/** The first weekday on or after `day`. */
export function weekdayOnOrAfter(day: number): number {
  let d = day
  while (!isWeekday(d)) d += 1
  return d
}

/** The last weekday on or before `day`. */
export function weekdayOnOrBefore(day: number): number {
  let d = day
  while (!isWeekday(d)) d -= 1
  return d
}

/** Calendar months back or forward, clamped to the month's last day (2026-03-31 minus 1 month = 2026-02-28). */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth() + months
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate()
  return Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY_MS
}

/** First day of the year `day` falls in. */
export function yearStartOf(day: number): number {
  return Date.UTC(new Date(day * DAY_MS).getUTCFullYear(), 0, 1) / DAY_MS
}
