import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'

/**
 * The wire under the one HTTP client (http.ts; api-contract.md, Transport): the request as it leaves (address,
 * query, headers, body, credentials, timeout) and what comes back. It is part of the small start-up entry, so
 * that start-up can ask for a shared link's first calls while the app's code is still on its way (`askEarly`,
 * docs/decisions/027-the-first-calls-beside-the-code.md); everything the spec asks of an answer (the envelope, 403, toasts, the
 * loading counter, idempotency keys) stays in http.ts, and applies to an early answer as to any other.
 */

export const CHANNEL_HEADER = 'h5_trade_service'
export const TIMEOUT_MS = 30_000

/** What a call may add to its request (CallOptions.config). */
export interface RequestOptions {
  /** Extra headers (a transfer's proof: points.ts). */
  headers?: Record<string, string>
  /** 'blob': the answer is a file, resolved as `data` as it is (no envelope). JSON otherwise. */
  responseType?: 'json' | 'blob'
  /** Query parameters (serialised by `queryOf`). */
  params?: object
}

/** One request: a method, a path under the environment's API base, its query and its JSON body. */
export interface HttpRequest extends RequestOptions {
  method: 'GET' | 'POST' | 'PUT'
  url: string
  data?: unknown
}

/**
 * A query value as axios wrote it, so that the wire format stays what the backend and the mock read
 * (api-contract.md, Transport): percent-encoded but for `:`, `$` and `,` (the catalogue's comma-joined
 * filters), a space as `+`.
 */
const encode = (value: unknown): string =>
  encodeURIComponent(String(value))
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')

/**
 * Query parameters in axios's default form: an undefined or null value is left out, an array is sent as
 * `name[]=a&name[]=b` (its undefined and null items left out), everything else as its string.
 */
export function queryOf(params: object | undefined): string {
  const pairs: string[] = []
  for (const [name, value] of Object.entries(params ?? {}) as [string, unknown][]) {
    if (Array.isArray(value)) {
      for (const item of value) if (item != null) pairs.push(`${encode(`${name}[]`)}=${encode(item)}`)
    } else if (value != null) pairs.push(`${encode(name)}=${encode(value)}`)
  }
  return pairs.join('&')
}

/**
 * The request's headers (api-contract.md, Transport): the call's own, then `channel` always and the
 * customer's `token` and `appClientToken` when present, unless the call is `anonymous` (a sign-in's own
 * exchange). A call's own header never replaces these.
 */
function headersOf(request: HttpRequest, anonymous: boolean | undefined): Record<string, string> {
  const headers: Record<string, string> =
    request.data === undefined ? {} : { 'Content-Type': 'application/json' }
  Object.assign(headers, request.headers, { channel: CHANNEL_HEADER })
  if (!anonymous) {
    const token = local.get('localToken')
    if (token) headers.token = token
    const appClientToken = session.get('appClientToken')
    if (appClientToken) headers.appClientToken = appClientToken
  }
  return headers
}

/** What came back: the HTTP status and the body (parsed JSON, the text when it is none, or the blob). */
export interface Answer {
  status: number
  body: unknown
}

/** The request as it leaves: its full address and what `fetch` is given besides. */
function wire(request: HttpRequest, anonymous: boolean | undefined) {
  let url = env().apiBase.replace(/\/+$/, '') + request.url
  const query = queryOf(request.params)
  if (query) url += (url.includes('?') ? '&' : '?') + query
  const headers = headersOf(request, anonymous)
  const body = request.data === undefined ? undefined : JSON.stringify(request.data)
  // Two requests with one key are the same request of the same customer (their tokens are in the headers).
  const key = JSON.stringify([request.method, url, body, headers, request.responseType])
  return { url, headers, body, key }
}

/**
 * Sends a request with credentials (`withCredentials`: the backend's cookies) and answers with its status
 * and body. Rejects on a network failure, and on a timeout: TIMEOUT_MS after the request left, whether the
 * headers or the body are still on their way, it is aborted, a network failure like any other
 * (api-contract.md, Transport).
 */
async function fetchAnswer(request: HttpRequest, out: ReturnType<typeof wire>): Promise<Answer> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS)
  try {
    const response = await fetch(out.url, {
      method: request.method,
      headers: out.headers,
      body: out.body,
      credentials: 'include',
      signal: controller.signal,
    })
    if (request.responseType === 'blob' && response.ok)
      return { status: response.status, body: await response.blob() }
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON: the text itself, which is no envelope (a gateway's HTML page)
    }
    return { status: response.status, body }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Answers asked for early, by the request's key (`wire`). Start-up asks for the calls a shared link's first
 * paint needs as soon as its small entry runs (src/app/navigation/first-round.ts), in parallel with the
 * download of the app's code; the page's own call of the same request (same method, address, body and
 * headers, so the same customer) takes that answer instead of asking again. Each is taken once, and only
 * within TIMEOUT_MS of being asked: an answer older than a call may take is asked anew (a page that did not
 * take it at once, say a list read back from memory, must not take it at a later refresh). The first change of
 * page forgets those not taken (`forgetEarlyAnswers`).
 */
const early = new Map<string, { answer: Promise<Answer>; at: number }>()

/** Asks for a read now, for the page's own call of it to take (see `early`). */
export function askEarly(request: HttpRequest): void {
  const out = wire(request, false)
  if (early.has(out.key)) return
  const answer = fetchAnswer(request, out)
  answer.catch(() => {}) // a failure is the taker's to report, as if it had asked itself
  early.set(out.key, { answer, at: Date.now() })
}

/** Forgets the early answers no call took (the customer left the first page). */
export function forgetEarlyAnswers(): void {
  early.clear()
}

/** Sends a request, or takes its early answer when start-up already asked for it (`askEarly`). */
export function send(request: HttpRequest, anonymous: boolean | undefined): Promise<Answer> {
  const out = wire(request, anonymous)
  const asked = early.get(out.key)
  early.delete(out.key)
  return asked && Date.now() - asked.at <= TIMEOUT_MS ? asked.answer : fetchAnswer(request, out)
}
