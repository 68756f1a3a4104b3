import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, list, obj, text, type Out } from '../schema'
import { marketProductType, prodSaleCustom, type MarketVariant } from './shared'

/** Catalogue service: the market search's live suggestions (catalogue §4.4). Conventions: ./shared.ts. */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Search

export const MarketSuggestion = obj({
  prodName: text(),
  prodNameShort: text(),
  prodCode: code(),
  productType: marketProductType(),
  prodSaleCustom: prodSaleCustom(),
})
export type MarketSuggestion = Out<typeof MarketSuggestion>
export const MarketSuggestions = list(MarketSuggestion)

const searchPath = (variant: MarketVariant) => (variant === 'web' ? C.marketSearchWeb : C.marketSearch)

/** Live suggestions; an empty keyword returns no list without a call (catalogue §4.4, §5). Silent. */
export async function searchMarket(
  key: string,
  variant: MarketVariant = 'custom',
  options?: CallOptions,
): Promise<MarketSuggestion[]> {
  const keyword = key.trim()
  if (!keyword) return []
  const found = await http.get(
    MarketSuggestions,
    searchPath(variant),
    { key: keyword },
    { silent: true, ...options },
  )
  // A suggestion without a code cannot be picked (the list would be restricted to nothing).
  return found.filter((s) => s.prodCode)
}
