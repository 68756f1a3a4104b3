import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { loadingCounter } from '@/shared/lib/loading'
import { Toast } from 'antd-mobile'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import {
  getDistributors,
  getFundList,
  getHistoryProductNav,
  getMarketDetail,
  getMarketList,
  getMarketNav,
  getNotice,
  marketListParams,
  searchFunds,
  searchHistoryProducts,
  searchMarket,
} from './catalogue'

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
    await expect(searchMarket('9K21', 'web')).resolves.toEqual([{ prodCode: '9K210001' }])
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
