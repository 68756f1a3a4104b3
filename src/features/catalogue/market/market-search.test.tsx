import { screen, waitFor, within } from '@testing-library/react'
import { vi } from 'vitest'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { fakeClock } from '@tests/fake-clock'
import { renderRoute } from '@tests/render'
import { formatFractionYield, RISE_COLOR } from '@/shared/lib/format'
import { SEARCH_DEBOUNCE_MS } from './search-rules'
import { captureRequests } from '@tests/record-requests'
import { servePages } from './test/helpers'

const C = endpoints.catalogue

async function openSearch() {
  const user = userEvent.setup()
  const view = await renderRoute('/productMarket')
  await user.click(screen.getByRole('button', { name: /输入产品名称\/代码/ }))
  const dialog = await screen.findByRole('dialog', { name: '搜索产品' }, { timeout: 8000 })
  const input = within(dialog).getByPlaceholderText('输入产品名称/代码')
  return { user, dialog, input, ...view }
}

describe('search overlay (catalogue §2.3, §4.4)', () => {
  it('debounces 500 ms after the last keystroke: one call, with the last keyword', async () => {
    const calls = captureRequests(C.marketSearch)
    const { input } = await openSearch()
    // The debounce is a timing rule: fake clock, no sleeps.
    const { user, advance } = fakeClock()
    await user.type(input, '稳')
    await advance(SEARCH_DEBOUNCE_MS - 100)
    await user.type(input, '健')
    await advance(SEARCH_DEBOUNCE_MS - 1)
    expect(calls).toHaveLength(0)
    await advance(1)
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0].get('key')).toBe('稳健')
    // Clearing empties the list at once and asks nothing, however long one waits.
    await user.clear(input)
    await advance(SEARCH_DEBOUNCE_MS * 4)
    expect(calls).toHaveLength(1)
  })

  it('highlights the keyword in red exactly where it occurs, and nothing else', async () => {
    // Own suggestions, so every position is known: at the start, twice, at the end, in the code.
    server.use(
      http.get(`*${C.marketSearch}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            {
              prodCode: 'WJ001',
              prodName: '稳健增利稳健1号理财',
              prodNameShort: '稳健增利稳健1号',
              productType: 2,
              prodSaleCustom: '0',
            },
            {
              prodCode: 'WJ002',
              prodName: '天天稳健',
              prodNameShort: '',
              productType: 4,
              prodSaleCustom: '1',
            },
            {
              prodCode: '88稳健',
              prodName: '季季红',
              prodNameShort: '季季红',
              productType: 3,
              prodSaleCustom: '0',
            },
          ],
        }),
      ),
    )
    const { dialog, input, user } = await openSearch()
    await user.type(input, '稳健')
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 8000 })
    const red = document.createElement('i')
    red.style.color = RISE_COLOR
    /** The element's pieces in order: ['mark', text] for a highlight, ['text', text] for plain text. */
    const pieces = (el: Element) =>
      Array.from(el.childNodes)
        .filter((n) => (n.textContent ?? '') !== '')
        .map((n) => [n.nodeName === 'MARK' ? 'mark' : 'text', n.textContent])
    const [first, second, third] = within(results).getAllByRole('listitem')
    const nameOf = (item: HTMLElement) => item.querySelector('button > span')!
    const codeOf = (item: HTMLElement) => item.querySelector('button > span + span > span')!
    expect(pieces(nameOf(first))).toEqual([
      ['mark', '稳健'],
      ['text', '增利'],
      ['mark', '稳健'],
      ['text', '1号'],
    ])
    expect(pieces(codeOf(first))).toEqual([['text', 'WJ001']])
    // No short name: the full name, highlighted at its end.
    expect(pieces(nameOf(second))).toEqual([
      ['text', '天天'],
      ['mark', '稳健'],
    ])
    expect(pieces(nameOf(third))).toEqual([['text', '季季红']])
    expect(pieces(codeOf(third))).toEqual([
      ['text', '88'],
      ['mark', '稳健'],
    ])
    const marks = Array.from(results.querySelectorAll('mark'))
    expect(marks).toHaveLength(4)
    for (const mark of marks) {
      // Red (catalogue §9.2), on the element itself; the text around it keeps the item's own colour.
      expect(mark.style.color).toBe(red.style.color)
      expect(getComputedStyle(mark).color).toBe(getComputedStyle(red).color)
      expect(getComputedStyle(mark.parentElement!).color).not.toBe(getComputedStyle(red).color)
    }
  })

  it('an older keyword’s answer that arrives last is never shown', async () => {
    let releaseOld!: () => void
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve))
    const suggestion = (prodCode: string, name: string) => ({
      prodCode,
      prodName: name,
      prodNameShort: name,
      productType: 2,
      prodSaleCustom: '0',
    })
    server.use(
      http.get(`*${C.marketSearch}`, async ({ request }) => {
        const key = new URL(request.url).searchParams.get('key')
        // '稳' answers only after the newer keywords have answered.
        if (key === '稳') await oldHeld
        return HttpResponse.json({ code: '0000', data: [suggestion(`K-${key}`, `产品${key}`)] })
      }),
    )
    const calls = captureRequests(C.marketSearch)
    const { user, dialog, input } = await openSearch()
    const seen = new Set<string>()
    const watch = new MutationObserver(() => seen.add(dialog.textContent ?? ''))
    watch.observe(dialog, { childList: true, subtree: true, characterData: true })
    try {
      await user.type(input, '稳')
      await waitFor(() => expect(calls).toHaveLength(1), { timeout: 8000 })
      await user.type(input, '健')
      const list = () => within(dialog).getByRole('list', { name: '搜索结果' })
      await waitFor(() => expect(list()).toHaveTextContent('K-稳健'), { timeout: 8000 })
      releaseOld()
      // A later keyword's round trip ends after the old answer has been handled.
      await user.type(input, '型')
      await waitFor(() => expect(list()).toHaveTextContent('K-稳健型'), { timeout: 8000 })
      expect(calls.map((c) => c.get('key'))).toEqual(['稳', '稳健', '稳健型'])
      expect([...seen].some((text) => text.includes('K-稳') && !text.includes('K-稳健'))).toBe(false)
    } finally {
      watch.disconnect()
    }
  })

  it('shows 没有搜索到相关产品～ when nothing matches', async () => {
    const { user, dialog, input } = await openSearch()
    await user.type(input, 'zzzz')
    expect(await within(dialog).findByText('没有搜索到相关产品～', {}, { timeout: 8000 })).toBeInTheDocument()
  })

  it('a failed suggestion call toasts the message and shows an empty list', async () => {
    server.use(
      http.get(`*${C.marketSearch}`, () => HttpResponse.json({ code: '1111', msg: '搜索服务暂不可用' })),
    )
    const { user, dialog, input } = await openSearch()
    await user.type(input, '稳健')
    expect(await screen.findByText('搜索服务暂不可用', {}, { timeout: 8000 })).toBeInTheDocument()
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
    const lists = captureRequests(C.marketList)
    const details = captureRequests(C.marketDetail)
    const { user, dialog, input } = await openSearch()
    await user.type(input, target.prodCode)
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 8000 })
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
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 8000 })
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
    const results = await within(dialog).findByRole('list', { name: '搜索结果' }, { timeout: 8000 })
    await user.click(within(results).getByRole('button', { name: new RegExp(target.prodCode) }))
    const table = screen.getByRole('table', { name: '产品列表' })
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '2'))
    const row = (await within(table).findByText(target.prodNameShort)).closest('[role="row"]') as HTMLElement
    expect(row).toHaveTextContent(target.prodCode)
    expect(screen.getByRole('tab', { name: '定期开放' })).toHaveAttribute('aria-selected', 'true')
  })

  it('the web variant searches the web suggestions', async () => {
    const calls = captureRequests(C.marketSearchWeb)
    const user = userEvent.setup()
    await renderRoute('/productMarketWeb')
    await user.click(screen.getByRole('button', { name: /输入产品名称\/代码/ }))
    await user.type(await screen.findByPlaceholderText('输入产品名称/代码'), '稳')
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 8000 })
  })
})
