import type { DetailProductType } from '@/api/catalogue/detail'

/**
 * How the detail's address is read (catalogue §2.1, §4.5): the page reads it, and so does start-up, which
 * asks for the product and its first net values before the page's code has arrived
 * (src/app/navigation/first-round.ts). Part of the small start-up entry: nothing else imported here.
 */

/** The route's productType (1-5), 0 when missing or unknown (catalogue §2.1). */
export function detailProductTypeOf(param: string | null): DetailProductType {
  const n = Number(param)
  return ([1, 2, 3, 4, 5] as const).find((t) => t === n) ?? 0
}

/**
 * catalogue §4.5: one product code is hard-coded to show -- and hide the chart and the list. The spec does
 * not name the code, so the set is empty until the business supplies it.
 */
export const NAV_HIDDEN_PROD_CODES: Set<string> = new Set()
export const isNavHidden = (prodCode: string): boolean => !!prodCode && NAV_HIDDEN_PROD_CODES.has(prodCode)

/** 历史净值's first query (catalogue §4.5): the default range (unit 1) of a product. */
export const firstNavQuery = (prodCode: string) => ({ prodCode, queryUnit: 1 as const })

/** Whether the page asks for 历史净值 beside the detail: its first panel on every type but 募集期 (§4.5). */
export const navFirst = (prodCode: string, productType: DetailProductType): boolean =>
  prodCode !== '' && productType !== 1 && !isNavHidden(prodCode)
