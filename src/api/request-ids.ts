import { session } from '@/shared/lib/storage'

/**
 * Request ids of money-like actions (docs/money-actions.md): a transfer, an exchange, a draw, a box
 * opening, a claim. Each confirmation of such an action is sent with one id in the `Idempotency-Key`
 * header; the server books the first request with an id and answers every later one with the same id
 * with that first answer, without booking again.
 *
 * A confirmation is the action (method, path) with its payload. Its id is made when it is first sent
 * and kept while its outcome is unknown: a network failure, a timeout, an answer that is not an
 * envelope. Sending the same action again then reuses the id, so a retry after a lost answer cannot book
 * twice. Once the server has answered (success or refusal), the action is closed: the next confirmation,
 * even of the same payload, gets a new id. Open ids live for PENDING_TTL_MS, in memory and in the
 * session (a reload after a lost answer keeps them); the session holds a digest of the action, never
 * the payload itself.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** How long a retry reuses the id of an action whose answer was lost (the server keeps ids longer). */
export const PENDING_TTL_MS = 15 * 60_000

/** A random id (UUID version 4 layout) from crypto.getRandomValues. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** JSON with object keys in a fixed order: the same payload always reads the same. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

/** Two 32-bit FNV-1a passes: a short digest of the action for the session (not a secret, not reversible). */
function digest(text: string): string {
  let a = 0x811c9dc5
  let b = 0x01000193
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    a = Math.imul(a ^ c, 16777619)
    b = Math.imul(b ^ c, 2246822519)
  }
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`
}

/** What identifies one confirmation: method, path and payload. */
export function actionOf(method: string, url: string, params: unknown, data: unknown): string {
  return digest(`${method.toUpperCase()} ${url} ${stable(params)} ${stable(data)}`)
}

interface Open {
  id: string
  /** Epoch ms after which the id is no longer reused. */
  until: number
}
type OpenIds = Record<string, Open>

const memory = new Map<string, Open>()

function stored(): OpenIds {
  const all = session.getJson<OpenIds>('openRequestIds')
  return all && typeof all === 'object' ? all : {}
}

function save(all: OpenIds, now: number): void {
  // No Object.fromEntries: Chrome 70 lacks it (docs/engines.md).
  const live: OpenIds = {}
  for (const [k, v] of Object.entries(all)) if (v && v.until > now) live[k] = v
  if (Object.keys(live).length) session.setJson('openRequestIds', live)
  else session.remove('openRequestIds')
}

export const requestIds = {
  /** The id to send for this action: the one still open for it, else a new one (now open). */
  forAction(action: string, now: number = Date.now()): string {
    const open = memory.get(action) ?? stored()[action]
    if (open && typeof open.id === 'string' && open.until > now) return open.id
    const fresh: Open = { id: newRequestId(), until: now + PENDING_TTL_MS }
    memory.set(action, fresh)
    save({ ...stored(), [action]: fresh }, now)
    return fresh.id
  },
  /** The server answered this action: its id is done; the next confirmation gets a new one. */
  settle(action: string, now: number = Date.now()): void {
    memory.delete(action)
    const all = stored()
    if (!(action in all)) return
    delete all[action]
    save(all, now)
  },
  /** Test hook: forget every open id. */
  reset(): void {
    memory.clear()
    session.remove('openRequestIds')
  },
}
