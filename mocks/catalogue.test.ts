import { db } from '@mocks/db'
import { seedCatalogue } from '@mocks/db/catalogue'
import { AS_OF_DAY, dayOf, MOCK_AS_OF, ymdOf } from '@mocks/db/catalogue-dates'
import { FUND_WITHOUT_ARCHIVES_CODE, FUND_WITHOUT_NAV_CODE } from '@mocks/db/catalogue-funds'
import { periodReturn } from '@mocks/db/catalogue-funds-query'
import { CHANNEL_ONLY_PROD_CODE, seedMarket } from '@mocks/db/catalogue-market'
import { MARKET_SORT_KEYS, queryMarketList, sortValue } from '@mocks/db/catalogue-query'
import { seriesOf } from '@mocks/db/catalogue-series'
import { http } from '@/api/http'
import { parse } from '@/api/schema'
import { endpoints } from '@/api/endpoints'
import type { MarketProductType } from '@/api/catalogue/shared'
import { getMarketList, MarketPage, MarketProduct, type MarketListQuery } from '@/api/catalogue/market'
import { MarketSuggestions, searchMarket, type MarketSuggestion } from '@/api/catalogue/search'
import { getHistoryProductNav, HistorySuggestions, searchHistoryProducts } from '@/api/catalogue/history'
import { getMarketDetail, getMarketNav } from '@/api/catalogue/detail'
import { getNotice, getRiskWarning } from '@/api/catalogue/texts'
import {
  getFundDetail,
  getFundList,
  getFundNetValues,
  getFundTypes,
  getProdDesc,
  Fund,
  ON_SALE_FUND_STATUS,
  searchFunds,
} from '@/api/catalogue/funds'
import { getTradingRecord, getTransDetail } from '@/api/catalogue/trades'
import { getRecommendedGroups, getRecommendedList, getTabBanner } from '@/api/catalogue/recommend'
import { allMarketSortFields } from '@/features/catalogue/market-columns'

const C = endpoints.catalogue
const products = () => db.catalogue.products
const all = (q: Omit<MarketListQuery, 'pageNum'>) => getMarketList({ pageNum: 1, pageSize: 1000, ...q })
const TYPES: MarketProductType[] = [1, 2, 3, 4, 5]
/** A start amount (decimal text) as a number for range checks; null when missing. */
const yuan = (amount: string | null) => (amount === null ? null : Number(amount))

describe('seed data', () => {
  it('is deterministic and covers every tab, customer type, raise type, kind, risk level, amount range and channel', () => {
    const again = seedCatalogue().products
    expect(again).toEqual(products())
    expect(products().length).toBeGreaterThanOrEqual(320)
    const values = (pick: (p: MarketProduct) => unknown) => new Set(products().map(pick))
    expect(values((p) => p.productType)).toEqual(new Set(TYPES))
    expect(values((p) => p.prodSaleCustom)).toEqual(new Set(['0', '1']))
    expect(values((p) => p.raiseType)).toEqual(new Set(['0', '1']))
    expect(values((p) => p.respProductType)).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(values((p) => p.riskLevel)).toEqual(new Set([1, 2, 3, 4, 5]))
    expect(new Set(products().flatMap((p) => p.distributorCodes)).size).toBe(8)
    expect(new Set(products().map((p) => p.prodCode)).size).toBe(products().length)
    expect(new Set(products().map((p) => p.prodNameShort)).size).toBe(products().length)
    expect(
      products().every((p) => /^9K21\d{4}$/.test(p.prodCode) && /^Z7000121000\d{3}$/.test(p.registerCode)),
    ).toBe(true)
    expect(db.catalogue.historyProducts.length).toBeGreaterThanOrEqual(60)
    expect(db.catalogue.funds.length).toBeGreaterThanOrEqual(60)
  })

  it('seeds the canonical shape the client parses: parsing a record changes nothing', () => {
    for (const p of products()) expect(parse(MarketProduct, p)).toEqual(p)
    for (const { fund } of db.catalogue.funds) expect(parse(Fund, fund)).toEqual(fund)
  })

  it('leaves some display values empty so -- is exercised, but only a few', () => {
    const display: (keyof MarketProduct)[] = ['benchmarks', 'minSubsP', 'establishDateStr']
    const blank = products().filter((p) => display.some((k) => p[k] === null || p[k] === ''))
    expect(blank.length).toBeGreaterThan(3)
    expect(blank.length).toBeLessThan(products().length * 0.1)
  })

  it('a list record shows the last point of its own nav history', async () => {
    for (const type of [2, 3, 4, 5] as const) {
      const p = products().find(
        (x) =>
          x.productType === type && x.nav && x.raiseType === '0' && x.prodCode !== CHANNEL_ONLY_PROD_CODE,
      )!
      const nav = await getMarketNav({ prodCode: p.prodCode, queryUnit: 1 })
      const latest = nav.productNavList[0]
      expect(latest.navDate).toBe(p.navDate)
      expect(latest.nav).toBe(p.nav)
      if (type === 4) {
        expect(latest.sevenDaysIncomeRate).toBe(p.sevenDaysIncomeRate)
        // A fraction (catalogue §9.2): 1 % … 3 %.
        expect(Number(latest.sevenDaysIncomeRate)).toBeGreaterThan(0.01)
        expect(Number(latest.sevenDaysIncomeRate)).toBeLessThan(0.03)
        expect(Number(latest.outTenThousandIncomeAmt)).toBeGreaterThan(0.3)
        expect(Number(latest.outTenThousandIncomeAmt)).toBeLessThan(0.8)
      }
    }
  })

  it('money-market products carry seven-day yields as fractions (catalogue §9.2), others do not', () => {
    const money = products().filter((x) => x.productType === 4 && x.sevenDaysIncomeRate)
    expect(money.length).toBeGreaterThan(0)
    for (const p of money) expect(p.sevenDaysIncomeRate).toMatch(/^0\.0[1-3]\d{4}$/)
    expect(
      products()
        .filter((p) => p.productType === 2)
        .every((p) => p.sevenDaysIncomeRate === null),
    ).toBe(true)
  })
})

describe('market list', () => {
  it.each(TYPES)(
    'type tab %i × customer type: only matching records, total counts them all',
    async (productType) => {
      for (const prodSaleCustom of ['0', '1'] as const) {
        const page = await all({ productType, prodSaleCustom })
        const expected = products().filter(
          (p) => p.productType === productType && p.prodSaleCustom === prodSaleCustom,
        )
        expect(page.total).toBe(expected.length)
        expect(page.records.map((p) => p.prodCode)).toEqual(expected.map((p) => p.prodCode))
        expect(page.total).toBeGreaterThan(0)
      }
    },
  )

  it('filters by kinds, risk levels and amount ranges (1-based, comma-joined)', async () => {
    const page = await all({ productType: 1, respProductType: [2, 4], riskLevel: [2, 3], investment: [1, 3] })
    expect(page.total).toBeGreaterThan(0)
    for (const p of page.records) {
      expect([2, 4]).toContain(p.respProductType)
      expect([2, 3]).toContain(p.riskLevel)
      const amount = yuan(p.minSubsP)
      expect(amount !== null && (amount < 100 || (amount >= 10_000 && amount < 1_000_000))).toBe(true)
    }
    const kept = new Set(page.records.map((p) => p.prodCode))
    const excluded = products().filter(
      (p) =>
        p.productType === 1 &&
        [2, 4].includes(p.respProductType) &&
        [2, 3].includes(p.riskLevel) &&
        !kept.has(p.prodCode),
    )
    expect(excluded.length).toBeGreaterThan(0)
    expect(
      excluded.every((p) => {
        const amount = yuan(p.minSubsP)
        return amount === null || (amount >= 100 && amount < 10_000) || amount >= 1_000_000
      }),
    ).toBe(true)
  })

  it.each([
    [4, 1_000_000, Number.POSITIVE_INFINITY],
    [2, 100, 10_000],
  ])('investment %i keeps start amounts in [%d, %d)', async (range, lo, hi) => {
    const page = await all({ productType: 2, investment: [range] })
    expect(page.total).toBeGreaterThan(0)
    expect(
      page.records.every((p) => {
        const amount = yuan(p.minSubsP)
        return amount !== null && amount >= lo && amount < hi
      }),
    ).toBe(true)
  })

  it('filters by channel (web variant); a prodCode parameter is not part of the contract', async () => {
    const page = await getMarketList(
      { pageNum: 1, pageSize: 1000, productType: 3, distributorCode: 'D008' },
      'web',
    )
    expect(page.total).toBeGreaterThan(0)
    expect(page.records.every((p) => p.distributorCodes.includes('D008'))).toBe(true)
    // catalogue §7 names no product parameter for the list: a backend that does not know one answers
    // the whole tab, and so does the mock (a picked suggestion is shown from its detail instead).
    const one = products()[100]
    const query = { pageNum: 1, productType: one.productType!, prodSaleCustom: one.prodSaleCustom }
    const tab = await getMarketList(query)
    const withCode = await http.get(
      MarketPage,
      C.marketList,
      { ...query, prodCode: one.prodCode },
      { accept200: true },
    )
    expect(withCode).toEqual(tab)
    expect(tab.total).toBeGreaterThan(1)
  })

  it('ignores unknown params', async () => {
    const base = { pageNum: 1, pageSize: 20, productType: 2, prodSaleCustom: '0' }
    const plain = await http.get(MarketPage, C.marketList, base, { accept200: true })
    const noisy = await http.get(
      MarketPage,
      C.marketList,
      { ...base, foo: 'bar', channelId: '99', bogusSort: 1 },
      { accept200: true },
    )
    expect(noisy).toEqual(plain)
  })

  it.each(allMarketSortFields())(
    'sorts by %s: 0 descending, 1 ascending, missing values last',
    async (field) => {
      const key = MARKET_SORT_KEYS[field]
      expect(key).toBeDefined()
      const type =
        field === 'subsEndDateSort' || field === 'respProductTypeSort'
          ? 1
          : field.startsWith('seven') || field.startsWith('tenThousand')
            ? 4
            : 2
      for (const order of [0, 1] as const) {
        const { records } = await all({ productType: type, sort: { field, order } })
        const values = records.map((p) => sortValue(p[key]))
        const present = values.filter((v): v is number => v !== null)
        expect(values.slice(present.length).every((v) => v === null)).toBe(true)
        const sorted = [...present].sort((a, b) => (order === 1 ? a - b : b - a))
        expect(present).toEqual(sorted)
        expect(new Set(present).size).toBeGreaterThan(1)
      }
    },
  )

  it('pages by pageNum/pageSize to the end, without gaps or repeats (§4.1)', async () => {
    const query = {
      productType: 2 as const,
      prodSaleCustom: '0' as const,
      sort: { field: 'navSort', order: 0 as const },
    }
    const { total } = await all(query)
    const seen: string[] = []
    let pageNum = 1
    for (;;) {
      const page = await getMarketList({ ...query, pageNum })
      expect(page.total).toBe(total)
      seen.push(...page.records.map((p) => p.prodCode))
      if (page.records.length < 20) break
      pageNum += 1
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)
    expect((await getMarketList({ ...query, pageNum: pageNum + 1 })).records).toEqual([])
  })

  // How long it takes is the machine's (docs/testing.md, "Benchmarks are scripts, not tests"); what it
  // answers is the mock's.
  it('generating the records and one tab answers a full first page, from scratch', () => {
    const fresh = seedMarket()
    const page = queryMarketList(
      fresh.products,
      new URLSearchParams('pageNum=1&pageSize=20&productType=2&prodSaleCustom=0&navSort=1'),
    )
    expect(page.records).toHaveLength(20)
  })
})

describe('search', () => {
  it('an empty key answers an empty list', async () => {
    await expect(http.get(MarketSuggestions, C.marketSearch, { key: '' }, { silent: true })).resolves.toEqual(
      [],
    )
    await expect(
      http.get(HistorySuggestions, C.historySearch, { key: '' }, { silent: true }),
    ).resolves.toEqual([])
  })

  it('matches name, short name or code (case-insensitive) and returns the tab-setting fields (§2.3)', async () => {
    const target = products().find((p) => p.prodSaleCustom === '1')!
    const byCode = await searchMarket(target.prodCode.toLowerCase())
    expect(byCode).toEqual<MarketSuggestion[]>([
      {
        prodName: target.prodName,
        prodNameShort: target.prodNameShort,
        prodCode: target.prodCode,
        productType: target.productType,
        prodSaleCustom: target.prodSaleCustom,
      },
    ])
    const byName = await searchMarket('现金管理', 'web')
    expect(byName.length).toBeGreaterThan(0)
    expect(byName.every((s) => s.prodName.includes('现金管理'))).toBe(true)
    await expect(searchMarket('不存在的产品')).resolves.toEqual([])
  })

  it('historical lookup finds liquidated products with their registration codes', async () => {
    const found = await searchHistoryProducts('9K2000')
    expect(found.length).toBeGreaterThan(0)
    expect(
      found.every((s) => s.prodCode.startsWith('9K2000') && /^Z7000120000\d{3}$/.test(s.registerCode)),
    ).toBe(true)
  })
})

describe('detail', () => {
  it('private placements and the channel-only product answer 9998 请在购买渠道查看详情', async () => {
    const privateOne = products().find((p) => p.raiseType === '1')!
    for (const code of [privateOne.prodCode, CHANNEL_ONLY_PROD_CODE]) {
      await expect(getMarketDetail(code, 3)).rejects.toMatchObject({
        code: '9998',
        message: '请在购买渠道查看详情',
      })
    }
  })

  it('fundraising products count subsEndDays from today: some 0, some ended, some open', async () => {
    const fundraising = products().filter((p) => p.productType === 1 && p.raiseType === '0')
    const days = await Promise.all(
      fundraising.map(async (p) => (await getMarketDetail(p.prodCode, 1)).subsEndDays),
    )
    expect(days).toContain(0)
    expect(days.some((d) => d !== null && d < 0)).toBe(true)
    expect(days.some((d) => d !== null && d > 0)).toBe(true)
    const first = await getMarketDetail(fundraising[0].prodCode, 1)
    expect(first.hisPerformanceList).toEqual([])
    expect(first.distributorInfoList.length).toBeGreaterThan(0)
  })

  it('a net-value product has its channels, performance rows consistent with the list, and nav dates', async () => {
    const p = products().find(
      (x) =>
        x.productType === 3 &&
        x.monIncomeRate &&
        x.raiseType === '0' &&
        x.prodCode !== CHANNEL_ONLY_PROD_CODE,
    )!
    const detail = await getMarketDetail(p.prodCode, 3)
    expect(detail.prodCode).toBe(p.prodCode)
    expect(detail.registCode).toBe(p.registerCode)
    expect(detail.distributorInfoList.map((d) => d.distributorCode)).toEqual(p.distributorCodes)
    expect(detail.distributorInfoList.every((d) => d.distributorName)).toBe(true)
    const month = detail.hisPerformanceList.find((r) => r.name === '近1月')!
    expect(month.yield).toBe(p.monIncomeRate)
    expect(month.yieldStr).toBe(`${p.monIncomeRate}%`)
    expect(detail.lastNavDate).toBe(MOCK_AS_OF)
    expect(detail.hisPerformanceList.find((r) => r.name === '成立以来')?.yield).toBe(p.totalYearIncomeRate)
  })

  it('money-market performance rows omit 区间收益率 (§9.1)', async () => {
    const p = products().find((x) => x.productType === 4 && x.raiseType === '0')!
    const detail = await getMarketDetail(p.prodCode, 4)
    expect(detail.hisPerformanceList.length).toBeGreaterThan(0)
    expect(detail.hisPerformanceList.every((r) => r.changeRange === null)).toBe(true)
  })

  it('texts, attachments and the detail url answer for a product', async () => {
    const p = products().find((x) => x.productType === 2 && x.benchmarks && x.benchmarksBasisCal)!
    const text = await getRiskWarning(p.prodCode, 2)
    // The tip text; the benchmark popup explains the benchmark with benchmarksBasisCal.
    expect(text).toContain('成立以来年化收益率')
    expect(text).not.toContain(p.benchmarksBasisCal)
    expect(await getRiskWarning(p.prodCode, 4)).toContain('七日年化收益率')
    const docs = await getProdDesc(p.prodCode)
    expect(docs.length).toBeGreaterThanOrEqual(3)
    expect(
      docs.every((d) => d.url.endsWith('.pdf') && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(d.createTime)),
    ).toBe(true)
    expect(await getNotice()).not.toBe('')
  })
})

describe('nav history', () => {
  const oldProduct = () =>
    products().find((p) => p.productType === 2 && p.establishDateStr && p.establishDateStr < '2023-01-01')!

  it.each([
    [1, 1],
    [2, 3],
    [3, 6],
    [4, 12],
    [5, 36],
  ] as const)(
    'queryUnit %i covers the last %i months: table newest first, chart oldest first',
    async (unit, months) => {
      const p = oldProduct()
      const nav = await getMarketNav({ prodCode: p.prodCode, queryUnit: unit })
      expect(nav.productNavPic).toEqual([...nav.productNavList].reverse())
      const dates = nav.productNavPic.map((r) => r.navDate)
      expect([...dates].sort()).toEqual(dates)
      expect(dates[dates.length - 1]).toBe(MOCK_AS_OF)
      const spanDays = AS_OF_DAY - dayOf(dates[0])
      expect(spanDays).toBeGreaterThanOrEqual(months * 28)
      expect(spanDays).toBeLessThanOrEqual(months * 31 + 3)
      expect(nav.productNavPic.every((r) => r.navDecimalPlaces === p.navDecimalPlaces)).toBe(true)
    },
  )

  it('a custom range (yyyymmdd) is inclusive; weekends have no nav', async () => {
    const p = oldProduct()
    const nav = await getMarketNav({ prodCode: p.prodCode, startDate: '20260302', endDate: '20260313' })
    expect(nav.productNavPic.map((r) => r.navDate)).toEqual([
      '20260302',
      '20260303',
      '20260304',
      '20260305',
      '20260306',
      '20260309',
      '20260310',
      '20260311',
      '20260312',
      '20260313',
    ])
  })

  it('a fundraising product has no history yet', async () => {
    const p = products().find((x) => x.productType === 1)!
    await expect(getMarketNav({ prodCode: p.prodCode, queryUnit: 5 })).resolves.toEqual({
      productNavList: [],
      productNavPic: [],
    })
  })

  it('history is at most 3 years, generated per product on demand and memoised', () => {
    const p = oldProduct()
    const walk = db.catalogue.facts.get(p.prodCode)!.walk!
    const series = seriesOf(walk)
    expect(seriesOf(walk)).toBe(series)
    expect(AS_OF_DAY - series[0].day).toBeLessThanOrEqual(3 * 365)
    expect(series.every((x) => x.nav > 0 && x.totalNav >= x.nav)).toBe(true)
  })

  it('historical products page their net values newest first, filtered by dates', async () => {
    const [h] = await searchHistoryProducts('9K200002')
    const first = await getHistoryProductNav({ prodCode: h.prodCode, pageNo: 1 })
    expect(first.records).toHaveLength(20)
    const second = await getHistoryProductNav({ prodCode: h.prodCode, pageNo: 2 })
    expect(second.records[0].navDate < first.records[19].navDate).toBe(true)
    const last = first.records[0].navDate
    const from = ymdOf(dayOf(last) - 14)
    const ranged = await getHistoryProductNav({
      prodCode: h.prodCode,
      pageNo: 1,
      startDate: from,
      endDate: last,
    })
    expect(ranged.total).toBeLessThanOrEqual(11)
    expect(ranged.records.every((r) => r.navDate >= from && r.navDate <= last)).toBe(true)
  })
})

describe('fund pages', () => {
  it('lists fund types, including 0 money', async () => {
    const types = await getFundTypes()
    expect(types.map((t) => t.fundType)).toEqual([0, 1, 2, 3, 4, 5])
    expect(types[0].fundTypeName).toBe('货币型')
  })

  it('filters by term, risk, start amount and type, paging with page/pageSize', async () => {
    const page = await getFundList({ page: 1, pageSize: 100, interestdays: 1, risklevel: 1 })
    expect(page.totalElements).toBeGreaterThan(0)
    expect(page.records.every((f) => f.interestDays === 0 && f.riskLevelStr === 'PR1')).toBe(true)
    const big = await getFundList({ page: 1, pageSize: 100, startAmount: 5 })
    expect(big.records.every((f) => Number(f.startAmount) >= 500_000)).toBe(true)
    const money = await getFundList({ page: 1, pageSize: 100, fundType: 0 })
    expect(money.records.every((f) => f.fundType === 0 && f.dispPointer === '1')).toBe(true)
    const p2 = await getFundList({ page: 2, pageSize: 20 })
    expect(p2.totalElements).toBe(db.catalogue.funds.length)
    expect(p2.records[0].fundCode).toBe(db.catalogue.funds[20].fund.fundCode)
  })

  it('sorts by a period (近一月), best first, funds without a figure last', async () => {
    const { records } = await getFundList({ page: 1, pageSize: 100, productduetime: 3 })
    const bySeed = new Map(db.catalogue.funds.map((s) => [s.fund.fundCode, s]))
    const values = records.map((f) => {
      const walk = bySeed.get(f.fundCode)!.walk
      return walk ? periodReturn(seriesOf(walk), 3) : null
    })
    const present = values.filter((v): v is number => v !== null)
    expect(present.length).toBeGreaterThan(20)
    expect(present).toEqual([...present].sort((a, b) => b - a))
    expect(values.slice(present.length).every((v) => v === null)).toBe(true)
  })

  it('search matches and includes funds not on sale', async () => {
    const found = await searchFunds('债券')
    expect(found.length).toBeGreaterThan(0)
    expect(found.every((f) => f.fundName.includes('债券') || f.shortName.includes('债券'))).toBe(true)
    const statuses = new Set(db.catalogue.funds.map((s) => s.fund.fundStatus))
    expect([...statuses].some((s) => !ON_SALE_FUND_STATUS.includes(s))).toBe(true)
  })

  it.each([1, 3, 6, 12] as const)(
    'detail trend for %i months is oldest first and spans the range',
    async (unit) => {
      const code = db.catalogue.funds.find((s) => s.fund.fundType === 4 && s.walk)!.fund.fundCode
      const detail = await getFundDetail(code, unit)
      const dates = detail.productTrendDtos.map((p) => p.issDate)
      expect([...dates].sort()).toEqual(dates)
      expect(AS_OF_DAY - dayOf(dates[0])).toBeGreaterThanOrEqual(unit * 28)
      expect(detail.fundArchivesInfo?.risk_level).toBe(detail.riskLevelStr)
      expect(detail.pdfAttachments.length).toBeGreaterThan(0)
    },
  )

  it('net values page newest first; one fund has none and one has no archive', async () => {
    const code = db.catalogue.funds.find((s) => s.fund.fundType === 0)!.fund.fundCode
    const page = await getFundNetValues({ fundCode: code, page: 1 })
    expect(page.records).toHaveLength(20)
    expect(page.records[0].issDate).toBe(MOCK_AS_OF)
    expect(page.records[0].incomeUnit).toMatch(/^0\.\d{4}$/)
    await expect(getFundNetValues({ fundCode: FUND_WITHOUT_NAV_CODE, page: 1 })).resolves.toEqual({
      records: [],
      totalElements: 0,
    })
    expect((await getFundDetail(FUND_WITHOUT_ARCHIVES_CODE, 1)).fundArchivesInfo).toBeNull()
  })
})

describe('customer records and recommendation pages', () => {
  it('an opened customer has trades; details are found by serial number', async () => {
    const phone = db.users.opened.phone
    const trades = await getTradingRecord({ phone })
    expect(trades.length).toBeGreaterThan(0)
    await expect(getTransDetail(phone, trades[0].serialNo)).resolves.toEqual(trades[0])
    const one = await getTradingRecord({ phone, prodCode: trades[0].prodCode })
    expect(one.every((t) => t.prodCode === trades[0].prodCode)).toBe(true)
  })

  it('groups, their funds (type 2 = currency) and SVG banners answer for both pages', async () => {
    for (const type of ['1', '2'] as const) {
      const groups = await getRecommendedGroups(type)
      expect(groups.length).toBeGreaterThan(0)
      for (const g of groups) {
        const funds = await getRecommendedList(g.columnCode)
        expect(funds.length).toBeGreaterThan(0)
        expect(funds.every((f) => (f.productType === 2) === (f.fundType === 0))).toBe(true)
      }
      const banners = await getTabBanner(type)
      expect(banners.length).toBeGreaterThan(0)
      expect(banners.every((b) => b.pic.startsWith('data:image/svg+xml'))).toBe(true)
    }
  })
})
