import { fundTypeCode } from '@/api/catalogue/shared'
import type { Fund } from '@/api/catalogue/funds'
import { code, int, list, obj, parse, text } from '@/api/schema'
import { local } from '@/shared/lib/storage'

/**
 * Products viewed from the search page, kept locally (catalogue §2.7, §3 "fund search history list"):
 * most recent first, one entry per fund code, at most SEARCH_HISTORY_LIMIT.
 */
export const SEARCH_HISTORY_LIMIT = 10

export type HistoryEntry = Pick<Fund, 'fundCode' | 'fundName' | 'shortName' | 'fundType' | 'fundStatus'>

/**
 * A stored entry read as the fund schema reads the server's: the list may have been written by an earlier
 * version of the page with codes as text (`fundType: '0'`), which must still route a money fund to
 * /fundDetailCurrency (catalogue §4.6), and anything unreadable is dropped, never shown.
 */
const StoredHistory = list(
  obj({ fundCode: code(), fundName: text(), shortName: text(), fundType: fundTypeCode(), fundStatus: int() }),
)

export function readSearchHistory(): HistoryEntry[] {
  return parse(StoredHistory, local.getJson<unknown>('fundSearchHistory'))
    .filter((e) => e.fundCode !== '' && (e.fundName !== '' || e.shortName !== ''))
    .slice(0, SEARCH_HISTORY_LIMIT)
}

/** Pure: the list after viewing `fund`. */
export function withViewed(list: readonly HistoryEntry[], fund: HistoryEntry): HistoryEntry[] {
  const entry: HistoryEntry = {
    fundCode: fund.fundCode,
    fundName: fund.fundName,
    shortName: fund.shortName,
    fundType: fund.fundType,
    fundStatus: fund.fundStatus,
  }
  return [entry, ...list.filter((e) => e.fundCode !== fund.fundCode)].slice(0, SEARCH_HISTORY_LIMIT)
}

export function recordViewed(fund: HistoryEntry): HistoryEntry[] {
  const next = withViewed(readSearchHistory(), fund)
  local.setJson('fundSearchHistory', next)
  return next
}

export function clearSearchHistory(): void {
  local.remove('fundSearchHistory')
}
