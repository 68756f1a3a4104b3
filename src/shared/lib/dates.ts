import { EMPTY_TEXT } from './format'

/**
 * Calendar dates for display and for the wire (catalogue §9.2: display YYYY-MM-DD, benchmark lists
 * YYYY.MM.DD, nav dates arrive as 8-digit yyyymmdd; catalogue §5: history queries send YYYYMMDD).
 * Plain code rather than dayjs plugins so strictness (20240231 is invalid) is explicit. All dates are
 * local calendar dates; every function is total.
 */

/** What the server or a picker may hand over: yyyymmdd, YYYY-MM-DD (or / .), a Date, or epoch ms. */
export type DateInput = string | number | Date | null | undefined

export type DateFormat = 'YYYY-MM-DD' | 'YYYY.MM.DD' | 'YYYYMMDD'

const COMPACT_RE = /^(\d{4})(\d{2})(\d{2})$/
const SEPARATED_RE =
  /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i
// 12-13 digit strings are epoch milliseconds (1973-2286); shorter digit runs are not.
const EPOCH_MS_RE = /^\d{12,13}$/
const MIN_YEAR = 1000
const MAX_YEAR = 9999

/** A local date from parts, or null when the parts do not name a real moment (Feb 30, 25:00…). */
function localDate(y: number, m: number, d: number, h = 0, mi = 0, s = 0): Date | null {
  if (h > 23 || mi > 59 || s > 59) return null
  const date = new Date(2000, 0, 1, h, mi, s)
  date.setFullYear(y, m - 1, d)
  const exact = date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d
  return exact ? inRange(date) : null
}

function inRange(date: Date): Date | null {
  const y = date.getFullYear()
  return Number.isNaN(date.getTime()) || y < MIN_YEAR || y > MAX_YEAR ? null : date
}

const pad = (n: number | string, width = 2) => String(n).padStart(width, '0')

/** `'20240131'` → local midnight of 31 Jan 2024; null for anything that is not a real 8-digit date. */
export function parseYmd8(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null
  const match = COMPACT_RE.exec(String(value).trim())
  return match ? localDate(Number(match[1]), Number(match[2]), Number(match[3])) : null
}

/** An offset as ISO wants it: Z, +08:00. */
function isoZone(zone: string): string {
  return /^z$/i.test(zone) ? 'Z' : `${zone.slice(0, 3)}:${zone.slice(-2)}`
}

function parseSeparated(text: string): Date | null {
  const m = SEPARATED_RE.exec(text)
  if (!m) return null
  const [, y, , mo, d, h = '0', mi = '0', s = '0', zone] = m
  const local = localDate(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s))
  if (!local || !zone) return local
  // An explicit zone names an instant; its local calendar date is what the user sees.
  const iso = `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(s)}${isoZone(zone)}`
  return inRange(new Date(iso))
}

/**
 * Any accepted date input as a Date, or null. An 8-digit integer (number or string) is read as
 * yyyymmdd, never as epoch ms, since nav dates arrive that way and 8-digit epochs are 1970-01-01.
 */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return inRange(new Date(value.getTime()))
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    if (Number.isInteger(value) && value >= 10000101 && value <= 99991231) return parseYmd8(value)
    return inRange(new Date(value))
  }
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (COMPACT_RE.test(text)) return parseYmd8(text)
  if (EPOCH_MS_RE.test(text)) return inRange(new Date(Number(text)))
  const parsed = parseSeparated(text)
  return parsed ? inRange(parsed) : null
}

function formatValid(date: Date, format: DateFormat): string {
  const y = pad(date.getFullYear(), 4)
  const m = pad(date.getMonth() + 1)
  const d = pad(date.getDate())
  if (format === 'YYYYMMDD') return `${y}${m}${d}`
  const sep = format === 'YYYY.MM.DD' ? '.' : '-'
  return `${y}${sep}${m}${sep}${d}`
}

/** Display date, `YYYY-MM-DD` by default or `YYYY.MM.DD` (catalogue §9.2); `--` when missing or invalid. */
export function formatDate(value: DateInput, format: DateFormat = 'YYYY-MM-DD'): string {
  const date = toDate(value)
  return date ? formatValid(date, format) : EMPTY_TEXT
}

/**
 * Wire date `YYYYMMDD` (catalogue §5, §7 history queries). Returns '' rather than `--` when the input
 * is missing or invalid, because this text goes into request params, not onto the screen.
 */
export function toYmd8(value: DateInput): string {
  const date = toDate(value)
  return date ? formatValid(date, 'YYYYMMDD') : ''
}
