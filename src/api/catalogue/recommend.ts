import { endpoints } from '../endpoints'
import { http, type CallOptions } from '../http'
import { code, int, list, obj, oneOf, text, type Out } from '../schema'
import { ONE_TO_FIVE } from './shared'
import { fundEntries } from './funds'

/** Catalogue service: the recommendation pages (catalogue §2.7). Conventions: ./shared.ts. */

const C = endpoints.catalogue

// ---------------------------------------------------------------------------------------------------
// Recommendation pages (catalogue §2.7 current-account and star-selection pages)

/** Recommendation page type: '1' current-account (活期), '2' star selection (明星精选). */
export type RecommendPageType = '1' | '2'

/** A recommended fund; `productType` uses the wider list's codes, where 2 means currency (§4.6, §9.1). */
export const RecommendedFund = obj({ ...fundEntries, productType: oneOf(ONE_TO_FIVE, null) })
export type RecommendedFund = Out<typeof RecommendedFund>
export const RecommendedFunds = list(RecommendedFund)

export const RecommendedGroup = obj({
  columnCode: code(),
  columnName: text(),
  /**
   * head = the star page's tabs of head products; middle, bottom = its groups; list = current-account
   * groups (also any position the app does not know).
   */
  position: oneOf(['head', 'middle', 'bottom', 'list'] as const, 'list'),
  sort: int(),
})
export type RecommendedGroup = Out<typeof RecommendedGroup>
export const RecommendedGroups = list(RecommendedGroup)

export const Banner = obj({ id: code(), pic: text(), jumpTarget: text() })
export type Banner = Out<typeof Banner>
export const Banners = list(Banner)

export async function getRecommendedList(
  columnCode: string,
  options?: CallOptions,
): Promise<RecommendedFund[]> {
  const funds = await http.get(
    RecommendedFunds,
    C.recommendedList,
    { columnCode },
    { accept200: true, ...options },
  )
  return funds.filter((f) => f.fundCode)
}

/** The page's groups; a group without a column code has no funds to list and is left out. */
export async function getRecommendedGroups(
  type: RecommendPageType,
  options?: CallOptions,
): Promise<RecommendedGroup[]> {
  const groups = await http.get(RecommendedGroups, C.recommendedGroups, { type }, options)
  return groups.filter((g) => g.columnCode)
}

export function getTabBanner(tab: RecommendPageType, options?: CallOptions): Promise<Banner[]> {
  return http.get(Banners, C.tabBanner, { tab }, options)
}
