import { getMarketNav, type MarketNav, type NavQuery } from '@/api/catalogue'

/**
 * 历史净值's first answer, asked beside the detail instead of after it: the history panel only
 * mounts once the detail has arrived, which made its call a second round trip before the page settled.
 * The early answer is taken once, by the first history request with the same query, within EARLY_MS.
 */
export const EARLY_MS = 10_000

let early: { key: string; at: number; answer: Promise<MarketNav> } | null = null

const keyOf = (query: NavQuery) => JSON.stringify(query)

/** The panel's first query: the default range (unit 1) of a product. */
export const firstNavQuery = (prodCode: string): NavQuery => ({ prodCode, queryUnit: 1 })

export function askNavEarly(query: NavQuery): void {
  const answer = getMarketNav(query, { silent: true })
  answer.catch(() => {}) // a failure is met (and shown) by the panel that takes the answer
  early = { key: keyOf(query), at: Date.now(), answer }
}

export function navAnswer(query: NavQuery): Promise<MarketNav> {
  const taken = early
  early = null
  if (taken && taken.key === keyOf(query) && Date.now() - taken.at < EARLY_MS) return taken.answer
  return getMarketNav(query, { silent: true })
}
