import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { defaultScheduler, notifyManager } from '@tanstack/react-query'
import { failPage } from '@tests/paged-lists'
import { captureRequests } from '@tests/record-requests'
import { enableInfiniteScroll } from './test/helpers'

const C = endpoints.catalogue

/** Page `page` of a liquidated product's net values: `size` records (of 47), dated by page and row. */
function navPage(page: number, size: number) {
  const records = Array.from({ length: size }, (_, i) => ({
    navDate: `2025${String(page).padStart(2, '0')}${String(i + 1).padStart(2, '0')}`,
    nav: '1.0100',
    totalNav: '1.2100',
    navDecimalPlaces: 4,
    sevenDaysIncomeRate: null,
    outTenThousandIncomeAmt: null,
  }))
  return { code: '0000', data: { records, total: 47 } }
}

async function pickHistory(code: string) {
  const user = userEvent.setup()
  const view = await renderRoute('/productMarketSearch')
  await user.type(screen.getByPlaceholderText('输入历史产品名称/代码'), code)
  const list = await screen.findByRole('list', { name: '历史产品' })
  await user.click(within(list).getAllByRole('button')[0])
  return { user, ...view }
}

describe('historical product lookup (catalogue §2.5)', () => {
  it('has the title, the back button and the notice bar; 暂无数据 before a search', async () => {
    await renderRoute('/productMarketSearch')
    expect(screen.getByRole('heading', { name: '历史产品查询' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /返回净值查询/ })).toBeInTheDocument()
    expect(await screen.findByRole('status', { name: '公告' })).toHaveTextContent(/历史产品净值信息仅供参考/)
    expect(screen.getByText('暂无数据')).toBeInTheDocument()
    expect(document.title).toBe('历史产品查询')
  })

  it('no notice bar when there is no notice', async () => {
    db.catalogue.notice = ''
    const notices = captureRequests(C.notice)
    const user = userEvent.setup()
    await renderRoute('/productMarketSearch')
    // The suggestions are asked for after the notice (once typing has paused) and drawn after its answer.
    await user.type(
      screen.getByPlaceholderText('输入历史产品名称/代码'),
      db.catalogue.historyProducts[0].prodCode,
    )
    await screen.findByRole('list', { name: '历史产品' })
    expect(notices).toHaveLength(1)
    expect(screen.queryByRole('status', { name: '公告' })).toBeNull()
  })

  it('suggests with the keyword in red; picking shows the 清盘 card with name, code, registration number and the nav list', async () => {
    const target = db.catalogue.historyProducts[1]
    const calls = captureRequests(C.historyNav)
    await pickHistory(target.prodCode)
    const card = screen.getByRole('region', { name: '产品信息' })
    expect(within(card).getByText('清盘')).toBeInTheDocument()
    expect(within(card).getByRole('heading', { name: target.prodNameShort })).toBeInTheDocument()
    expect(within(card).getByText(target.prodCode)).toBeInTheDocument()
    expect(within(card).getByText(target.registerCode)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: '历史净值' })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(21))
    expect(calls[0].get('prodCode')).toBe(target.prodCode)
    expect(calls[0].get('pageNo')).toBe('1')
    expect(calls[0].get('pageSize')).toBe('20')
    expect(within(table).getAllByRole('row')[1].textContent).toMatch(
      /^\d{4}-\d{2}-\d{2}\d+\.\d{4}\d+\.\d{4}$/,
    )
  })

  it('highlights the keyword in the suggestions', async () => {
    const user = userEvent.setup()
    await renderRoute('/productMarketSearch')
    await user.type(screen.getByPlaceholderText('输入历史产品名称/代码'), '聚财')
    const list = await screen.findByRole('list', { name: '历史产品' })
    expect(within(list).getAllByText('聚财', { selector: 'mark' }).length).toBeGreaterThan(0)
  })

  it('a product without net values shows 暂无数据', async () => {
    server.use(
      http.get(`*${C.historyNav}`, () =>
        HttpResponse.json({ code: '0000', data: { records: [], total: 0 } }),
      ),
    )
    await pickHistory(db.catalogue.historyProducts[0].prodCode)
    const navList = screen.getByRole('region', { name: '历史净值列表' })
    expect(await within(navList).findByText('暂无数据')).toBeInTheDocument()
    expect(within(navList).queryByRole('table')).toBeNull()
  })

  it('pages the net values and stops at a short page', async () => {
    const restore = enableInfiniteScroll()
    try {
      const sizes = [20, 20, 7]
      server.use(
        http.get(`*${C.historyNav}`, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('pageNo'))
          return HttpResponse.json(navPage(page, sizes[page - 1] ?? 0))
        }),
      )
      const calls = captureRequests(C.historyNav)
      await pickHistory(db.catalogue.historyProducts[1].prodCode)
      expect(await screen.findByText('—— 没有更多了 ——')).toBeInTheDocument()
      expect(calls.map((c) => c.get('pageNo'))).toEqual(['1', '2', '3'])
      expect(within(screen.getByRole('table', { name: '历史净值' })).getAllByRole('row')).toHaveLength(48)
    } finally {
      restore()
    }
  })

  it('a failed page ends the paging, keeps the rows shown, and 重新加载 at their end appends it (catalogue §4.1, §8)', async () => {
    const restore = enableInfiniteScroll()
    // A busy phone: the cache's answers reach the screen late, after the infinite scroll's own timer.
    notifyManager.setScheduler((cb) => setTimeout(cb, 150))
    try {
      const sizes = [20, 20, 7]
      server.use(
        http.get(`*${C.historyNav}`, ({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('pageNo'))
          return HttpResponse.json(navPage(page, sizes[page - 1] ?? 0))
        }),
      )
      failPage(C.historyNav, { param: 'pageNo', page: 2, failure: { code: '1111', msg: '净值查询失败' } })
      const calls = captureRequests(C.historyNav)
      const { user } = await pickHistory(db.catalogue.historyProducts[1].prodCode)
      const navList = screen.getByRole('region', { name: '历史净值列表' })
      const failed = await within(navList).findByRole('alert')
      expect(failed).toHaveTextContent('加载失败，净值查询失败')
      expect(failed).not.toHaveTextContent('请检查网络后重试')
      expect(within(navList).queryByText('—— 没有更多了 ——')).toBeNull()
      expect(within(screen.getByRole('table', { name: '历史净值' })).getAllByRole('row')).toHaveLength(21)
      // Ended (the scroll no longer asks): the failed page is not asked again, nor any after it.
      expect(calls.map((c) => c.get('pageNo'))).toEqual(['1', '2'])
      await user.click(within(failed).getByRole('button', { name: '重新加载' }))
      expect(await within(navList).findByText('—— 没有更多了 ——')).toBeInTheDocument()
      expect(within(screen.getByRole('table', { name: '历史净值' })).getAllByRole('row')).toHaveLength(48)
      expect(within(navList).queryByRole('alert')).toBeNull()
      expect(calls.map((c) => c.get('pageNo'))).toEqual(['1', '2', '2', '3'])
    } finally {
      notifyManager.setScheduler(defaultScheduler)
      restore()
    }
  })

  it('a failed first page: 加载失败 and 重新加载 (not 暂无数据), which shows the net values', async () => {
    const restore = enableInfiniteScroll()
    try {
      failPage(C.historyNav, { param: 'pageNo', page: 1 })
      const calls = captureRequests(C.historyNav)
      const { user } = await pickHistory(db.catalogue.historyProducts[1].prodCode)
      const navList = screen.getByRole('region', { name: '历史净值列表' })
      const failed = await within(navList).findByRole('alert')
      expect(failed).toHaveTextContent('加载失败')
      expect(failed).toHaveTextContent('请检查网络后重试')
      expect(within(navList).queryByText('暂无数据')).toBeNull()
      expect(within(navList).queryByRole('table')).toBeNull()
      expect(within(navList).queryByText(/加载中/)).toBeNull()
      expect(calls.map((c) => c.get('pageNo'))).toEqual(['1'])
      await user.click(within(failed).getByRole('button', { name: '重新加载' }))
      expect(await within(navList).findByRole('table', { name: '历史净值' })).toBeInTheDocument()
      expect(within(navList).queryByText('加载失败')).toBeNull()
      expect(calls.map((c) => c.get('pageNo'))[1]).toBe('1')
    } finally {
      restore()
    }
  })

  it('suggestion failure toasts the message and shows no list', async () => {
    server.use(http.get(`*${C.historySearch}`, () => HttpResponse.json({ code: '1111', msg: '查询失败' })))
    const user = userEvent.setup()
    await renderRoute('/productMarketSearch')
    await user.type(screen.getByPlaceholderText('输入历史产品名称/代码'), '聚财')
    expect(await screen.findByText('查询失败')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: '历史产品' })).toBeNull()
  })

  it('返回净值查询 on a direct visit opens the market list', async () => {
    const user = userEvent.setup()
    const { location } = await renderRoute('/productMarketSearch')
    await user.click(screen.getByRole('button', { name: /返回净值查询/ }))
    expect(location().pathname).toBe('/productMarket')
  })
})
