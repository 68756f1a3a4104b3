/**
 * Open-redirect guards. Redirects after the privacy step and links to the direct-sales site are
 * followed only when the URL is on the provider's official domain and contains no @; otherwise
 * nothing happens (account-and-shared §5 and §8, catalogue §4.8 and §5). Direct-sales links get a
 * current-time parameter (account-and-shared §5). Rich-text links are limited to https, relative and
 * fragment URLs so server HTML cannot run script.
 */

// C0/C1 controls and any Unicode whitespace: browsers strip or reinterpret them inside URLs.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS_RE = /[\u0000-\u001f\u007f-\u009f\s]/u
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i

/** The query parameter carrying the current time on direct-sales links. */
export const TIMESTAMP_PARAM = 't'

function parseAbsolute(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * True only for an `https://` URL whose host is exactly `officialDomain` (case-insensitive) on the
 * default port, with no `@` (nor its escape %40) anywhere, no backslash, no user-info, no control or
 * whitespace characters. Protocol-relative (`//host`) and relative URLs are refused.
 */
export function isSafeRedirect(url: unknown, officialDomain: unknown): boolean {
  if (typeof url !== 'string' || typeof officialDomain !== 'string') return false
  const domain = officialDomain.trim().toLowerCase()
  if (!domain || url.includes('@') || /%40/i.test(url) || url.includes('\\')) return false
  if (UNSAFE_CHARS_RE.test(url) || !/^https:\/\/[^/]/i.test(url)) return false
  const parsed = parseAbsolute(url)
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return false
  return parsed.port === '' && parsed.hostname.toLowerCase() === domain
}

/** Navigates only when `isSafeRedirect` passes; returns whether it navigated. */
export function safeRedirect(
  url: unknown,
  officialDomain: unknown,
  navigate: (url: string) => void = (u) => location.assign(u),
): boolean {
  if (!isSafeRedirect(url, officialDomain)) return false
  navigate(url as string)
  return true
}

/**
 * Adds (or replaces) `t=<now>` in the query, keeping any #hash at the end, so the direct-sales page is
 * never served from cache. Works on relative URLs too; non-strings give ''.
 */
export function withTimestamp(url: unknown, now: number = Date.now()): string {
  if (typeof url !== 'string') return ''
  const hashAt = url.indexOf('#')
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : url.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
  const query = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1)
  const kept = query.split('&').filter((pair) => pair !== '' && pair.split('=')[0] !== TIMESTAMP_PARAM)
  const stamp = Number.isFinite(now) ? Math.trunc(now) : Date.now()
  return `${path}?${[...kept, `${TIMESTAMP_PARAM}=${stamp}`].join('&')}${hash}`
}

/** A direct-sales link: timestamped, then followed only if safe (account-and-shared §5). */
export function openDirectSalesLink(
  url: unknown,
  officialDomain: unknown,
  navigate?: (url: string) => void,
  now: number = Date.now(),
): boolean {
  if (!isSafeRedirect(url, officialDomain)) return false
  return safeRedirect(withTimestamp(url, now), officialDomain, navigate)
}

/**
 * A configured outbound link that is not a direct-sales link (merchant download / store buttons, banner
 * targets: app-store pages live off the official domain, account-and-shared §4): any `https://` URL with
 * a host, on the default port, without `@` (nor %40), user-info, backslashes, control or whitespace
 * characters. `javascript:`, `data:`, `http:`, protocol-relative and relative URLs are refused. The
 * official-domain rule of `isSafeRedirect` is not applied (§5 limits it to privacy redirects and
 * direct-sales links).
 */
export function isSafeExternalLink(url: unknown): boolean {
  if (typeof url !== 'string' || url.includes('@') || /%40/i.test(url) || url.includes('\\')) return false
  if (UNSAFE_CHARS_RE.test(url) || !/^https:\/\/[^/]/i.test(url)) return false
  const parsed = parseAbsolute(url)
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return false
  return parsed.hostname !== '' && parsed.port === ''
}

/**
 * Follows a configured outbound link: on the official domain it is a direct-sales link (timestamped,
 * `openDirectSalesLink`); elsewhere it is followed as-is when `isSafeExternalLink` passes. Returns
 * whether it navigated.
 */
export function openExternalLink(
  url: unknown,
  officialDomain: unknown,
  navigate: (url: string) => void = (u) => location.assign(u),
  now: number = Date.now(),
): boolean {
  if (isSafeRedirect(url, officialDomain)) return openDirectSalesLink(url, officialDomain, navigate, now)
  if (!isSafeExternalLink(url)) return false
  navigate(url as string)
  return true
}

/**
 * Links inside server rich text: `https:` (without user-info), relative (`/x`, `./x`, `x`, `?q`) and
 * `#…` are allowed; `javascript:`, `data:`, `http:`, any other scheme, `//host` and backslashes are not.
 */
export function isSafeInAppLink(url: unknown): boolean {
  if (typeof url !== 'string' || url === '' || UNSAFE_CHARS_RE.test(url) || url.includes('\\')) return false
  const scheme = SCHEME_RE.exec(url)
  if (!scheme) return !url.startsWith('//')
  if (scheme[1].toLowerCase() !== 'https' || !/^https:\/\/[^/]/i.test(url)) return false
  const parsed = parseAbsolute(url)
  return parsed !== null && parsed.protocol === 'https:' && !parsed.username && !parsed.password
}
