import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { loadingCounter } from '@/shared/lib/loading'
import { Toast } from 'antd-mobile'
import { endpoints } from '../endpoints'
import { ApiError } from '../http'
import { getDistributors, getMarketList, marketListParams } from './market'
import { searchMarket } from './search'
import { getHistoryProductNav, searchHistoryProducts } from './history'
import { getMarketDetail, getMarketNav } from './detail'
import { getNotice, getRiskWarning } from './texts'
import { getFundDetail, getFundTypes, getFundList, searchFunds } from './funds'
import { getTradingRecord, getTransDetail } from './trades'
import { getRecommendedGroups } from './recommend'

// http.ts shows messages through antd-mobile's Toast; watch it rather than the module (already loaded by the setup).
const toast = (text: string) =>
  expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ content: text }))
const noToast = () => expect(Toast.show).not.toHaveBeenCalled()

beforeEach(() => {
  vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})

const C = endpoints.catalogue

interface Captured {
  url: URL
  method: string
  /** Calls in flight when the request left: 0 means the call was silent. */
  loading: number
}

/** Answers `path` with `data` (code 200 unless given) and records each request. */
function capture(path: string, data: unknown, code = '0000'): Captured[] {
  const seen: Captured[] = []
  server.use(
    mswHttp.all(`*${path}`, ({ request }) => {
      seen.push({ url: new URL(request.url), method: request.method, loading: loadingCounter.value() })
      return HttpResponse.json({ code, msg: code === '0000' || code === '200' ? '成功' : '失败', data })
    }),
  )
  return seen
}

const params = (c: Captured) => Object.fromEntries(c.url.searchParams)

afterEach(() => vi.restoreAllMocks())

describe('marketListParams', () => {
  it('sends filters 1-based and comma-joined, and the sort as <field>: order (§4.3, §4.2)', () => {
    expect(
      marketListParams({
        pageNum: 2,
        productType: 3,
        prodSaleCustom: '1',
        respProductType: [1, 5],
        riskLevel: [2],
        investment: [1, 4],
        sort: { field: 'yearIncomeRateSort', order: 1 },
      }),
    ).toEqual({
      pageNum: 2,
      pageSize: 20,
      productType: 3,
      prodSaleCustom: '1',
      respProductType: '1,5',
      riskLevel: '2',
      investment: '1,4',
      yearIncomeRateSort: 1,
    })
  })

  it('leaves out empty filters, an unset channel and a cleared sort', () => {
    expect(
      marketListParams({
        pageNum: 1,
        productType: 4,
        respProductType: [],
        riskLevel: [],
        distributorCode: '',
        sort: null,
      }),
    ).toEqual({ pageNum: 1, pageSize: 20, productType: 4 })
  })
})

describe('getMarketList', () => {
  it('GETs the custom list with every param and accepts code 200', async () => {
    const seen = capture(C.marketList, { records: [], total: 0 }, '200')
    const result = await getMarketList(
      {
        pageNum: 1,
        productType: 2,
        prodSaleCustom: '0',
        respProductType: [1, 5],
        riskLevel: [2, 3],
        investment: [1, 4],
        sort: { field: 'navSort', order: 0 },
      },
      'custom',
    )
    expect(result).toEqual({ records: [], total: 0 })
    expect(seen).toHaveLength(1)
    expect(seen[0].method).toBe('GET')
    expect(params(seen[0])).toEqual({
      pageNum: '1',
      pageSize: '20',
      productType: '2',
      prodSaleCustom: '0',
      respProductType: '1,5',
      riskLevel: '2,3',
      investment: '1,4',
      navSort: '0',
    })
    expect(seen[0].loading).toBe(1)
    noToast()
  })

  it('the web variant uses its own path and carries the chosen channel', async () => {
    const seen = capture(C.marketListWeb, { records: [], total: 0 })
    await getMarketList({ pageNum: 3, productType: 1, distributorCode: 'D003' }, 'web')
    expect(seen[0].url.pathname).toBe(C.marketListWeb)
    expect(params(seen[0])).toEqual({
      pageNum: '3',
      pageSize: '20',
      productType: '1',
      distributorCode: 'D003',
    })
  })

  it('a non-success code rejects with the message as a toast (§8)', async () => {
    capture(C.marketList, null, '9999')
    await expect(getMarketList({ pageNum: 1, productType: 2 })).rejects.toMatchObject({ code: '9999' })
    toast('失败')
  })
})

describe('suggestions', () => {
  it('an empty keyword returns no list and makes no call (§4.4)', async () => {
    const seen = capture(C.marketSearch, [])
    await expect(searchMarket('   ')).resolves.toEqual([])
    await expect(searchHistoryProducts('')).resolves.toEqual([])
    await expect(searchFunds('')).resolves.toEqual([])
    expect(seen).toHaveLength(0)
  })

  it('sends the trimmed key without the loading overlay', async () => {
    const custom = capture(C.marketSearch, null)
    const web = capture(C.marketSearchWeb, [{ prodCode: '9K210001' }])
    const history = capture(C.historySearch, [])
    await expect(searchMarket(' 稳利 ', 'custom')).resolves.toEqual([])
    await expect(searchMarket('9K21', 'web')).resolves.toEqual([
      { prodCode: '9K210001', prodName: '', prodNameShort: '', productType: null, prodSaleCustom: '0' },
    ])
    await searchHistoryProducts('悦盈')
    expect(params(custom[0])).toEqual({ key: '稳利' })
    expect(params(web[0])).toEqual({ key: '9K21' })
    expect(params(history[0])).toEqual({ key: '悦盈' })
    expect([custom[0].loading, web[0].loading, history[0].loading]).toEqual([0, 0, 0])
  })
})

describe('getMarketDetail', () => {
  it('sends prodCode and prodType', async () => {
    const seen = capture(C.marketDetail, { prodCode: '9K210100' })
    await getMarketDetail('9K210100', 3)
    expect(params(seen[0])).toEqual({ prodCode: '9K210100', prodType: '3' })
  })

  it('code 9998 rejects without the generic toast so the page shows its overlay (§8)', async () => {
    capture(C.marketDetail, null, '9998')
    const error = await getMarketDetail('9K210150', 3).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: '9998', kind: 'business' })
    noToast()
  })

  it('other failures still toast', async () => {
    capture(C.marketDetail, null, '9999')
    await expect(getMarketDetail('X', 2)).rejects.toMatchObject({ code: '9999' })
    toast('失败')
  })
})

describe('net values', () => {
  it('a time-range chip sends queryUnit; a custom range sends both dates', async () => {
    const seen = capture(C.marketNav, { productNavList: [], productNavPic: [] })
    await getMarketNav({ prodCode: '9K210050', queryUnit: 4 })
    await getMarketNav({ prodCode: '9K210050', startDate: '20260101', endDate: '20260630' })
    expect(params(seen[0])).toEqual({ prodCode: '9K210050', queryUnit: '4' })
    expect(params(seen[1])).toEqual({ prodCode: '9K210050', startDate: '20260101', endDate: '20260630' })
  })

  it('historical nav pages carry pageNo, pageSize and only the dates given', async () => {
    const seen = capture(C.historyNav, { records: [], total: 0 }, '200')
    await getHistoryProductNav({ prodCode: '9K200001', pageNo: 2 })
    await getHistoryProductNav({
      prodCode: '9K200001',
      pageNo: 1,
      pageSize: 50,
      startDate: '20250101',
      endDate: '20250301',
    })
    expect(params(seen[0])).toEqual({ prodCode: '9K200001', pageNo: '2', pageSize: '20' })
    expect(params(seen[1])).toEqual({
      prodCode: '9K200001',
      pageNo: '1',
      pageSize: '50',
      startDate: '20250101',
      endDate: '20250301',
    })
  })
})

describe('other calls', () => {
  it('channels are asked with usePage 1', async () => {
    const seen = capture(C.distributors, [{ distributorCode: 'D001', distributorName: '兴业银行' }])
    await expect(getDistributors()).resolves.toHaveLength(1)
    expect(params(seen[0])).toEqual({ usePage: '1' })
  })

  it('the notice is silent and an empty one reads as ""', async () => {
    const seen = capture(C.notice, null)
    await expect(getNotice()).resolves.toBe('')
    expect(seen[0].loading).toBe(0)
  })

  it('the fund list sends every filter, blank meaning 全部, and accepts code 200', async () => {
    const seen = capture(C.fundList, { records: [], totalElements: 0 }, '200')
    await getFundList({ page: 1, risklevel: 2, fundType: 0 })
    expect(params(seen[0])).toEqual({
      interestdays: '',
      productduetime: '',
      risklevel: '2',
      startAmount: '',
      fundType: '0',
      page: '1',
      pageSize: '20',
    })
  })
})

describe('field payloads (the real backend: strings for numbers, numbers for strings, nulls, odd lists)', () => {
  it('a market list record is cleaned: codes as text, rates and amounts as decimal strings, "null" as missing', async () => {
    capture(
      C.marketList,
      {
        total: '37',
        records: [
          null,
          {
            prodCode: 9527,
            prodName: null,
            prodNameShort: 'null',
            productType: '2',
            respProductType: ' 5 ',
            respProductTypeStr: '最短持有期',
            raiseType: 1,
            raiseTypeStr: '私募',
            prodSaleCustom: 1,
            navDecimalPlaces: '3',
            benchmarks: null,
            registerCode: 'Z1',
            nav: 1.0234,
            totalNav: '1,234.5000',
            navDate: 20260105,
            sevenDaysIncomeRate: 'null',
            riskLevel: '2',
            riskLevelStr: 'PR2中低风险',
            minSubsP: '1000',
            totalYearIncomeRate: 3.1,
            monIncomeRate: '-0.12%',
            accompany: {},
            distributorCodes: null,
          },
          'x',
        ],
      },
      '200',
    )
    const page = await getMarketList({ pageNum: 1, productType: 2 })
    expect(page.total).toBe(37)
    expect(page.records).toEqual([
      {
        prodCode: '9527',
        prodName: '',
        prodNameShort: '',
        productType: 2,
        respProductType: 5,
        respProductTypeStr: '最短持有期',
        raiseType: '1',
        raiseTypeStr: '私募',
        prodSaleCustom: '1',
        navDecimalPlaces: 3,
        benchmarks: '',
        benchmarksBasisCal: '',
        registerCode: 'Z1',
        nav: '1.0234',
        totalNav: '1234.5000',
        navDate: '20260105',
        sevenDaysIncomeRate: null,
        outTenThousandIncomeAmt: null,
        riskLevel: 2,
        riskLevelStr: 'PR2中低风险',
        minSubsP: '1000',
        establishDateStr: '',
        subsEndDate: '',
        totalYearIncomeRate: '3.1',
        monIncomeRate: '-0.12%',
        accompany: { url: '', icon: '', title: '' },
        distributorCodes: [],
      },
    ])
  })

  it('a list answer that is no object reads as an empty page', async () => {
    capture(C.marketList, 'x')
    await expect(getMarketList({ pageNum: 1, productType: 2 })).resolves.toEqual({ records: [], total: 0 })
  })

  it('a detail with null, {} and odd lists parses to empty lists, an empty tab and numbers', async () => {
    capture(C.marketDetail, {
      prodCode: '9K210049',
      prodName: '稳利',
      productType: ' 4 ',
      navDecimalPlaces: '4',
      subsEndDays: '-2',
      openIntervalDays: '30',
      hisPerformanceList: null,
      hisDatumTab: {},
      distributorInfoList: {},
      nav: 'null',
    })
    const detail = await getMarketDetail('9K210049', 4)
    expect(detail).toMatchObject({
      prodCode: '9K210049',
      productType: 4,
      navDecimalPlaces: 4,
      subsEndDays: -2,
      openIntervalDays: 30,
      hisPerformanceList: [],
      hisDatumTab: { setUpIncomeRate: null, hisDatumBottomDesc: '', hisDatumList: [] },
      distributorInfoList: [],
      nav: null,
      raiseType: null,
      lastNavDate: '',
    })
  })

  it('a detail answer of null is an object of defaults (the page shows its no-product message)', async () => {
    capture(C.marketDetail, null)
    const detail = await getMarketDetail('X', 2)
    expect(detail).toMatchObject({
      prodCode: '',
      prodName: '',
      productType: 0,
      hisDatumTab: { hisDatumList: [] },
    })
  })

  it('nav history: a list as an object is empty, null items are dropped, dates and values read as text', async () => {
    capture(C.marketNav, {
      productNavList: {},
      productNavPic: [null, { navDate: 20260105, nav: 1.02, navDecimalPlaces: null }],
    })
    await expect(getMarketNav({ prodCode: 'P', queryUnit: 1 })).resolves.toEqual({
      productNavList: [],
      productNavPic: [
        {
          navDate: '20260105',
          nav: '1.02',
          totalNav: null,
          navDecimalPlaces: 4,
          sevenDaysIncomeRate: null,
          outTenThousandIncomeAmt: null,
        },
      ],
    })
  })

  it('fund detail: codes and flags from numbers, a missing archive is null, odd lists are empty', async () => {
    capture(C.fundDetail, {
      fundCode: 1301,
      shortName: '添利宝货币A',
      fundType: '0',
      fundStatus: '9',
      startAmount: 1000,
      dispPointer: 1,
      interestDays: null,
      tags: null,
      pdfAttachments: 'x',
      productTrendDtos: [null, { issDate: 20261120, yieid: 1.8 }],
      productsNetValueDtos: null,
      fundArchivesInfo: null,
    })
    const fund = await getFundDetail('001301')
    expect(fund).toMatchObject({
      fundCode: '1301',
      fundType: 0,
      fundStatus: 9,
      startAmount: '1000',
      dispPointer: '1',
      interestDays: 0,
      tags: '',
      pdfAttachments: [],
      productsNetValueDtos: [],
      productTrendDtos: [{ issDate: '20261120', yieid: '1.8', incomeUnit: null, nav: null, totnav: null }],
      fundArchivesInfo: null,
    })
  })

  it('fund types, groups, channels and suggestions keep only entries the pages can use', async () => {
    capture(C.fundTypes, [
      { fundType: '0', fundTypeName: '货币型' },
      { fundType: 'x', fundTypeName: '其他' },
      null,
    ])
    capture(C.recommendedGroups, [{ columnCode: 12, columnName: '热门', position: 'top', sort: '2' }, {}])
    capture(C.distributors, [
      { distributorCode: 1, distributorName: '兴业银行' },
      { distributorName: '无代码' },
    ])
    capture(C.marketSearch, [
      { prodName: '无代码' },
      { prodCode: 'P1', productType: 9, prodSaleCustom: null },
    ])
    await expect(getFundTypes()).resolves.toEqual([{ fundType: 0, fundTypeName: '货币型' }])
    await expect(getRecommendedGroups('1')).resolves.toEqual([
      { columnCode: '12', columnName: '热门', position: 'list', sort: 2 },
    ])
    await expect(getDistributors()).resolves.toEqual([{ distributorCode: '1', distributorName: '兴业银行' }])
    await expect(searchMarket('P')).resolves.toEqual([
      { prodCode: 'P1', prodName: '', prodNameShort: '', productType: null, prodSaleCustom: '0' },
    ])
  })

  it('trades: an object for the list is none; a null detail has no serial number; amounts as decimals', async () => {
    capture(C.tradingRecord, {})
    await expect(getTradingRecord({ phone: '1' })).resolves.toEqual([])
    capture(C.transDetail, { serialNo: 20260105001, cfmAmt: 1000.5, charge: 'null', cfmVol: '1,000.00' })
    await expect(getTransDetail('1', 'x')).resolves.toMatchObject({
      serialNo: '20260105001',
      cfmAmt: '1000.5',
      charge: null,
      cfmVol: '1000.00',
      cfmNav: null,
      busiName: '',
    })
    capture(C.transDetail, null)
    await expect(getTransDetail('1', 'x')).resolves.toMatchObject({ serialNo: '' })
  })

  it('texts: numbers as text, "null" as none, the notice trimmed', async () => {
    capture(C.riskWarning, 123)
    capture(C.notice, '  公告  ')
    await expect(getRiskWarning('P', 2)).resolves.toBe('123')
    await expect(getNotice()).resolves.toBe('公告')
  })
})

describe('page sizes (catalogue §7: 20 rows a page)', () => {
  it('each list asks its own page size, and the market load test answers at the size asked', async () => {
    const { MARKET_PAGE_SIZE } = await import('./requests')
    const { FUND_LIST_PAGE_SIZE, FUND_NAV_PAGE_SIZE } = await import('./funds')
    const { HISTORY_NAV_PAGE_SIZE } = await import('./history')
    const { MARKET_LOAD, marketLoadPage } = await import('@mocks/market-load.mjs')
    expect([MARKET_PAGE_SIZE, FUND_LIST_PAGE_SIZE, FUND_NAV_PAGE_SIZE, HISTORY_NAV_PAGE_SIZE]).toEqual([
      20, 20, 20, 20,
    ])
    expect(marketLoadPage(1, MARKET_PAGE_SIZE).data.records).toHaveLength(MARKET_PAGE_SIZE)
    expect(marketLoadPage(2, 30).data.records[0]?.prodCode).toBe('P000031')
    const last = Math.ceil(MARKET_LOAD.rows / 30)
    expect(marketLoadPage(last, 30).data.records).toHaveLength(MARKET_LOAD.rows - (last - 1) * 30)
    expect(marketLoadPage(last + 1, 30).data.records).toEqual([])
  })
})
