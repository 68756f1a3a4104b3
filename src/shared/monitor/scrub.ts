/**
 * What leaves the page in a report carries nothing about the customer (docs/observability.md, "Never in a
 * report"): no query string (a link's may hold a ticket, an openid or a phone), no phone number (masked or
 * not), no ID card or other long number, no openid, token or ticket, no e-mail address. Every text of every
 * report goes through `scrubText`; routes and call paths keep their path only.
 *
 * No lookbehind in these patterns: iOS 13's WebKit cannot parse it (docs/engines.md).
 */

/** A query string (`?a=1&b=2`, up to a space or a quote), wherever it is: in a URL, a route, a message. */
const QUERY = /\?[^\s"'<>()]*=[^\s"'<>()]*/g

/** A value under a name that says what it is, as `name=value`, `name: value` or `"name":"value"`. */
const NAMED =
  /\b(open_?id|union_?id|token|appClientToken|localToken|ticket|phone|mobile|tel|id_?card|id_?no|cert_?no|card_?no|password|pwd|verifyToken|checkCode|code|state|client_?id|appClientNo|unionAppClientNo|user_?id|inviter_?open_?id|inviter_?id|invited_?id)(["']?\s*[:=]\s*["']?)[^\s"'&,;)}\]]+/gi

/** A JSON Web Token (its segments, base64url JSON, start with `eyJ`). */
const JWT = /\beyJ[\w-]+(\.[\w-]+){1,2}/g

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g

/** A mainland mobile number, masked (`138****5678`) or not, spaces or dashes allowed, no digit around it. */
const PHONE = /(^|\D)1[3-9]\d(?:[\s-]?[\d*]){4}(?:[\s-]?\d){4}(?!\d)/g

/**
 * Seven or more digits (asterisks inside allowed: a masked number), an ID card's final X included: ID cards,
 * bank cards, client numbers. Stack positions stay (a column of a minified file has at most six digits).
 */
const LONG_NUMBER = /(^|\D)\d[\d*]{5,}[\dXx](?![\dA-Za-z])/g

/**
 * An opaque id of 24 characters or more with letters and digits: an openid (28), a token, a ticket. The
 * build's file names are shorter (`inviter-early-AbC123xy`, 22).
 */
const OPAQUE = /[A-Za-z0-9_-]{24,}/g

const opaque = (word: string) => (/\d/.test(word) && /[A-Za-z]/.test(word) ? '[id]' : word)

/** A text with everything personal taken out, at most `max` characters. */
export function scrubText(text: unknown, max = 300): string {
  const scrubbed = String(text ?? '')
    .slice(0, max * 4)
    .replace(QUERY, '')
    .replace(NAMED, '$1$2[x]')
    .replace(JWT, '[token]')
    .replace(EMAIL, '[email]')
    .replace(PHONE, '$1[phone]')
    .replace(LONG_NUMBER, '$1[num]')
    .replace(OPAQUE, opaque)
  return scrubbed.length > max ? `${scrubbed.slice(0, max)}…` : scrubbed
}

/** The hash route's path (`#/productMarket?fundCode=…` → `/productMarket`), never its query. */
export function routeOf(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0]
  return scrubText(path.startsWith('/') ? path : `/${path}`, 120)
}

/**
 * A call's or a file's path, without the query, the fragment or the origin of the page's own host; an
 * all-digit segment (a record's id in `userPrize/{id}`) as `:id`.
 */
export function pathOf(url: string, origin = typeof location === 'undefined' ? '' : location.origin): string {
  let path = String(url).split(/[?#]/)[0]
  if (origin && path.startsWith(origin)) path = path.slice(origin.length)
  return scrubText(path.replace(/\/\d+(?=\/|$)/g, '/:id'), 200)
}

/** Field names a report never carries, whatever a caller put in. */
const PERSONAL_FIELD =
  /^(open_?id|union_?id|token|ticket|phone|mobile|id_?card|user_?id|client_?id|app_?client_?no|real_?name|nick_?name|password)$/i

/** How long a text field may be: a stack has room for its frames, anything else is a line. */
const MAX_LENGTH: Record<string, number> = { stack: 1500 }

/** A report's event with every text scrubbed and every personal field dropped (one level: events are flat). */
export function scrubEvent<T extends Record<string, unknown>>(event: T): T {
  const clean: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(event)) {
    if (PERSONAL_FIELD.test(key) || value === undefined) continue
    clean[key] =
      typeof value === 'string'
        ? scrubText(value, MAX_LENGTH[key] ?? 300)
        : typeof value === 'number' || typeof value === 'boolean' || value === null
          ? value
          : scrubText(JSON.stringify(value))
  }
  return clean as T
}
