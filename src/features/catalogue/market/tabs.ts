import type { MarketProductType, ProdSaleCustom } from '@/api/catalogue/shared'

/**
 * The market's tabs (catalogue §2.2, §9.1) and how the address names them: the page reads them, and so does
 * start-up, which asks for the first page of the list before the page's code has arrived
 * (src/app/navigation/first-round.ts). Part of the small start-up entry: nothing else imported here.
 */

export const MAIN_TABS: readonly { key: ProdSaleCustom; title: string }[] = [
  { key: '0', title: '个人理财' },
  { key: '1', title: '机构理财' },
]

export const TYPE_TABS: readonly { key: MarketProductType; title: string }[] = [
  { key: 1, title: '募集期' },
  { key: 2, title: '每日购' },
  { key: 3, title: '定期开放' },
  { key: 4, title: '现金管理' },
  { key: 5, title: '封闭式' },
]

/** A main tab from the URL; anything else is the first tab. */
export function readMainTab(value: string | null): ProdSaleCustom {
  return value === '1' ? '1' : '0'
}

/** A type tab from the URL; anything else is the first tab. */
export function readTypeTab(value: string | null): MarketProductType {
  const n = Number(value)
  return TYPE_TABS.some((t) => t.key === n) ? (n as MarketProductType) : 1
}
