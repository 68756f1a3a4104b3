import { hashString } from './lib'

/**
 * The "field data" scenario: every answer's `data` is served the way a real Java backend
 * plausibly sends it, not the way our code expects it. Deterministic: each choice is a hash of the seed,
 * the endpoint and the field's path (list indexes left out, so a field has one type in every row, as a
 * serialiser would give it). The variations:
 *
 * - numbers as strings and numeric strings as numbers (`"65"` ↔ `65`, `"1000.00"` → `1000`; strings with
 *   leading zeros such as product codes stay strings, as a Java `String` would);
 * - flags `'1'`/`'0'` as `1`/`0`, and `is…`/`has…` flags as `true`/`false`;
 * - `''` as `null` or as a missing key; booleans as `'1'`/`'0'`;
 * - empty lists as `null` or `{}`; lists of objects with a trailing `null` item;
 * - nested objects with nothing in them as `null`.
 *
 * The data keeps its meaning: a journey that works on the normal mock must work here too.
 */

/** 0 ≤ pick < 1 for one decision at one place. */
function pick(seed: number, where: string, decision: string): number {
  return hashString(`${seed}|${where}|${decision}`) / 4294967296
}

/** Numeric text that a Java number field would serialise the same way (no leading zeros, no sign games). */
const PLAIN_NUMBER = /^(0|[1-9]\d{0,14})(\.\d{1,8})?$/

function isEmptyish(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === 0 || value === '0') return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object') return Object.values(value as object).every(isEmptyish)
  return false
}

const MISSING = Symbol('missing')

function varyValue(value: unknown, seed: number, where: string, key: string, depth: number): unknown {
  if (typeof value === 'string') {
    if (value === '') {
      const p = pick(seed, where, 'empty')
      return p < 0.4 ? null : p < 0.6 ? MISSING : ''
    }
    if (/^(is|has)[A-Z_]/.test(key) && (value === '1' || value === '0') && pick(seed, where, 'bool') < 0.3)
      return value === '1'
    if (PLAIN_NUMBER.test(value) && pick(seed, where, 'number') < 0.5) return Number(value)
    return value
  }
  if (typeof value === 'number') return pick(seed, where, 'text') < 0.5 ? String(value) : value
  if (typeof value === 'boolean') return pick(seed, where, 'flag') < 0.3 ? (value ? '1' : '0') : value
  if (Array.isArray(value)) {
    if (value.length === 0) {
      const p = pick(seed, where, 'list')
      return p < 0.35 ? null : p < 0.6 ? {} : []
    }
    const items = value.map((item) => varyValue(item, seed, `${where}[]`, key, depth + 1))
    const objects = value.every((item) => item && typeof item === 'object' && !Array.isArray(item))
    if (objects && pick(seed, where, 'null-item') < 0.25) items.push(null)
    return items
  }
  if (value && typeof value === 'object') {
    if (depth > 0 && isEmptyish(value) && pick(seed, where, 'object') < 0.6) return null
    return varyObject(value as Record<string, unknown>, seed, where, depth)
  }
  return value
}

function varyObject(value: Record<string, unknown>, seed: number, where: string, depth: number) {
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const varied = varyValue(item, seed, `${where}.${key}`, key, depth + 1)
    if (varied !== MISSING) out[key] = varied
  }
  return out
}

/** The answer's `data` as the field would send it. `endpoint` is the request path. */
export function fieldData(data: unknown, seed: number, endpoint: string): unknown {
  const varied = varyValue(data, seed, endpoint, '', 0)
  return varied === MISSING ? null : varied
}
