// The product market at scale (catalogue §2.2: infinite scroll): the rows the load test
// (tests/e2e/catalogue-market.e2e.ts, "product market with 2 000 rows") and the scroll benchmark
// (scripts/bench-market-scroll.mjs) answer the market list with. Plain JavaScript so the Node script can
// import it; types in market-load.d.mts.

/** 2 000 products: 100 pages at the market's page size of 20 (MARKET_PAGE_SIZE, src/api/catalogue/requests.ts). */
export const MARKET_LOAD = { rows: 2000 }

/**
 * Page `pageNum` of the list as the backend answers it, at the `pageSize` the request asks for (the app's
 * MARKET_PAGE_SIZE): the rows up to the 2 000th, then none.
 */
export function marketLoadPage(pageNum, pageSize) {
  const { rows } = MARKET_LOAD
  const first = (pageNum - 1) * pageSize
  const count = Math.max(0, Math.min(pageSize, rows - first))
  const records = Array.from({ length: count }, (_, i) => {
    const n = first + i + 1
    return {
      prodCode: `P${String(n).padStart(6, '0')}`,
      prodName: `压测产品${n}号`,
      prodNameShort: `压测产品${n}号`,
      productType: 2,
      raiseType: '0',
      navDecimalPlaces: 4,
      nav: '1.0234',
      totalNav: '1.1234',
      navDate: '20260105',
      totalYearIncomeRate: '3.21',
      monIncomeRate: n % 2 ? '-0.12' : '0.56',
      benchmarks: '3.20%-4.00%',
      raiseTypeStr: '公募',
      minSubsP: 10000,
      riskLevelStr: 'PR2中低风险',
      establishDateStr: '2024-01-02',
    }
  })
  return { code: '0000', data: { records, total: rows } }
}
