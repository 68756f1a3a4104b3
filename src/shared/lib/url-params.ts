/**
 * Parameters that sign a customer in or identify a login round trip: they never stay in the address and
 * never go into a link the customer shares (account-and-shared §4; docs/engines.md).
 */
export const SIGN_IN_PARAMS = [
  'code',
  'state',
  '_r',
  'ticket',
  'clientid',
  'loginNonce',
  'token',
  'appClientToken',
] as const

const keyOf = (pair: string): string => {
  const name = pair.split('=', 1)[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '))
  } catch {
    return name
  }
}

function dropPairs(query: string, names: ReadonlySet<string>): string {
  return query
    .split('&')
    .filter((pair) => pair !== '' && !names.has(keyOf(pair)))
    .join('&')
}

/**
 * The address without the named parameters, in the query before the hash and in the hash route's query.
 * Every other parameter stays byte for byte (no re-encoding): WeChat's own (`from=singlemessage`,
 * `isappinstalled=0`) and the campaign's, so the address still matches what was shared and signed.
 */
export function withoutParams(href: string, names: readonly string[]): string {
  const drop = new Set(names)
  const hashAt = href.indexOf('#')
  const base = hashAt === -1 ? href : href.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : href.slice(hashAt)
  const strip = (part: string): string => {
    const at = part.indexOf('?')
    if (at === -1) return part
    const rest = dropPairs(part.slice(at + 1), drop)
    return `${part.slice(0, at)}${rest ? `?${rest}` : ''}`
  }
  return strip(base) + strip(hash)
}

/**
 * The address with `name=value` added to the hash route's query (or to the query before the hash when the
 * address has no hash route), replacing an earlier value of that name; everything else stays as it was.
 */
export function withParam(href: string, name: string, value: string): string {
  const stripped = withoutParams(href, [name])
  const pair = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`
  const hashAt = stripped.indexOf('#')
  if (hashAt === -1) return `${stripped}${stripped.includes('?') ? '&' : '?'}${pair}`
  const hash = stripped.slice(hashAt)
  return `${stripped.slice(0, hashAt)}${hash}${hash.includes('?') ? '&' : '?'}${pair}`
}
