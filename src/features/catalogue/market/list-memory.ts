import type { MarketVariant } from '@/api/catalogue/shared'
import type { MarketSort } from '@/api/catalogue/market'
import type { MarketSuggestion } from '@/api/catalogue/search'
import { recallPage, rememberPage } from '../back-memory'
import type { MarketFilters } from './rules'

/**
 * What the market list looked like when the customer left it (back is instant): its sort,
 * filters, picked product, cache generation and scroll position. Tabs and type live in the address.
 * Kept per history entry (see back-memory).
 */
export interface MarketMemory {
  generation: number
  sort: MarketSort | null
  filters: MarketFilters
  picked: MarketSuggestion | null
  /** The window's scroll offset. */
  scrollY: number
  /** The table's top relative to the viewport, so the first render already draws the right rows. */
  tableTop: number
  /** The table body's horizontal scroll offset. */
  scrollLeft: number
}

const scope = (variant: MarketVariant) => `market-${variant}`

export function rememberMarket(variant: MarketVariant, locationKey: string, memory: MarketMemory): void {
  rememberPage(scope(variant), locationKey, memory)
}

export function recallMarket(variant: MarketVariant, locationKey: string): MarketMemory | null {
  return recallPage<MarketMemory>(scope(variant), locationKey)
}
