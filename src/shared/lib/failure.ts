/**
 * What a failed load says on the page (page-state PageError): "check the network" only when the network
 * failed (marketing §8 and account-and-shared §8 "Network failure"), otherwise what the server said (its
 * msg or message: §8 "Other codes") or a neutral busy text. A code 5555 or 4444 is the server answering:
 * it never reads as a network problem.
 *
 * shared never imports the api (docs/architecture.md, Layers), so the api's errors are read by their shape: ApiError carries
 * `kind` ('network' | 'business' | 'auth'), `code` and the server's text as its message (api/http.ts).
 */

export const CHECK_NETWORK_TEXT = '请检查网络后重试'
export const SERVICE_BUSY_TEXT = '服务繁忙，请稍后重试'

export interface FailureView {
  /** The network failed (no answer, a timeout, a page file that could not be fetched). */
  network: boolean
  /** The line under the title: the network advice, the server's text or SERVICE_BUSY_TEXT. */
  text: string
}

interface ApiErrorShape {
  kind: unknown
  code: unknown
  message: string
}

const isApiError = (error: unknown): error is ApiErrorShape =>
  error instanceof Error && 'kind' in error && 'code' in error

/** A page's own file that did not arrive (a lazy route offline): Chromium, WebKit and Firefox wordings. */
const CHUNK_LOAD_RE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

export function describeFailure(error: unknown): FailureView {
  if (isApiError(error)) {
    // An answer that is no envelope at all (api/http.ts 'MALFORMED') came from a server, not the network.
    if (error.kind === 'network' && error.code !== 'MALFORMED')
      return { network: true, text: CHECK_NETWORK_TEXT }
    // A 403 reloads the page (account-and-shared §8); its fallback text is no message for the customer.
    const text = error.kind !== 'network' && error.code !== '403' ? error.message.trim() : ''
    return { network: false, text: text || SERVICE_BUSY_TEXT }
  }
  if (error instanceof Error && CHUNK_LOAD_RE.test(error.message))
    return { network: true, text: CHECK_NETWORK_TEXT }
  return { network: false, text: SERVICE_BUSY_TEXT }
}
