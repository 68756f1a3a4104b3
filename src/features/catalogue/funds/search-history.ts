import type { Fund } from '@/api/catalogue'
import { local } from '@/shared/lib/storage'

/**
 * Products viewed from the search page, kept locally (catalogue §2.7, §3 "fund search history list"):
 * most recent first, one entry per fund code, at most SEARCH_HISTORY_LIMIT.
 */
export const SEARCH_HISTORY_LIMIT = 10

export type HistoryEntry = Pick<Fund, 'fundCode' | 'fundName' | 'shortName' | 'fundType' | 'fundStatus'>

function isEntry(value: unknown): value is HistoryEntry {
  if (!value || typeof value !== 'object') return false
  const v = value as Record<string, unknown>
  return (
    typeof v.fundCode === 'string' &&
    v.fundCode !== '' &&
    (typeof v.fundName === 'string' || typeof v.shortName === 'string')
  )
}

export function readSearchHistory(): HistoryEntry[] {
  const raw = local.getJson<unknown>('fundSearchHistory')
  return Array.isArray(raw) ? raw.filter(isEntry).slice(0, SEARCH_HISTORY_LIMIT) : []
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
