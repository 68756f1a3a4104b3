import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { failPage, pagesAsked } from '@tests/paged-lists'
import { captureRequests } from '@tests/record-requests'
import { enableInfiniteScroll, fakeProduct, servePages } from './test/helpers'

const C = endpoints.catalogue

/** The table once rows have arrived. */
const table = async () => {
  const el = await screen.findByRole('table', { name: '产品列表' })
  await waitFor(() => expect(Number(el.getAttribute('aria-rowcount'))).toBeGreaterThan(1))
  return el
}
const rowCount = async () => Number((await table()).getAttribute('aria-rowcount')) - 1

describe('first load (catalogue §4.1)', () => {
  it('asks page 1 of the first type tab of 个人理财 with page size 20 and shows the rows', async () => {
    const calls = captureRequests(C.marketList)
    await renderRoute('/productMarket')
    expect(await screen.findByText('稳健30天持有期1期')).toBeInTheDocument()
    expect(calls[0].get('pageNum')).toBe('1')
    expect(calls[0].get('pageSize')).toBe('20')
    expect(calls[0].get('productType')).toBe('1')
    expect(calls[0].get('prodSaleCustom')).toBe('0')
    expect(screen.getByRole('tab', { name: '个人理财' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '募集期' })).toHaveAttribute('aria-selected', 'true')
    expect(await rowCount()).toBe(20)
  })

  it('the web variant has no main tabs and sends no prodSaleCustom', async () => {
    const calls = captureRequests(C.marketListWeb)
    await renderRoute('/productMarketWeb')
    await table()
    expect(screen.queryByRole('tab', { name: '个人理财' })).toBeNull()
    expect(calls[0].has('prodSaleCustom')).toBe(false)
    expect(calls[0].get('productType')).toBe('1')
  })

  it('/productMarketNew is the tabless variant too', async () => {
    const calls = captureRequests(C.marketListWeb)
    await renderRoute('/productMarketNew')
    await table()
    expect(screen.queryByRole('tab', { name: '机构理财' })).toBeNull()
    expect(calls).toHaveLength(1)
  })
})

/**
 * How long a finished list is watched for a stray request, on the fake clock: past the infinite scroll's
 * 100 ms throttle and a first automatic retry's 1 s delay.
 */
const QUIET_MS = 5000

describe('infinite scroll (catalogue §4.1)', () => {
  let restore: () => void
  beforeEach(() => {
    restore = enableInfiniteScroll()
  })
  afterEach(() => restore())

  it('later pages append; a page of fewer than 20 finishes the list', async () => {
    servePages(server, C.marketList, [20, 20, 5])
    const calls = captureRequests(C.marketList)
    await renderRoute('/productMarket')
    expect(await screen.findByText('无更多产品', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await rowCount()).toBe(45)
    expect(calls.map((c) => c.get('pageNum'))).toEqual(['1', '2', '3'])
    expect(screen.queryByText('加载中')).toBeNull()
  })

  it('an empty page finishes the list; no further page is asked', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    servePages(server, C.marketList, [20])
    const calls = captureRequests(C.marketList)
    await renderRoute('/productMarket')
    expect(await screen.findByText('无更多产品', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await rowCount()).toBe(20)
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS))
    expect(calls.map((c) => c.get('pageNum'))).toEqual(['1', '2'])
  })

  it('the web variant ends with —— 无更多产品 ——', async () => {
    servePages(server, C.marketListWeb, [3])
    await renderRoute('/productMarketWeb')
    expect(await screen.findByText('—— 无更多产品 ——', {}, { timeout: 5000 })).toBeInTheDocument()
  })

  it('a failed page finishes the list and keeps the rows (network failure toasts)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    let n = 0
    server.use(
      http.get(`*${C.marketList}`, () => {
        n += 1
        if (n === 1)
          return HttpResponse.json({
            code: '0000',
            data: { records: Array.from({ length: 20 }, (_, i) => fakeProduct(i)) },
          })
        return HttpResponse.error()
      }),
    )
    await renderRoute('/productMarket')
    expect((await screen.findAllByText('网络飘走了,请稍候再试哦'))[0]).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('加载中')).toBeNull())
    expect(await rowCount()).toBe(20)
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS))
    expect(n).toBe(2)
  })

  it('a tab change asks page 1 again and replaces the rows', async () => {
    servePages(server, C.marketList, [20, 20, 5])
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    await screen.findByText('无更多产品', {}, { timeout: 5000 })
    calls.length = 0
    server.resetHandlers()
    await user.click(screen.getByRole('tab', { name: '机构理财' }))
    await waitFor(() => expect(calls[0]?.get('prodSaleCustom')).toBe('1'))
    expect(calls[0].get('pageNum')).toBe('1')
    expect(await screen.findByText('无更多产品', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await rowCount()).toBe(14) // the mock's 机构理财 募集期 products
  })

  it('a later page that fails: the rows stay, 重新加载 at their end asks that page once and appends it', async () => {
    servePages(server, C.marketList, [20, 20, 5])
    failPage(C.marketList, { param: 'pageNum', page: 2 })
    const pages = pagesAsked(C.marketList, 'pageNum')
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    const failed = await screen.findByText('加载失败，请检查网络后重试', {}, { timeout: 5000 })
    expect(await rowCount()).toBe(20)
    expect(screen.queryByText('无更多产品')).toBeNull()
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(pages).toEqual(['1', '2'])
    await user.click(within(failed.closest('[role="alert"]')!).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('无更多产品', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(await rowCount()).toBe(45)
    expect(screen.getByText('测试产品1号')).toBeInTheDocument()
    expect(screen.queryByText(/加载失败/)).toBeNull()
    // The failed page once more, then the paging goes on; no page asked twice in one attempt.
    expect(pages).toEqual(['1', '2', '2', '3'])
  })

  it('a later page refused with a code: the server’s message at the end, no network advice', async () => {
    servePages(server, C.marketList, [20, 20, 5])
    failPage(C.marketList, { param: 'pageNum', page: 2, failure: { code: '1111', msg: '产品查询服务繁忙' } })
    await renderRoute('/productMarket')
    expect(await screen.findByText('加载失败，产品查询服务繁忙', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText(/请检查网络后重试/)).toBeNull()
    expect(await rowCount()).toBe(20)
  })
})

describe('errors (catalogue §8)', () => {
  it('network failure on page 1: toast, then 加载失败 with 重新加载 (not 暂无数据), which loads the rows', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [C.marketList]
    const pages = pagesAsked(C.marketList, 'pageNum')
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    expect((await screen.findAllByText('网络飘走了,请稍候再试哦'))[0]).toBeInTheDocument()
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(screen.queryByText('加载中')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    db.scenario.fault = 'none'
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await rowCount()).toBe(20)
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(pages).toEqual(['1', '1'])
  })

  it('list non-success on page 1: toast with the message, 加载失败 with it (no network advice), 重新加载', async () => {
    failPage(C.marketList, { param: 'pageNum', page: 1, failure: { code: '1111', msg: '产品查询服务繁忙' } })
    const pages = pagesAsked(C.marketList, 'pageNum')
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('产品查询服务繁忙')
    expect(failed).not.toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(screen.queryByText('加载中')).toBeNull()
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await rowCount()).toBe(20)
    expect(pages).toEqual(['1', '1'])
  })

  it('page 1 of a tab switched to fails: 加载失败 for that tab, 重新加载 shows its rows', async () => {
    const user = userEvent.setup()
    await renderRoute('/productMarket')
    await table()
    const pages = captureRequests(C.marketList)
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [C.marketList]
    await user.click(screen.getByRole('tab', { name: '机构理财' }))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    db.scenario.fault = 'none'
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await rowCount()).toBe(14) // the mock's 机构理财 募集期 products
    expect(pages.map((c) => [c.get('prodSaleCustom'), c.get('pageNum')])).toEqual([
      ['1', '1'],
      ['1', '1'],
    ])
  })

  it('list code 200 counts as success', async () => {
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({ code: '200', data: { records: [fakeProduct(1)], total: 1 } }),
      ),
    )
    await renderRoute('/productMarket')
    expect(await screen.findByText('测试产品1号')).toBeInTheDocument()
  })
})

describe('sorting (catalogue §4.2)', () => {
  it('cycles none → 0 → 1 → 0 and sends the column sort field', async () => {
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    await renderRoute('/productMarket?type=2')
    await table()
    const header = screen.getByRole('columnheader', { name: /单位净值/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    for (const [order, aria] of [
      ['0', 'descending'],
      ['1', 'ascending'],
      ['0', 'descending'],
    ]) {
      calls.length = 0
      await user.click(within(header).getByRole('button'))
      await waitFor(() => expect(calls[0]?.get('navSort')).toBe(order))
      expect(calls[0].get('pageNum')).toBe('1')
      expect(header).toHaveAttribute('aria-sort', aria)
    }
  })

  it('募集方式 and 业绩比较基准 are not sortable', async () => {
    await renderRoute('/productMarket?type=2')
    await table()
    for (const name of ['募集方式', '业绩比较基准']) {
      const header = screen.getByRole('columnheader', { name })
      expect(within(header).queryByRole('button')).toBeNull()
      expect(header).not.toHaveAttribute('aria-sort')
    }
  })

  it('a type change clears the sort', async () => {
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    await renderRoute('/productMarket?type=2')
    await table()
    await user.click(within(screen.getByRole('columnheader', { name: /累计净值/ })).getByRole('button'))
    await waitFor(() => expect(calls.at(-1)?.get('totalNavSort')).toBe('0'))
    calls.length = 0
    await user.click(screen.getByRole('tab', { name: '定期开放' }))
    await waitFor(() => expect(calls[0]?.get('productType')).toBe('3'))
    expect(calls).toHaveLength(1)
    expect(calls[0].has('totalNavSort')).toBe(false)
    expect(screen.getByRole('columnheader', { name: /累计净值/ })).toHaveAttribute('aria-sort', 'none')
  })
})

describe('opening a product (catalogue §2.2, §5, §8)', () => {
  it('a row opens the market detail with fundCode, productType and navDecimalPlaces', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarket?type=2')
    await table()
    const first = db.catalogue.products.find((p) => p.productType === 2 && p.prodSaleCustom === '0')!
    await user.click(screen.getByText(first.prodNameShort))
    if (first.raiseType === '1') return
    expect(location().pathname).toBe('/productMarketDetail')
    expect(location().search).toBe(
      `?fundCode=${first.prodCode}&productType=2&navDecimalPlaces=${first.navDecimalPlaces}`,
    )
  })

  it('the web variant opens the web detail', async () => {
    servePages(server, C.marketListWeb, [1])
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarketWeb')
    await user.click(await screen.findByText('测试产品1号'))
    expect(location().pathname).toBe('/productMarketDetailWeb')
  })

  it('a private placement toasts 请在购买渠道查看详情 and stays', async () => {
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { records: [fakeProduct(1, { raiseType: '1', prodNameShort: '臻享私募1号' })] },
        }),
      ),
    )
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarket')
    await user.click(await screen.findByText('臻享私募1号'))
    expect(await screen.findByText('请在购买渠道查看详情')).toBeInTheDocument()
    expect(location().pathname).toBe('/productMarket')
  })
})

describe('cells and popups (catalogue §2.2)', () => {
  it('formats cells, shows -- for empty and colours rates', async () => {
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            records: [fakeProduct(1, { totalNav: null, totalYearIncomeRate: '2.5', monIncomeRate: '-0.31' })],
          },
        }),
      ),
    )
    await renderRoute('/productMarket?type=2')
    const row = (await screen.findByText('测试产品1号')).closest('[role="row"]') as HTMLElement
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.slice(0, 4)).toEqual(['1.02342026-01-05', '--', '2.50%', '-0.31%'])
    expect(within(row).getByText('2.50%').className).toMatch(/up/)
    expect(within(row).getByText('-0.31%').className).toMatch(/down/)
    expect(within(row).getByText('1万元')).toBeInTheDocument()
  })

  it("the benchmark cell opens the benchmark popup with the product's own basis, without opening the detail", async () => {
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { records: [fakeProduct(1, { benchmarksBasisCal: '参考同类资产到期收益率测算。' })] },
        }),
      ),
    )
    const calls = captureRequests(C.riskWarning)
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarket?type=2')
    await table()
    const [button] = screen.getAllByRole('button', { name: /业绩比较基准说明/ })
    await user.click(button)
    const dialog = await screen.findByRole('dialog', { name: '业绩比较基准' })
    expect(await within(dialog).findByText('参考同类资产到期收益率测算。')).toBeInTheDocument()
    expect(within(dialog).getByText('3.20%-4.00%')).toBeInTheDocument()
    // The tip text call belongs to the tip popup (the popups showed the same text).
    expect(calls).toHaveLength(0)
    expect(location().pathname).toBe('/productMarket')
    await user.click(within(dialog).getByRole('button', { name: '我知道了' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '业绩比较基准' })).toBeNull())
  })

  it('a benchmark without a basis says 暂无说明', async () => {
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({ code: '0000', data: { records: [fakeProduct(1, { benchmarksBasisCal: '' })] } }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute('/productMarket?type=2')
    await table()
    await user.click(screen.getAllByRole('button', { name: /业绩比较基准说明/ })[0])
    const dialog = await screen.findByRole('dialog', { name: '业绩比较基准' })
    expect(await within(dialog).findByText('暂无说明')).toBeInTheDocument()
  })

  it('a celltype 4 value has a tip icon that opens the tip popup', async () => {
    const user = userEvent.setup()
    await renderRoute('/productMarket?type=3')
    await table()
    const [tip] = screen.getAllByRole('button', { name: '成立以来年化说明' })
    await user.click(tip)
    const dialog = await screen.findByRole('dialog', { name: '成立以来年化说明' })
    expect(await within(dialog).findByText(/定期开放产品仅在开放期可申购赎回/)).toBeInTheDocument()
  })
})

describe('notice bar', () => {
  it('shows the notice text', async () => {
    await renderRoute('/productMarket')
    expect(await screen.findByRole('status', { name: '公告' })).toHaveTextContent(/历史产品净值信息仅供参考/)
  })

  it('is hidden when the notice is empty', async () => {
    db.catalogue.notice = ''
    await renderRoute('/productMarket')
    await table()
    expect(screen.queryByRole('status', { name: '公告' })).toBeNull()
  })
})

describe('intro overlay (catalogue §2.2)', () => {
  it('shows on the first visit in the app; 查看全部 closes it; not again in the session', async () => {
    const user = userEvent.setup()
    const first = await renderRoute('/productMarket', { channel: 'app' })
    const intro = await screen.findByRole('dialog', { name: '产品信息查询' })
    await user.click(within(intro).getByRole('button', { name: '查看全部' }))
    expect(screen.queryByRole('dialog', { name: '产品信息查询' })).toBeNull()
    first.unmount()
    await renderRoute('/productMarket', { channel: 'app' })
    await table()
    expect(screen.queryByRole('dialog', { name: '产品信息查询' })).toBeNull()
  })

  it('says only what the pages hold: no promise about the data', async () => {
    await renderRoute('/productMarket?intro=1')
    const intro = await screen.findByRole('dialog', { name: '产品信息查询' })
    expect(intro).not.toHaveTextContent(/权威|每日更新|实时|最新|保证|承诺/)
    expect(intro).toHaveTextContent('募集期、每日购、定期开放、现金管理、封闭式')
    expect(within(intro).getByRole('button', { name: '查看全部' })).toBeInTheDocument()
  })

  it('its search box opens search', async () => {
    const user = userEvent.setup()
    await renderRoute('/productMarket?intro=1')
    const intro = await screen.findByRole('dialog', { name: '产品信息查询' })
    await user.click(within(intro).getByRole('button', { name: /输入产品名称\/代码/ }))
    expect(await screen.findByRole('dialog', { name: '搜索产品' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: '产品信息查询' })).toBeNull()
  })

  it('does not show in WeChat without intro=1', async () => {
    await renderRoute('/productMarket')
    await table()
    expect(screen.queryByRole('dialog', { name: '产品信息查询' })).toBeNull()
  })
})

describe('field payloads from the real backend', () => {
  /** No cell, title or figure may show a raw value the page failed to read. */
  const expectNoRawText = expectNoRawValues

  /** A list record as the Java backend sends it: numbers for rates, strings for codes, "null" and null. */
  const fieldRecord = {
    prodCode: '9K219001',
    prodName: '稳利日开1号理财产品',
    prodNameShort: 'null',
    productType: '2',
    respProductType: '1',
    respProductTypeStr: '每日购',
    raiseType: 0,
    raiseTypeStr: null,
    prodSaleCustom: 0,
    navDecimalPlaces: null,
    benchmarks: 'null',
    benchmarksBasisCal: null,
    nav: 1.0234,
    totalNav: '1.1',
    navDate: 20260105,
    riskLevel: '2',
    riskLevelStr: 'PR2中低风险',
    minSubsP: '1000',
    establishDateStr: '2024-01-02',
    totalYearIncomeRate: 3.1,
    monIncomeRate: '-0.125',
    accompany: {},
    distributorCodes: null,
  }

  it('/productMarket list with numbers, "null" and null fields renders formatted rows and opens the detail', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    server.use(
      http.get(`*${C.marketList}`, () =>
        HttpResponse.json({ code: '200', data: { total: '2', records: [null, fieldRecord, {}] } }),
      ),
      http.get(`*${C.marketDetail}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            prodCode: '9K219001',
            prodName: '稳利日开1号理财产品',
            productType: 2,
            raiseType: '0',
            nav: 1.0234,
            navDate: 20260105,
            navDecimalPlaces: '4',
            hisPerformanceList: null,
            hisDatumTab: {},
            distributorInfoList: {},
          },
        }),
      ),
    )
    const { location } = await renderRoute('/productMarket?tab=0&type=2')
    const grid = await table()
    const row = within(grid).getAllByRole('row')[1]
    expect(within(row).getByText('稳利日开1号理财产品')).toBeInTheDocument()
    expect(within(row).getByText('1.0234')).toBeInTheDocument()
    expect(within(row).getByText('2026-01-05')).toBeInTheDocument()
    expect(within(row).getByText('1.1000')).toBeInTheDocument()
    expect(within(row).getByText('3.10%')).toBeInTheDocument()
    expect(within(row).getByText('-0.13%')).toBeInTheDocument()
    expect(within(row).getByText('1000元')).toBeInTheDocument()
    expect(within(row).getByText('PR2中低风险')).toBeInTheDocument()
    expect(within(grid).getAllByRole('row')).toHaveLength(3) // header, the record, the empty {} record
    expectNoRawText()

    await user.click(within(row).getByText('稳利日开1号理财产品'))
    await waitFor(() => expect(location().pathname).toBe('/productMarketDetail'))
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      fundCode: '9K219001',
      productType: '2',
      navDecimalPlaces: '4',
    })
    const header = await screen.findByRole('region', { name: '产品概况' })
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('稳利日开1号理财产品')
    expect(within(header).getAllByText('1.0234').length).toBeGreaterThan(0)
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['历史净值', '销售机构'])
    await user.click(screen.getByRole('tab', { name: '销售机构' }))
    expect(await screen.findByText('暂无数据')).toBeInTheDocument() // the channel list sent as {}
    expect(screen.queryByText('页面出了点小问题，请稍后重试')).toBeNull()
    expectNoRawText()
  })
})

describe('the address of the list', () => {
  it('a first visit keeps the plain address; other tabs are written for coming back', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarket')
    await table()
    // Writing ?tab=0&type=1 here would draw the whole page a second time right after its first paint.
    expect(location().search).toBe('')
    const types = screen.getByRole('tablist', { name: '产品类型' })
    await user.click(within(types).getByRole('tab', { name: '每日购' }))
    await waitFor(() => expect(location().search).toBe('?type=2'))
    await user.click(within(types).getByRole('tab', { name: '募集期' }))
    await waitFor(() => expect(location().search).toBe(''))
  })
})
