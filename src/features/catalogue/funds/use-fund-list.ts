import type { FundType } from '@/api/catalogue/shared'
import type { Fund } from '@/api/catalogue/funds'
import { useFundListPages } from '@/api/catalogue/funds-queries'
import { useListPages, type PagedList } from './list-pages'
import { filterParams, type FundFilters } from './rules'

/**
 * The /allProduct list (catalogue §4.1) in the query cache (fresh for LIST_STALE_MS): page 1 for a new
 * type, filter or generation, the next page on scroll, finished on a short page or an error. Coming back
 * to the same generation shows the loaded pages at once, without a request.
 */
export function useFundList(
  fundType: FundType | '',
  filters: FundFilters,
  generation: number,
): PagedList<Fund> {
  return useListPages(useFundListPages({ fundType, ...filterParams(filters) }, generation))
}
