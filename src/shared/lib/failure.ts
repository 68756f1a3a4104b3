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
/** A page's first data late (PageLoading, after SLOW_AFTER_MS): the network is slow, not failed. */
export const SLOW_NETWORK_TEXT = '当前网络较慢，请耐心等待'
/**
 * A 403 after the one reload it is allowed (account-and-shared §8): the customer was signed out, and only a
 * new sign-in helps (docs/identity.md, "A session that expires").
 */
export const SESSION_EXPIRED_TEXT = '登录已失效，请重新登录'
/** A page's code that belongs to a release no longer on the server (docs/deployment.md, "Releases"). */
export const RELEASE_CHANGED_TITLE = '页面已更新'
export const RELEASE_CHANGED_TEXT = '新版本已发布，请重新加载页面'

export interface FailureView {
  /** The network failed (no answer, a timeout, a page file that could not be fetched). */
  network: boolean
  /** The line under the title: the network advice, the server's text or SERVICE_BUSY_TEXT. */
  text: string
  /** The session expired: the way on is to sign in again, not to ask the same call again. */
  signIn?: true
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

/**
 * Why a file of the app's own code did not arrive, as the server's current index.html tells
 * (src/app/code-recovery.ts, docs/deployment.md "Releases"):
 * - `network`: the site did not answer;
 * - `same`: the site answers with this very release (the file was lost on the way, or the engine
 *   remembers an earlier failure of it);
 * - `release`: another release is deployed, and this page's files may be gone with the one before.
 */
export type CodeLoadVerdict = 'network' | 'same' | 'release'

/** A failed load of the app's own code, with the verdict on why. */
export class CodeLoadError extends Error {
  constructor(
    readonly verdict: CodeLoadVerdict,
    readonly original: unknown,
  ) {
    super(original instanceof Error ? original.message : String(original))
    this.name = 'CodeLoadError'
  }
}

/** A file of the app's code (a page, a chart, a style sheet) that did not load. */
export const isCodeLoadError = (error: unknown): boolean =>
  error instanceof CodeLoadError || (error instanceof Error && CHUNK_LOAD_RE.test(error.message))

/**
 * `loginPage`: whether the page needs a signed-in customer (its route's `login`). A page that needs none
 * (the public market, a fund page) never speaks of a login: a refusal there (403, 5555) reads as the
 * service being busy, and its button loads again.
 */
export function describeFailure(error: unknown, loginPage = true): FailureView {
  if (isApiError(error)) {
    // An answer that is no envelope at all (api/http.ts 'MALFORMED') came from a server, not the network.
    if (error.kind === 'network' && error.code !== 'MALFORMED')
      return { network: true, text: CHECK_NETWORK_TEXT }
    if (!loginPage && error.kind === 'auth') return { network: false, text: SERVICE_BUSY_TEXT }
    // A 403 reloads the page once (account-and-shared §8); one that reaches a page signed the customer out.
    if (error.code === '403') return { network: false, text: SESSION_EXPIRED_TEXT, signIn: true }
    const text = error.kind !== 'network' ? error.message.trim() : ''
    return { network: false, text: text || SERVICE_BUSY_TEXT }
  }
  if (error instanceof CodeLoadError && error.verdict === 'release')
    return { network: false, text: RELEASE_CHANGED_TEXT }
  if (isCodeLoadError(error)) return { network: true, text: CHECK_NETWORK_TEXT }
  return { network: false, text: SERVICE_BUSY_TEXT }
}
