import { RISE_COLOR } from '@/shared/lib/format'

/**
 * Search (catalogue §2.3, §4.4): the debounce of live suggestions and the keyword's highlight, apart from the
 * list's rules (rules.ts), so that the list's first paint does not carry them (docs/decisions/025).
 */

export const SEARCH_DEBOUNCE_MS = 500

/**
 * catalogue §9.2 "Search highlight colour red": the keyword in a suggestion is the same red as a rising
 * rate, set on the element itself so no stylesheet can lose it.
 */
export const HIGHLIGHT_COLOR = RISE_COLOR
export const HIGHLIGHT_STYLE = { color: HIGHLIGHT_COLOR, background: 'none' } as const

/** Splits a text around every case-insensitive occurrence of the keyword (shown in red). */
export function highlightParts(text: string, keyword: string): { text: string; hit: boolean }[] {
  const source = text
  const key = keyword.trim()
  if (!key) return source ? [{ text: source, hit: false }] : []
  const parts: { text: string; hit: boolean }[] = []
  // Case-insensitive where lower-casing keeps the length (it does for CJK, digits and latin letters).
  const folds = source.toLowerCase().length === source.length && key.toLowerCase().length === key.length
  const lower = folds ? source.toLowerCase() : source
  const k = folds ? key.toLowerCase() : key
  let from = 0
  for (let at = lower.indexOf(k); at !== -1; at = lower.indexOf(k, from)) {
    if (at > from) parts.push({ text: source.slice(from, at), hit: false })
    parts.push({ text: source.slice(at, at + k.length), hit: true })
    from = at + k.length
  }
  if (from < source.length) parts.push({ text: source.slice(from), hit: false })
  return parts
}
