import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { formatFractionYield, RISE_COLOR } from '@/shared/lib/format'
import { captureRequests, servePages } from './test/helpers'

const C = endpoints.catalogue
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

afterEach(() => {
  server.events.removeAllListeners()
})

async function openSearch() {
  const user = userEvent.setup()
  const view = await renderRoute('/productMarket')
  await user.click(screen.getByRole('button', { name: /输入产品名称\/代码/ }))
  const dialog = await screen.findByRole('dialog', { name: '搜索产品' }, { timeout: 4000 })
  const input = within(dialog).getByPlaceholderText('输入产品名称/代码')
  return { user, dialog, input, ...view }
}

describe('search overlay (catalogue §2.3, §4.4)', () => {
  it('debounces 500 ms: one call with the last keyword', async () => {
    const calls = captureRequests(server, C.marketSearch)
    const { user, input } = await openSearch()
    await user.type(input, '稳健')
    await sleep(300)
    expect(calls).toHaveLength(0)
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 1500 })
    expect(calls[0].get('key')).toBe('稳健')
  })

  it('highlights exactly the keyword, in red, in every suggestion; clearing empties the list without a call', async () => {
    const calls = captureRequests(server, C.marketSearch)
    const { user, dialog, input } = await openSearch()
    await user.type(input, '稳健')
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    const red = document.createElement('i')
    red.style.color = RISE_COLOR
    const items = within(results).getAllByRole('listitem')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const name = item.querySelector('button > span')!
      const marks = Array.from(name.querySelectorAll('mark'))
      // One mark per occurrence of the keyword, each holding the keyword and nothing else …
      expect(marks.length).toBe(name.textContent!.split('稳健').length - 1)
      expect(marks.length).toBeGreaterThan(0)
      for (const mark of marks) {
        expect(mark).toHaveTextContent(/^稳健$/)
        // … in red (catalogue §9.2), on the element itself.
        expect(mark.style.color).toBe(red.style.color)
      }
      // The rest of the name is plain text.
      expect(name.textContent!.length).toBeGreaterThan(marks.map((m) => m.textContent).join('').length)
    }
    await user.clear(input)
    expect(within(dialog).queryByRole('list', { name: '搜索结果' })).toBeNull()
    await sleep(700)
    expect(calls).toHaveLength(1)
  })

  it('shows 没有搜索到相关产品～ when nothing matches', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, 'zzzz')
    expect(await within(dialog).findByText('没有搜索到相关产品～', {}, { timeout: 2000 })).toBeInTheDocument()
  })

  it('a failed suggestion call toasts the message and shows an empty list', async () => {
    server.use(
      http.get(`*${C.marketSearch}`, () => HttpResponse.json({ code: '1111', msg: '搜索服务暂不可用' })),
    )
    const { user, dialog, input } = await openSearch()
    await user.type(input, '稳健')
    expect(await screen.findByText('搜索服务暂不可用', {}, { timeout: 2000 })).toBeInTheDocument()
    expect(within(dialog).queryByRole('list', { name: '搜索结果' })).toBeNull()
    expect(within(dialog).queryByText('没有搜索到相关产品～')).toBeNull()
  })

  it('cancel closes the overlay', async () => {
    const { user, dialog } = await openSearch()
    await user.click(within(dialog).getByText('取消'))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '搜索产品' })).toBeNull())
  })

  it('picking a suggestion shows only that product, from its detail, and sets main tab and type tab from it', async () => {
    const target = db.catalogue.products.find(
      (p) => p.prodSaleCustom === '1' && p.productType === 4 && p.raiseType === '0' && p.sevenDaysIncomeRate,
    )!
    const lists = captureRequests(server, C.marketList)
    const details = captureRequests(server, C.marketDetail)
    const { user, dialog, input } = await openSearch()
    await user.type(input, target.prodCode)
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    lists.length = 0
    await user.click(within(results).getByRole('button', { name: new RegExp(target.prodCode) }))
    await waitFor(() => expect(details).toHaveLength(1))
    expect(details[0].get('prodCode')).toBe(target.prodCode)
    expect(details[0].get('prodType')).toBe('4')
    expect(screen.queryByRole('dialog', { name: '搜索产品' })).toBeNull()
    expect(screen.getByRole('tab', { name: '机构理财' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '现金管理' })).toHaveAttribute('aria-selected', 'true')
    const table = screen.getByRole('table', { name: '产品列表' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'))
    const row = (await within(table).findByText(target.prodNameShort)).closest('[role="row"]') as HTMLElement
    // The row carries the detail's figures: the seven-day yield, a fraction, as a percent (§9.2).
    expect(row).toHaveTextContent(formatFractionYield(target.sevenDaysIncomeRate))
    // The list call has no product parameter (§7): it is not asked for the picked product at all.
    expect(lists).toHaveLength(0)
    expect(screen.getByText(/已选产品/)).toBeInTheDocument()
  })

  it('a backend that ignores unknown parameters still shows only the picked product', async () => {
    // A backend answering the whole tab to any list call: the picked view must not depend on the list.
    servePages(server, C.marketList, [20])
    const target = db.catalogue.products.find((p) => p.prodSaleCustom === '0' && p.productType === 2)!
    const { user, dialog, input } = await openSearch()
    await user.type(input, target.prodCode)
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    await user.click(within(results).getByRole('button', { name: new RegExp(target.prodCode) }))
    const table = screen.getByRole('table', { name: '产品列表' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'))
    expect(await within(table).findByText(target.prodNameShort)).toBeInTheDocument()
    expect(within(table).queryByText('测试产品1号')).toBeNull()
    // 查看全部产品 goes back to the tab's list.
    await user.click(screen.getByRole('button', { name: '查看全部产品' }))
    await waitFor(() =>
      expect(screen.getByRole('table', { name: '产品列表' })).toHaveAttribute('aria-rowcount', '21'),
    )
  })

  it("when the detail fails, the picked row shows the suggestion's own name and code", async () => {
    server.use(
      http.get(`*${C.marketDetail}`, () => HttpResponse.json({ code: '9998', msg: '请在购买渠道查看详情' })),
    )
    const target = db.catalogue.products.find((p) => p.prodSaleCustom === '0' && p.productType === 3)!
    const { user, dialog, input } = await openSearch()
    await user.type(input, target.prodCode)
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    await user.click(within(results).getByRole('button', { name: new RegExp(target.prodCode) }))
    const table = screen.getByRole('table', { name: '产品列表' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'))
    const row = (await within(table).findByText(target.prodNameShort)).closest('[role="row"]') as HTMLElement
    expect(row).toHaveTextContent(target.prodCode)
    expect(screen.getByRole('tab', { name: '定期开放' })).toHaveAttribute('aria-selected', 'true')
  })

  it('the web variant searches the web suggestions', async () => {
    const calls = captureRequests(server, C.marketSearchWeb)
    const user = userEvent.setup()
    await renderRoute('/productMarketWeb')
    await user.click(screen.getByRole('button', { name: /输入产品名称\/代码/ }))
    await user.type(await screen.findByPlaceholderText('输入产品名称/代码'), '稳')
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 1500 })
  })
})
