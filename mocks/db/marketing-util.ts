/**
 * Small helpers of the marketing store: dates, masks, a seeded PRNG and card codes. They are kept
 * here (not imported from mocks/lib) because mocks/lib imports the store, and the seed runs while
 * the store module is being evaluated.
 */

const DAY_MS = 86_400_000
const pad = (n: number, size = 2) => String(n).padStart(size, '0')

/** The mock clock; tests move it with vi.setSystemTime. */
export const now = (): Date => new Date()

export const daysAgo = (days: number, hour = 10, minute = 0, from: Date = now()): Date => {
  const d = new Date(from.getTime() - days * DAY_MS)
  d.setHours(hour, minute, 0, 0)
  return d
}

export const addDays = (d: Date, days: number): Date => new Date(d.getTime() + days * DAY_MS)

/** 'YYYY-MM-DD' */
export const dateStr = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** 'YYYYMMDD' */
export const compactDate = (d: Date): string => dateStr(d).replaceAll('-', '')

/** 'YYYY-MM-DD HH:mm:ss' */
export const dateTimeStr = (d: Date): string =>
  `${dateStr(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`

/** account-and-shared §9: 3 leading digits, four stars, the last 4. */
export const maskPhone = (phone: string): string =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone ? `${phone.slice(0, 3)}****` : ''

/** The first character, then a star per remaining character (张伟 → 张*). */
export const maskName = (name: string): string =>
  name ? name[0] + '*'.repeat(Math.max(1, name.length - 1)) : ''

export const PHONE_PATTERN = /^1[3-9]\d{9}$/

/** FNV-1a. */
export function hash(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

/** mulberry32: the same seed gives the same sequence on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const CODE_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I: codes are typed by hand

/** A 16-character voucher code and a 6-digit password, fixed by the seed text. */
export function cardCode(seedText: string): { code: string; password: string } {
  const next = prng(hash(seedText))
  let code = ''
  for (let i = 0; i < 16; i++) code += CODE_CHARS[Math.floor(next() * CODE_CHARS.length)]
  const password = String(Math.floor(next() * 1_000_000)).padStart(6, '0')
  return { code, password }
}

/** Picks an index by weight with a seeded draw. */
export function weightedIndex(weights: readonly number[], seedText: string): number {
  const total = weights.reduce((a, b) => a + b, 0)
  let r = prng(hash(seedText))() * total
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]
    if (r < 0) return i
  }
  return weights.length - 1
}

/** A rule of the mock backend refused the request: the handler answers with this code and message. */
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export function refuse(code: string, message: string, data?: unknown): never {
  throw new RuleError(code, message, data)
}
