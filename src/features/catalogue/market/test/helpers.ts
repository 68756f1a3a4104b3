import { http, HttpResponse } from 'msw'
import type { SetupServer } from 'msw/node'
import type { MarketProduct } from '@/api/catalogue/market'

/** jsdom has no layout, so antd-mobile's InfiniteScroll (which needs offsetParent) never fires; this turns it on. */
export function enableInfiniteScroll(): () => void {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentNode
    },
  })
  return () => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original)
  }
}

export function fakeProduct(i: number, over: Partial<MarketProduct> = {}): MarketProduct {
  return {
    prodCode: `T${String(i).padStart(5, '0')}`,
    prodName: `测试产品${i}号理财产品`,
    prodNameShort: `测试产品${i}号`,
    productType: 2,
    respProductType: 1,
    respProductTypeStr: '每日购',
    raiseType: '0',
    raiseTypeStr: '公募',
    prodSaleCustom: '0',
    navDecimalPlaces: 4,
    benchmarks: '3.20%-4.00%',
    benchmarksBasisCal: '',
    registerCode: `Z${i}`,
    nav: '1.0234',
    totalNav: '1.1234',
    navDate: '20260105',
    sevenDaysIncomeRate: null,
    outTenThousandIncomeAmt: null,
    riskLevel: 2,
    riskLevelStr: 'PR2中低风险',
    minSubsP: '10000',
    establishDateStr: '2024-01-02',
    subsEndDate: '',
    totalYearIncomeRate: '3.21',
    monIncomeRate: '-0.12',
    accompany: null,
    distributorCodes: ['D001'],
    ...over,
  }
}

/** The list answers pages of the given sizes (page n → sizes[n-1] records, none after). */
export function servePages(server: SetupServer, path: string, sizes: readonly number[]): void {
  server.use(
    http.get(`*${path}`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('pageNum')) || 1
      const offset = sizes.slice(0, page - 1).reduce((a, b) => a + b, 0)
      const records = Array.from({ length: sizes[page - 1] ?? 0 }, (_, i) => fakeProduct(offset + i + 1))
      return HttpResponse.json({ code: '0000', data: { records, total: sizes.reduce((a, b) => a + b, 0) } })
    }),
  )
}
