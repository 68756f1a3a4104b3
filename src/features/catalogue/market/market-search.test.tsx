import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { renderRoute } from '@tests/render'
import { captureRequests } from './test/helpers'

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

  it('highlights the keyword in red and clearing empties the list without a call', async () => {
    const calls = captureRequests(server, C.marketSearch)
    const { user, dialog, input } = await openSearch()
    await user.type(input, '稳健')
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    const marks = within(results).getAllByText('稳健', { selector: 'mark' })
    expect(marks.length).toBeGreaterThan(0)
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

  it('picking a suggestion shows only that product and sets main tab and type tab from it', async () => {
    const target = db.catalogue.products.find((p) => p.prodSaleCustom === '1' && p.productType === 4)!
    const calls = captureRequests(server, C.marketList)
    const { user, dialog, input } = await openSearch()
    await user.type(input, target.prodCode)
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 2000 })
    calls.length = 0
    await user.click(within(results).getAllByRole('button')[0])
    await waitFor(() => expect(calls[0]?.get('prodCode')).toBe(target.prodCode))
    expect(calls).toHaveLength(1)
    expect(calls[0].get('prodSaleCustom')).toBe('1')
    expect(calls[0].get('productType')).toBe('4')
    expect(calls[0].get('pageNum')).toBe('1')
    expect(screen.queryByRole('dialog', { name: '搜索产品' })).toBeNull()
    expect(screen.getByRole('tab', { name: '机构理财' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '现金管理' })).toHaveAttribute('aria-selected', 'true')
    const table = screen.getByRole('table', { name: '产品列表' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'))
    expect(within(table).getByText(target.prodNameShort)).toBeInTheDocument()
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
