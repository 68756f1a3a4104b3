/**
 * The privacy agreement's rules as pure functions (account-and-shared §4 privacy, catalogue §2.8, §4.8,
 * §5). Pages and the transit hook call these; tests read like the spec.
 */

export type PrivacyDecision = 'show-sheet' | 'silent-agree' | 'redirect-popup' | 'none'

export interface PrivacyDecisionInput {
  /** `version` of the agreement the server returns ('' when there is none). */
  serverVersion: string
  /** Local `privacy-version` (null when never agreed). */
  storedVersion: string | null
  /** '1': the agreement is always shown, whatever the versions. */
  isiframe: string
  /** '1': the agreement is shown on /privacypop (or the external agreement url) instead of the sheet. */
  isNewBeta: string
  /** The url's `isAgree` query value ('1' after the user agreed on the pop-up page). */
  isAgreeParam: string | null | undefined
  /**
   * The page is the return from the app's own /privacypop, which this tab sent the customer to from this very
   * route (`privacyPopReturn`): only then does isAgree=1 say the customer agreed there. Any link can carry
   * isAgree=1.
   */
  fromOwnPopup: boolean
}

/**
 * account-and-shared §4:
 * - url isAgree=1 with isNewBeta 1: the user just agreed on the pop-up page, store the version silently
 *   (checked first, otherwise isiframe '1' would send the user back to the pop-up forever). Honoured on the
 *   return from the pop-up page this tab sent the customer to only (`fromOwnPopup`): isAgree=1 in a link
 *   the customer merely opened agrees to nothing;
 * - isiframe '1' always shows the agreement, otherwise only when the versions differ;
 * - showing means the pop-up page with isNewBeta 1, else the bottom sheet.
 * No server version (no agreement configured) means nothing to agree to.
 */
export function privacyDecision({
  serverVersion,
  storedVersion,
  isiframe,
  isNewBeta,
  isAgreeParam,
  fromOwnPopup,
}: PrivacyDecisionInput): PrivacyDecision {
  const beta = isNewBeta === '1'
  if (beta && isAgreeParam === '1' && fromOwnPopup) return 'silent-agree'
  const mustShow = isiframe === '1' || (serverVersion !== '' && serverVersion !== (storedVersion ?? ''))
  if (!mustShow) return 'none'
  return beta ? 'redirect-popup' : 'show-sheet'
}

/** Where the pop-up flow goes: /privacypop when the agreement says so, else its external url. */
export type PopupTarget = { kind: 'route' } | { kind: 'external'; url: string }

export function popupTarget(privacyPop: string, externalUrl: string): PopupTarget {
  if (privacyPop === '1' || !externalUrl) return { kind: 'route' }
  return { kind: 'external', url: externalUrl }
}

/** Window close delay after declining (account-and-shared §9). */
export const CLOSE_DELAY_MS = 300

export const VIEWER_DEFAULT_TITLE = '隐私政策'
export const VIEWER_MAX_TITLE = 12

/** catalogue §2.8: title cut at 12 characters plus an ellipsis; default 隐私政策. */
export function viewerTitle(title: string | null | undefined): string {
  const t = (title ?? '').trim()
  if (!t) return VIEWER_DEFAULT_TITLE
  const chars = Array.from(t)
  return chars.length > VIEWER_MAX_TITLE ? `${chars.slice(0, VIEWER_MAX_TITLE).join('')}...` : t
}

export const VIEWER_BUTTON_UNREAD = '请上滑看完本隐私政策再同意'
export const VIEWER_BUTTON_READ = '同意本隐私政策'

/** The viewer's bottom button (catalogue §2.8); configured texts win when given. */
export function viewerButton(
  readToEnd: boolean,
  unreadText?: string | null,
  readText?: string | null,
): string {
  return readToEnd ? readText || VIEWER_BUTTON_READ : unreadText || VIEWER_BUTTON_UNREAD
}

export const POPUP_BUTTON_UNREAD = '查看隐私政策'
export const POPUP_BUTTON_READ = '同意'

/**
 * The only button texts /privacywebview takes from its address (catalogue §2.8). The viewer is a page of
 * ours, so a link may pick one of these but never bring its own sentence to it; anything else shows the
 * default (请上滑看完本隐私政策再同意, 同意本隐私政策). The title never comes from the address: see `ViewerState`.
 */
export const VIEWER_TEXTS = {
  /** privateContentNotReadedButton: the viewer's own text or the privacy text config's (account-and-shared §4). */
  unread: [VIEWER_BUTTON_UNREAD, POPUP_BUTTON_UNREAD],
  /** privateContentReadedButton: likewise. */
  read: [VIEWER_BUTTON_READ, POPUP_BUTTON_READ],
} as const satisfies Record<string, readonly string[]>

/**
 * The document's title, handed to /privacywebview inside the app as router state by the page that opens
 * it (a configured loginAgreeMent title, the server's agreement title: catalogue §2.8, account-and-shared §4).
 * A link from outside cannot set it, so a crafted address never prints its own title on the page
 * (docs/features/merchant-and-privacy.md).
 */
export interface ViewerState {
  privacyTitle: string
}

export const viewerState = (title: string): ViewerState => ({ privacyTitle: title })

/** The title router state handed over, else null (the default 隐私政策). */
export function titleFromState(state: unknown): string | null {
  const title = (state as Partial<ViewerState> | null | undefined)?.privacyTitle
  return typeof title === 'string' ? title : null
}

/** The address's text when it is exactly one of the viewer's texts of that kind, else null (the default). */
export function viewerText(kind: keyof typeof VIEWER_TEXTS, value: string | null | undefined): string | null {
  const allowed: readonly string[] = VIEWER_TEXTS[kind]
  return typeof value === 'string' && allowed.includes(value) ? value : null
}

/** The pop-up's primary button: 查看隐私政策 before reading, 同意 after (configurable texts). */
export function popupPrimaryButton(
  readToEnd: boolean,
  texts?: { privateContentNotReadedButton?: string; privateContentReadedButton?: string } | null,
): string {
  return readToEnd
    ? texts?.privateContentReadedButton || POPUP_BUTTON_READ
    : texts?.privateContentNotReadedButton || POPUP_BUTTON_UNREAD
}

/** catalogue §4.8: ticking the first box needs the whole document read, otherwise the viewer opens. */
export function firstBoxTap(readToEnd: boolean, checked: boolean): 'untick' | 'tick' | 'open-viewer' {
  if (checked) return 'untick'
  return readToEnd ? 'tick' : 'open-viewer'
}

/** catalogue §4.8: agreeing needs all three boxes ticked. */
export function canAgree(boxes: readonly boolean[]): boolean {
  return boxes.length === 3 && boxes.every(Boolean)
}

export const DEFAULT_NOT_SELECTED_TEXT = '请先阅读并勾选全部协议'
export const DEFAULT_DECLINE_TEXT = '您未同意隐私政策，将无法进入直销商城使用相关服务，您可以关闭页面退出。'
export const CANNOT_CLOSE_TEXT = '当前浏览器不支持自动关闭页面，请点击右上角或使用返回键关闭页面。'

/** Message types the agreement documents post to the parent frame (catalogue §2.8). */
export type DocMessage = { type: 'END_OF_SCROLL' } | { type: 'AGREE_PRIVACY'; value: '0' | '1' }

export function parseDocMessage(data: unknown): DocMessage | null {
  if (!data || typeof data !== 'object') return null
  const d = data as { type?: unknown; value?: unknown }
  if (d.type === 'END_OF_SCROLL') return { type: 'END_OF_SCROLL' }
  if (d.type === 'AGREE_PRIVACY') {
    const v = String(d.value)
    return v === '1' || v === '0' ? { type: 'AGREE_PRIVACY', value: v } : null
  }
  return null
}

/** Origins a document frame may be on, and may post messages from: this origin and the official domain. */
export function allowedOrigins(selfOrigin: string, officialDomain: string): string[] {
  const list = [selfOrigin]
  const d = officialDomain.trim().toLowerCase()
  if (d) list.push(`https://${d}`)
  return list
}

/**
 * The backend's path prefixes on this origin: the server block proxies them to the API
 * (deploy/nginx/storefront.conf, `location ~ ^/(cms\.|aresoft-)`; docs/deployment.md, nginx).
 */
const API_PATH_PREFIXES = ['cms.', 'aresoft-'] as const

/**
 * Whether a path on this origin reaches the backend: decoded and with its dot segments and repeated
 * slashes resolved, as nginx does before it picks a location (so `/%63ms.x`, `/a/../cms.x` and `//cms.x`
 * count), case aside. A path that does not decode counts too.
 */
function isApiPath(pathname: string): boolean {
  let path = pathname
  for (let round = 0; ; round++) {
    let decoded: string
    try {
      decoded = decodeURIComponent(path)
    } catch {
      return true
    }
    if (decoded === path) break
    if (round === 3) return true
    path = decoded
  }
  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  const first = (segments[0] ?? '').toLowerCase()
  return API_PATH_PREFIXES.some((prefix) => first.startsWith(prefix))
}

/**
 * A document url a frame may show: same-origin (relative or absolute) or https on the official domain,
 * never with `@`, backslashes, user-info or a script scheme, and never a backend path of this origin
 * (`/cms.…`, `/aresoft-…`: an API answer is no document, and a frame of ours would show what the backend
 * says as a page of this site). Returns the absolute url or null.
 */
export function frameUrl(url: unknown, selfOrigin: string, officialDomain: string): string | null {
  if (typeof url !== 'string') return null
  const u = url.trim()
  // eslint-disable-next-line no-control-regex
  if (!u || u.includes('@') || /%40/i.test(u) || u.includes('\\') || /[\s\u0000-\u001f]/u.test(u)) return null
  if (u.startsWith('//')) return null
  let parsed: URL
  try {
    parsed = new URL(u, selfOrigin)
  } catch {
    return null
  }
  if (parsed.username || parsed.password) return null
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  if (parsed.origin === selfOrigin) return isApiPath(parsed.pathname) ? null : parsed.href
  return parsed.protocol === 'https:' && allowedOrigins(selfOrigin, officialDomain).includes(parsed.origin)
    ? parsed.href
    : null
}

/** True for PDF documents (the isZxPdf flag or a .pdf path). */
export function isPdf(url: string, isZxPdf?: string | null): boolean {
  if (isZxPdf === '1') return true
  try {
    return new URL(url, 'https://x.invalid').pathname.toLowerCase().endsWith('.pdf')
  } catch {
    return false
  }
}

/**
 * A message from the document frame is trusted only when it comes from an allowed origin AND from that
 * very frame's window (a page on the same origin in another window cannot fake an agreement).
 */
export function isTrustedFrameMessage(
  event: { origin: string; source: unknown },
  frameWindow: unknown,
  selfOrigin: string,
  officialDomain: string,
): boolean {
  if (!frameWindow || event.source !== frameWindow) return false
  return allowedOrigins(selfOrigin, officialDomain).includes(event.origin)
}
