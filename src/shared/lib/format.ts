/**
 * Display formatting for money, net values, yields and masks (catalogue §9.2, marketing §4.8 and §9,
 * account-and-shared §9). Every function is total: null, undefined, NaN, objects and garbage strings
 * give `--` instead of throwing, because the server sends these fields as strings, numbers or nothing.
 *
 * Numbers are handled as decimal digit strings, never through float arithmetic, so `1.005` rounds to
 * `1.01` and `0.1 + 0.2`-style artefacts cannot reach the screen.
 */

/** Shown for any missing or unreadable value (catalogue §9.2 "shows -- for empty"). */
export const EMPTY_TEXT = '--'

/** What the server may send for a numeric field. Anything else is still accepted at runtime. */
export type NumberLike = string | number | bigint | null | undefined

/**
 * Positive rates are red, negative green (catalogue §9.2, marketing §9); exported for charts. Both read at
 * 4.5:1 or more on white (WCAG AA for small text: many of these figures are 12-13 px).
 */
export const RISE_COLOR = '#d4282d'
export const FALL_COLOR = '#0b7f43'

/** A decimal as digit strings: `int` has no leading zeros (at least "0"); `negative` only when non-zero. */
export interface Decimal {
  negative: boolean
  int: string
  frac: string
}

export type RoundMode = 'half-up' | 'ceil'

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
// Strings like "1e999999999" would otherwise expand to gigabytes of zeros.
const MAX_EXPONENT = 400
const MAX_PLACES = 12

function shiftPoint(int: string, frac: string, exp: number): { int: string; frac: string } {
  const digits = int + frac
  const point = int.length + exp
  if (point <= 0) return { int: '0', frac: '0'.repeat(-point) + digits }
  if (point >= digits.length) return { int: digits + '0'.repeat(point - digits.length), frac: '' }
  return { int: digits.slice(0, point), frac: digits.slice(point) }
}

function makeDecimal(negative: boolean, int: string, frac: string): Decimal {
  const cleanInt = int.replace(/^0+(?=\d)/, '') || '0'
  const isZero = !/[1-9]/.test(cleanInt + frac)
  return { negative: negative && !isZero, int: cleanInt, frac }
}

/** Reads a number or numeric string (optional sign, decimals, exponent); null for anything else. */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'bigint') text = value.toString()
  else if (typeof value === 'string') text = value.trim()
  else return null
  const match = DECIMAL_RE.exec(text)
  if (!match) return null
  const [, sign, intRaw = '', fracRaw = '', expRaw] = match
  if (!intRaw && !fracRaw) return null
  const exp = expRaw === undefined ? 0 : Number(expRaw)
  if (Math.abs(exp) > MAX_EXPONENT) return null
  const shifted = shiftPoint(intRaw, fracRaw, exp)
  return makeDecimal(sign === '-', shifted.int, shifted.frac.replace(/0+$/, ''))
}

/** Moves the decimal point: `shiftDecimal(d, 2)` is ×100, `shiftDecimal(d, -4)` is ÷10000, exactly. */
export function shiftDecimal(d: Decimal, places: number): Decimal {
  const shifted = shiftPoint(d.int, d.frac, places)
  return makeDecimal(d.negative, shifted.int, shifted.frac.replace(/0+$/, ''))
}

function incrementDigits(digits: string): string {
  const chars = digits.split('')
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1)
      return chars.join('')
    }
    chars[i] = '0'
  }
  return '1' + chars.join('')
}

/**
 * Rounds to exactly `places` fraction digits, padding with zeros when shorter.
 * 'half-up' rounds halves away from zero (1.00005 → 1.0001, -1.00005 → -1.0001);
 * 'ceil' rounds toward +∞ (used for start amounts, catalogue §9.2 "rounded up").
 */
export function roundDecimal(d: Decimal, places: number, mode: RoundMode = 'half-up'): Decimal {
  const frac = d.frac.padEnd(places, '0')
  const kept = d.int + frac.slice(0, places)
  const dropped = frac.slice(places)
  const up = mode === 'half-up' ? (dropped[0] ?? '0') >= '5' : !d.negative && /[1-9]/.test(dropped)
  const all = up ? incrementDigits(kept) : kept
  return makeDecimal(d.negative, all.slice(0, all.length - places), all.slice(all.length - places))
}

export function decimalToString(d: Decimal): string {
  return `${d.negative ? '-' : ''}${d.int}${d.frac ? `.${d.frac}` : ''}`
}

/** Fixed-point text with half-up rounding; `--` when unreadable. */
export function toFixedText(value: unknown, places: number, mode: RoundMode = 'half-up'): string {
  const d = parseDecimal(value)
  return d ? decimalToString(roundDecimal(d, places, mode)) : EMPTY_TEXT
}

/** A decimal-places setting from the server ("4", 4, null…); out-of-range or odd values use the fallback. */
export function readPlaces(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_PLACES ? n : fallback
}

/** Splits a trailing `%` off a string so "3.12%" and "0.00%" read as numbers. */
function splitPercent(value: unknown): { value: unknown; hadPercent: boolean } {
  if (typeof value !== 'string') return { value, hadPercent: false }
  const trimmed = value.trim()
  return trimmed.endsWith('%')
    ? { value: trimmed.slice(0, -1), hadPercent: true }
    : { value, hadPercent: false }
}

/**
 * Net value with `navDecimalPlaces` fraction digits (default 4), padded or cut (catalogue §9.2).
 * Cutting rounds half-up on the decimal string, so 1.23456 → 1.2346 and never 1.2345999….
 */
export function formatNav(value: NumberLike, navDecimalPlaces?: NumberLike): string {
  return toFixedText(value, readPlaces(navDecimalPlaces, 4))
}

export interface PercentOptions {
  /** Fraction digits, 2 or 4 in the specs (catalogue §9.2 "other yields 2 or 4 decimals"). Default 2. */
  decimals?: number
  /** The server sent a fraction (0.031234) that must be ×100. Ignored when the value already ends in %. */
  multiply100?: boolean
}

/** A rate as `3.1234%`; `--` when unreadable. Zero, including "-0.00", shows unsigned. */
export function formatPercent(value: NumberLike, options: PercentOptions = {}): string {
  const { decimals = 2, multiply100 = false } = options
  const split = splitPercent(value)
  const d = parseDecimal(split.value)
  if (!d) return EMPTY_TEXT
  const scaled = multiply100 && !split.hadPercent ? shiftDecimal(d, 2) : d
  return `${decimalToString(roundDecimal(scaled, readPlaces(decimals, 2)))}%`
}

/**
 * Seven-day annualised yield: 4 decimals with %, zero as 0.0000% (catalogue §9.2, marketing §9). Without
 * `multiply100` the value is taken as a percent already; the catalogue's yields are fractions and go
 * through `formatFractionYield`.
 */
export function formatSevenDayYield(value: NumberLike, options: { multiply100?: boolean } = {}): string {
  return formatPercent(value, { decimals: 4, multiply100: options.multiply100 })
}

/**
 * catalogue §9.2 "Seven-day yield … show 4 decimals; yields are multiplied by 100 to a percent": the
 * seven-day annualised yields of the catalogue's calls (market `sevenDaysIncomeRate`, a money fund's
 * `incomeRatio` and `yieid`) arrive as fractions, so `0.021234` shows `2.1234%`; a value the server
 * already wrote with % ("2.1234%") is shown as written. Other yields (annualised, interval, change) are
 * "2 or 4 decimals" as sent and are not multiplied.
 */
export function formatFractionYield(value: NumberLike): string {
  return formatSevenDayYield(value, { multiply100: true })
}

/**
 * The percent number of a fraction yield as exact decimal text (`0.021234` → `'2.1234'`, `'2.1%'` →
 * `'2.1'`), for chart geometry and sums; null when unreadable.
 */
export function fractionYieldPercent(value: NumberLike): string | null {
  const split = splitPercent(value)
  const d = parseDecimal(split.value)
  if (!d) return null
  return decimalToString(split.hadPercent ? d : shiftDecimal(d, 2))
}

/** Income per 10,000: 4 decimals, zero as 0.0000 (catalogue §9.2, marketing §9). */
export function formatPerTenThousand(value: NumberLike): string {
  return toFixedText(value, 4)
}

/**
 * 1, -1, or 0 for zero-like, missing and unreadable values: "0", "0.00", "0.0000", "0.00%", "-0.00", 0… are
 * zero and stay uncoloured (catalogue §9.2).
 */
export function signOf(value: NumberLike): 1 | -1 | 0 {
  const d = parseDecimal(splitPercent(value).value)
  if (!d || (d.int === '0' && d.frac === '')) return 0
  return d.negative ? -1 : 1
}

export type RateTone = 'up' | 'down' | 'flat'

/** 'up' (red) for positive, 'down' (green) for negative, 'flat' otherwise (catalogue §9.2). */
export function rateTone(value: NumberLike): RateTone {
  const sign = signOf(value)
  return sign > 0 ? 'up' : sign < 0 ? 'down' : 'flat'
}

/** The chart/inline colour for a rate, undefined when it must stay uncoloured. */
export function rateColor(value: NumberLike): string | undefined {
  const sign = signOf(value)
  return sign > 0 ? RISE_COLOR : sign < 0 ? FALL_COLOR : undefined
}

function groupThousands(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** Money with thousands separators, `1,234,567.89` (catalogue §9.2, marketing §9); `--` when missing. */
export function formatMoney(value: NumberLike, decimals: number = 2): string {
  const d = parseDecimal(value)
  if (!d) return EMPTY_TEXT
  const r = roundDecimal(d, readPlaces(decimals, 2))
  return `${r.negative ? '-' : ''}${groupThousands(r.int)}${r.frac ? `.${r.frac}` : ''}`
}

/**
 * Start (minimum purchase) amount, catalogue §9.2 / marketing §9: the yuan value is first rounded up
 * to a whole yuan; from 10000 on it is shown in 万 with at most 2 decimals, again rounded up so the
 * displayed minimum is never below the real one, trailing zeros trimmed: 10000 → 1万元,
 * 15000 → 1.5万元, 12345 → 1.24万元; below 10000 → `N元` (999.2 → 1000元); missing → `--`.
 */
export function formatStartAmount(value: NumberLike): string {
  const d = parseDecimal(value)
  if (!d) return EMPTY_TEXT
  const yuan = roundDecimal(d, 0, 'ceil')
  if (yuan.negative || yuan.int.length < 5) return `${decimalToString(yuan)}元`
  const wan = roundDecimal(shiftDecimal(yuan, -4), 2, 'ceil')
  return `${decimalToString(makeDecimal(false, wan.int, wan.frac.replace(/0+$/, '')))}万元`
}

/** Hidden balance: `****`, or `******` for type 6 (catalogue §9.2, marketing §4.8). */
export function hideAmount(type?: NumberLike): string {
  return String(type ?? '').trim() === '6' ? '******' : '****'
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'bigint') return value.toString()
  return null
}

/** With amounts hidden, the user name's last character becomes `*` (marketing §4.8). */
export function maskUserName(name: string | null | undefined): string {
  const text = toText(name)
  if (text === null) return EMPTY_TEXT
  const chars = Array.from(text)
  return `${chars.slice(0, -1).join('')}*`
}

/**
 * Phone mask, account-and-shared §9: first 3 and last 4 kept, the middle starred (11 digits →
 * `138****5678`). Other lengths keep the same ends and star the middle, so the length never changes;
 * 7 characters or fewer keep only the first 3 (or fewer) and star the rest.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  const text = toText(phone)
  if (text === null) return EMPTY_TEXT
  const chars = Array.from(text)
  const head = Math.min(3, chars.length)
  const tail = chars.length > 7 ? 4 : 0
  const middle = chars.length - head - tail
  return chars.slice(0, head).join('') + '*'.repeat(middle) + chars.slice(chars.length - tail).join('')
}
