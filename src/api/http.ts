import { browser } from '@/shared/lib/browser'
import { loadingCounter } from '@/shared/lib/loading'
import { identityStore, session } from '@/shared/lib/storage'
import { NETWORK_ERROR_TEXT, toast } from '@/shared/lib/toast'
import { note } from '@/shared/monitor/report'
import { isMoneyAction } from './endpoints'
import { parse, type Schema } from './schema'
import { send, type Answer, type HttpRequest, type RequestOptions } from './transport'

export { CHANNEL_HEADER, TIMEOUT_MS, queryOf, type HttpRequest, type RequestOptions } from './transport'

/**
 * The one HTTP client (api-contract.md, Transport), on the browser's `fetch` (docs/decisions/022-http-layer-on-fetch.md;
 * the wire itself is transport.ts). Components never see it: the service modules in src/api wrap each call in
 * a typed function.
 */

/** The query parameter the 403 reload adds (account-and-shared §8: "a random query parameter"). */
export const RELOAD_MARKER = '_r'

export interface Envelope<T = unknown> {
  code: string | number
  msg?: string
  message?: string
  data?: T
  result?: unknown
}

export type ApiErrorKind = 'business' | 'network' | 'auth'

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly kind: ApiErrorKind,
    readonly data?: unknown,
    /**
     * The server answered, but not finally: HTTP 409 ("still processing"), 408, 425, 429 or a 5xx. Whether
     * a money-like action was booked is unknown, as after a lost answer (docs/money-actions.md).
     */
    readonly unsettled = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface CallOptions {
  /** Do not count this call in the loading overlay. */
  silent?: boolean
  /** List and invitation calls also accept code 200 as success. */
  accept200?: boolean
  /** Codes the caller handles itself: reject without the generic toast. */
  quietCodes?: readonly string[]
  /** Never toast business failures (the caller shows its own view). */
  noToast?: boolean
  /** The request's own extras: headers (a transfer's proof), a blob answer, query parameters on a POST. */
  config?: RequestOptions
  /**
   * A money-like action (a transfer, an exchange, a draw, a box opening, a claim): sent with an
   * `Idempotency-Key`, one per confirmation, reused while its answer is unknown (request-ids.ts,
   * docs/money-actions.md). Every path of `MONEY_ACTION_PATHS` (endpoints.ts) is one whatever the caller
   * passes. The id store loads with the first such call, not with the first page.
   */
  moneyAction?: boolean
  /** Sent with no customer's token: a sign-in's own exchange (a ticket's, while another customer is signed in). */
  anonymous?: boolean
}

export const messageOf = (body: Pick<Envelope, 'msg' | 'message'> | undefined): string =>
  (body?.msg || body?.message || '').toString()

const MISSING_TOKEN = /header\s*'?token'?/i

export function isSuccessCode(code: unknown, accept200 = false): boolean {
  const c = String(code)
  return c === '0000' || (accept200 && c === '200')
}

let reloadScheduled = false

/**
 * The 403 rule (account-and-shared §8): clear tokens and expiry (and with them the whole stored identity:
 * the profile's phone, nickname and openid too, docs/identity.md), then reload once with a random query
 * parameter, guarded by a reload flag: the session key `reload403`, set before the reload, so this
 * webview session never reloads for a 403 again (a server that keeps answering 403 cannot make the page
 * loop). Where storage is unavailable (some private modes throw), the reload marker in the address
 * guards instead: a page that is itself the reload never reloads again.
 */
export function handleForbidden(): void {
  identityStore.clear()
  if (reloadScheduled) return // parallel 403s reload once
  const url = new URL(window.location.href)
  if (url.searchParams.has(RELOAD_MARKER)) return // this page is the reload
  if (session.get('reload403') === '1') return // the flag: already reloaded for this 403
  reloadScheduled = true
  session.set('reload403', '1')
  url.searchParams.set(RELOAD_MARKER, Math.random().toString(36).slice(2, 10))
  browser.replace(url.toString())
}

/** Test hook: forget that a reload was scheduled in this page. */
export function resetHttpState(): void {
  reloadScheduled = false
}

/**
 * The call failed without a final answer from the server (network failure, timeout, an answer that is not
 * an envelope, or an unsettled one: 409 "processing", a 5xx): whether a money-like action was booked is
 * unknown. Read the balance or status again before offering a retry; the retry reuses the request id
 * (docs/money-actions.md).
 */
export const answerLost = (err: unknown): boolean =>
  err instanceof ApiError && (err.kind === 'network' || err.unsettled)

/**
 * HTTP statuses that are no final answer to a request: it may still be running (409, 425), or the server
 * failed on its way (408, 429, 5xx). A money-like action's request id stays open after them.
 */
const unsettledStatus = (status: number): boolean =>
  status >= 500 || status === 409 || status === 408 || status === 425 || status === 429

/**
 * "Still processing" in an envelope (docs/money-actions.md, "Still processing"): a server that cannot answer
 * HTTP 409 may answer 200 with this code instead. Either way the request's outcome is not known yet: the
 * error is `unsettled` and a money-like action's key stays open.
 */
export const PROCESSING_CODES: readonly string[] = ['409']

/**
 * A refusal of the caller, not of the request (403, 5555, a missing token). For a money-like action it is
 * `unsettled`: an earlier try of the same confirmation may have been booked, and its key stays open.
 */
const authError = (text: string, code: string, keyed: boolean, data?: unknown) =>
  new ApiError(text, code, 'auth', data, keyed)

/**
 * The request-id store (request-ids.ts), loaded on the first money-like action: the first pages of a visit
 * do not carry it. If it cannot load (offline), nothing was sent: the network failure, as any other.
 */
async function loadRequestIds() {
  try {
    return await import('./request-ids')
  } catch {
    toast(NETWORK_ERROR_TEXT)
    throw new ApiError(NETWORK_ERROR_TEXT, 'NETWORK', 'network')
  }
}

/** Every call's `data` goes through its schema (schema.ts): pages only ever see parsed, typed values. */
async function call<T>(schema: Schema<T>, config: HttpRequest, options: CallOptions = {}): Promise<T> {
  const envelope = await callEnvelope<unknown>(config, options)
  return parse(schema, envelope.data)
}

/** Like a typed call but returns the whole envelope (for calls whose payload sits outside `data`). */
export async function callEnvelope<T>(config: HttpRequest, options: CallOptions = {}): Promise<Envelope<T>> {
  const request: HttpRequest = {
    ...config,
    ...options.config,
    headers: { ...config.headers, ...options.config?.headers },
  }
  // A money-like action carries its confirmation's id; the id stays open until the server has answered
  // finally (docs/money-actions.md): a success or a refusal.
  let answered = () => {}
  const keyed = !!options.moneyAction || isMoneyAction(request.url)
  if (keyed) {
    const ids = await loadRequestIds()
    const action = ids.actionOf(request.method, request.url, request.params, request.data)
    request.headers = { ...request.headers, [ids.IDEMPOTENCY_HEADER]: ids.requestIds.forAction(action) }
    answered = () => ids.requestIds.settle(action)
  }
  if (!options.silent) loadingCounter.start()
  try {
    let answer: Answer
    try {
      answer = await send(request, options.anonymous)
    } catch {
      toast(NETWORK_ERROR_TEXT)
      throw new ApiError(NETWORK_ERROR_TEXT, 'NETWORK', 'network')
    }
    const { status } = answer
    const body = answer.body as Envelope<T>
    if (status === 403) {
      handleForbidden()
      throw authError(messageOf(body) || 'Forbidden', '403', keyed)
    }
    const ok = status >= 200 && status < 300
    if (ok && request.responseType === 'blob') return { code: '0000', data: body as T }
    // A 2xx answer must be an object; any other status is an answer only with an envelope (a `code`).
    if (!body || typeof body !== 'object' || (!ok && !('code' in body))) {
      toast(NETWORK_ERROR_TEXT)
      throw new ApiError(NETWORK_ERROR_TEXT, ok ? 'MALFORMED' : 'NETWORK', 'network')
    }
    const code = String(body.code)
    const text = messageOf(body)
    if (unsettledStatus(status) || PROCESSING_CODES.includes(code)) {
      if (!options.noToast) toast(text || NETWORK_ERROR_TEXT)
      throw new ApiError(text || NETWORK_ERROR_TEXT, code, 'business', body.data, true)
    }
    // The server refused who sent the request, not the request: nothing was processed, so a money-like
    // action's key stays open for the same customer's retry after signing in again (docs/money-actions.md).
    if (code === '403') {
      handleForbidden()
      throw authError(text, code, keyed)
    }
    if (code === '5555' || MISSING_TOKEN.test(text)) throw authError(text, code, keyed, body.data)
    answered()
    if (isSuccessCode(code, options.accept200)) return body
    if (!options.noToast && !options.quietCodes?.includes(code)) toast(text)
    throw new ApiError(text, code, 'business', body.data)
  } catch (error) {
    note('call', request.url, error) // its path and code only (docs/observability.md)
    throw error
  } finally {
    if (!options.silent) loadingCounter.stop()
  }
}

/** Options of a money-like action (CallOptions.moneyAction): whatever the caller passes, it keeps its key. */
export const moneyAction = (options?: CallOptions): CallOptions => ({ ...options, moneyAction: true })

/** The typed calls: `http.get(Schema, path, params)` resolves with `data` parsed by `Schema`. */
export const http = {
  /** A request built by its service module (api/catalogue/requests.ts), sent as it is. */
  send: <T>(schema: Schema<T>, request: HttpRequest, options?: CallOptions) => call(schema, request, options),
  get: <T>(schema: Schema<T>, url: string, params?: object, options?: CallOptions) =>
    call(schema, { method: 'GET', url, params }, options),
  post: <T>(schema: Schema<T>, url: string, data?: unknown, options?: CallOptions) =>
    call(schema, { method: 'POST', url, data: data ?? {} }, options),
  put: <T>(schema: Schema<T>, url: string, data?: unknown, options?: CallOptions) =>
    call(schema, { method: 'PUT', url, data: data ?? {} }, options),
}
