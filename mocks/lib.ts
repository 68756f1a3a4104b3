import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import { db, type Db } from './db'
import { fieldData } from './field-data'

/**
 * One wrapper for every mock handler: it parses the request, applies the scenario's injected fault,
 * turns a returned value into a `0000` envelope and a thrown MockError into an envelope with its code
 * (kentcdodds/bookshelf server-handlers style). Handlers match any origin ("*" prefix), so the same
 * handlers serve vitest (relative paths under jsdom), the dev server and the e2e server.
 */

export class MockError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Throw this to answer with a business code: `fail('1111', '...')`. */
export function fail(code: string, msg: string, data?: unknown): never {
  throw new MockError(code, msg, data)
}

export interface MockContext {
  request: Request
  params: Record<string, string | readonly string[] | undefined>
  query: URLSearchParams
  /** Parsed JSON body for POST/PUT (empty object when none). */
  body: Record<string, unknown>
  db: Db
}

export type Resolver = (ctx: MockContext) => unknown | Promise<unknown>

/** A raw response (blob, redirect, non-envelope): return it from a resolver to bypass the envelope. */
export const isResponse = (v: unknown): v is Response => v instanceof Response

export interface Envelope {
  code: string
  msg?: string
  data?: unknown
  [key: string]: unknown
}

/** Return this from a resolver to answer with an explicit envelope (for example `{ code, result }`). */
export class RawEnvelope {
  constructor(readonly body: Envelope) {}
}

const faultHits = (path: string): boolean => {
  const { faultPaths } = db.scenario
  return !faultPaths.length || faultPaths.some((p) => path.includes(p))
}

/** The fault before the handler runs (a lost answer is lost after it ran: see route()). */
async function applyFault(path: string): Promise<Response | undefined> {
  const { fault } = db.scenario
  if (fault === 'none' || fault === 'maintenance' || fault === 'lostAnswer') return undefined
  if (!faultHits(path)) return undefined
  switch (fault) {
    case 'network':
      return HttpResponse.error()
    case 'slow':
      await delay(db.scenario.slowMs)
      return undefined
    case '5555':
      return HttpResponse.json({ code: '5555', msg: '登录已失效，请重新登录' })
    case '403':
      return HttpResponse.json({ code: '403', msg: 'Forbidden' }, { status: 403 })
    case 'timeout':
      await delay('infinite')
      return undefined
  }
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const text = await request.text()
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return Object.fromEntries(new URLSearchParams(text))
  }
}

/** The answer's data as the scenario serves it: as is, or varied the way the real backend varies it. */
function served(data: unknown, url: URL): unknown {
  return db.scenario.data === 'field' ? fieldData(data, db.scenario.seed, url.pathname) : data
}

/** The envelope a resolver's result (or refusal) becomes; a raw Response passes as it is. */
async function answer(resolver: Resolver, ctx: MockContext, url: URL): Promise<Response | Envelope> {
  try {
    const result = await resolver(ctx)
    if (isResponse(result)) return result
    if (result instanceof RawEnvelope)
      return 'data' in result.body ? { ...result.body, data: served(result.body.data, url) } : result.body
    return { code: '0000', msg: '成功', data: served(result ?? null, url) }
  } catch (err) {
    if (err instanceof MockError)
      return { code: err.code, msg: err.message, data: served(err.data ?? null, url) }
    const message = err instanceof Error ? err.message : String(err)
    return { code: '9999', msg: `系统繁忙(${message})` }
  }
}

/** JSON with object keys in a fixed order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

/** The request header of a money-like action's id (docs/money-actions.md). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/**
 * A request with an Idempotency-Key is answered once (docs/money-actions.md): its answer is kept per
 * customer (token) and key, and a later request with the same key gets that answer again without the
 * handler running (nothing is booked twice). The same key on another request (other path or payload)
 * is refused with HTTP 422, as the IETF Idempotency-Key draft has it.
 */
function route(method: 'get' | 'post' | 'put', path: string, resolver: Resolver): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
    const url = new URL(request.url)
    const faulted = await applyFault(url.pathname)
    if (faulted) return faulted
    const body = await readBody(request)
    const key = request.headers.get(IDEMPOTENCY_HEADER)
    // Keys are the customer's (docs/money-actions.md, rule 2), not one token's: signed in again after an
    // expired session, the customer's retry gets the first answer.
    const token = request.headers.get('token') || request.headers.get('appClientToken') || ''
    const customer = db.tokenOwners[token] ?? token
    const keptAt = key ? `${customer}\n${key}` : ''
    const requestOf = `${request.method} ${url.pathname} ${stable(Object.fromEntries(url.searchParams))} ${stable(body)}`
    const lost = () => db.scenario.fault === 'lostAnswer' && faultHits(url.pathname)
    const kept = keptAt ? db.keptAnswers[keptAt] : undefined
    if (kept) {
      if (kept.request !== requestOf)
        return HttpResponse.json({ code: '4444', msg: '请求编号重复，请刷新后重试' }, { status: 422 })
      return lost()
        ? HttpResponse.error()
        : HttpResponse.json(kept.body, { headers: { 'Idempotent-Replayed': 'true' } })
    }
    const result = await answer(resolver, { request, params, query: url.searchParams, body, db }, url)
    if (isResponse(result)) return result
    if (keptAt) db.keptAnswers[keptAt] = { request: requestOf, body: result }
    // The lost-answer fault: the handler ran (and booked), the answer never arrives.
    if (lost()) return HttpResponse.error()
    return HttpResponse.json(result)
  })
}

export const mock = {
  get: (path: string, resolver: Resolver) => route('get', path, resolver),
  post: (path: string, resolver: Resolver) => route('post', path, resolver),
  put: (path: string, resolver: Resolver) => route('put', path, resolver),
}

/** Reads a string field from query or body. */
export function field(ctx: MockContext, name: string): string {
  const v = ctx.query.get(name) ?? ctx.body[name]
  return v === undefined || v === null ? '' : String(v)
}

/** Deterministic PRNG (mulberry32) so seed data is the same on every run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function hashString(s: string): number {
  let h = 2166136261
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619)
  return h >>> 0
}

/** Paging helper shared by the list handlers. */
export function page<T>(items: T[], pageNum: number, pageSize: number): T[] {
  const p = Math.max(1, pageNum || 1)
  const size = Math.max(1, pageSize || 20)
  return items.slice((p - 1) * size, p * size)
}
