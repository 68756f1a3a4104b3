import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { renderWithHistory, setUserAgent, signIn, waitForPage } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { enableInfiniteScroll, servePages } from './test/helpers'

const C = endpoints.catalogue

/** The route table in a memory router, with the router's navigate (to go back) and location at hand. */
async function renderAt(path: string, channel: 'wx' | 'app') {
  setUserAgent(channel)
  if (channel === 'wx') signIn()
  return renderWithHistory(path)
}

const table = () => screen.getByRole('table', { name: '产品列表' })
const rowCount = () => Number(table().getAttribute('aria-rowcount')) - 1

let restoreScroll: () => void
let scrollY = 0
beforeEach(() => {
  restoreScroll = enableInfiniteScroll()
  scrollY = 0
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY })
  // jsdom has no layout: the table's row group sits 100 px down the page, so it moves up as the window scrolls.
  const rect = HTMLElement.prototype.getBoundingClientRect
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (this.getAttribute('role') !== 'rowgroup') return rect.call(this)
    return DOMRect.fromRect({ x: 0, y: 100 - scrollY, width: 375, height: 64 * 47 })
  })
})
afterEach(() => {
  restoreScroll()
  Reflect.deleteProperty(window, 'scrollY')
  vi.mocked(HTMLElement.prototype.getBoundingClientRect).mockRestore()
})

describe.each(['wx', 'app'] as const)('back from a product detail to the market list (%s)', (channel) => {
  it('restores the tab, sort, filters, loaded pages and scroll position without asking the list again', async () => {
    servePages(server, C.marketList, [20, 20, 7])
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    const { back, location } = await renderAt('/productMarket', channel)

    // Type 每日购 (2), sorted by 累计净值, one risk filter: every change asks page 1 again.
    await user.click(await screen.findByRole('tab', { name: '每日购' }))
    await user.click(
      within(await screen.findByRole('columnheader', { name: /累计净值/ })).getByRole('button'),
    )
    await user.click(screen.getByRole('button', { name: /高级查询/ }))
    const panel = await screen.findByRole('dialog', { name: '高级查询' })
    await user.click(within(panel).getByRole('button', { name: 'PR2中低风险' }))
    await user.click(within(panel).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.getByText('无更多产品')).toBeInTheDocument(), { timeout: 5000 })
    expect(rowCount()).toBe(47)
    const last = calls.at(-1)!
    expect(last.get('productType')).toBe('2')
    expect(last.get('totalNavSort')).toBe('0')
    expect(last.get('riskLevel')).toBe('2')
    const sorted = () => screen.getByRole('columnheader', { name: /累计净值/ }).getAttribute('aria-sort')
    const sortBefore = sorted()
    expect(sortBefore).not.toBe('none')

    // Scrolled down to row 40, opens it.
    scrollY = 2600
    window.dispatchEvent(new Event('scroll'))
    const asked = calls.length
    await user.click(await screen.findByText('测试产品40号'))
    await waitFor(() => expect(location().pathname).toBe('/productMarketDetail'))
    await waitForPage() // the detail is drawn (its code has arrived): the list has been left
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()

    back()
    await waitFor(() => expect(location().pathname).toBe('/productMarket'))
    // Everything at once, from the cache: no loading state, no request, all 47 rows, nothing to page 1.
    expect(table()).toBeInTheDocument()
    expect(rowCount()).toBe(47)
    expect(screen.queryByText('加载中')).toBeNull()
    expect(screen.getByText('无更多产品')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '每日购' })).toHaveAttribute('aria-selected', 'true')
    expect(sorted()).toBe(sortBefore)
    expect(screen.getByRole('button', { name: /高级查询/ })).toHaveTextContent('高级查询1')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2600)
    expect(scrollTo).not.toHaveBeenCalledWith(0, 0)
    // The rows around the old position are drawn already (the table is windowed).
    expect(screen.getByText('测试产品40号')).toBeInTheDocument()
    expect(calls).toHaveLength(asked)

    // The restored list still works: a change asks page 1 again. That is the first request since coming
    // back (requests are recorded in the order they start): the way back asked nothing.
    await user.click(screen.getByRole('tab', { name: '募集期' }))
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked))
    expect(calls[asked].get('pageNum')).toBe('1')
    expect(calls[asked].get('productType')).toBe('1')
  })

  it('a fresh visit to the list (a link, not back) asks page 1 again with no filters', async () => {
    servePages(server, C.marketList, [20, 20, 7])
    const calls = captureRequests(C.marketList)
    const user = userEvent.setup()
    const { go, location } = await renderAt('/productMarket?type=2', channel)
    await waitFor(() => expect(screen.getByText('无更多产品')).toBeInTheDocument(), { timeout: 5000 })
    expect(calls).toHaveLength(3)
    await user.click(screen.getByText('测试产品3号'))
    await waitFor(() => expect(location().pathname).toBe('/productMarketDetail'))
    await waitForPage() // the detail is drawn (its code has arrived): the list has been left
    vi.mocked(window.scrollTo).mockClear()

    go('/productMarket?type=2')
    await waitFor(() => expect(calls.length).toBeGreaterThan(3))
    expect(calls[3].get('pageNum')).toBe('1')
    expect(vi.mocked(window.scrollTo)).toHaveBeenCalledWith(0, 0)
    await waitFor(() => expect(screen.getByText('无更多产品')).toBeInTheDocument(), { timeout: 5000 })
  })
})

describe.each(['wx', 'app'] as const)('back from a fund detail to /allProduct (%s)', (channel) => {
  it('restores the type tab, the filters, the rows and the scroll position without asking again', async () => {
    const calls = captureRequests(C.fundList)
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { back, location } = await renderAt('/allProduct', channel)
    await user.click(await screen.findByRole('tab', { name: '债券型' }))
    await user.click(screen.getByText('风险等级'))
    await user.click(await screen.findByRole('radio', { name: 'PR2中低风险' }))
    await waitFor(() => expect(calls.at(-1)?.get('risklevel')).toBe('2'))
    expect(calls.at(-1)?.get('fundType')).toBe('5')
    const cards = await screen.findAllByRole('button', { name: /\p{Script=Han}[ABC]/u })
    const names = cards.map((c) => c.textContent)
    const asked = calls.length

    scrollY = 900
    await user.click(cards[0])
    await waitFor(() => expect(location().pathname).toMatch(/^\/fundDetail/))
    await waitForPage() // the detail is drawn (its code has arrived): the list has been left
    const scrollTo = vi.mocked(window.scrollTo)
    scrollTo.mockClear()

    back()
    await waitFor(() => expect(location().pathname).toBe('/allProduct'))
    // The rows at once, from the cache.
    expect(screen.getAllByRole('button', { name: /\p{Script=Han}[ABC]/u }).map((c) => c.textContent)).toEqual(
      names,
    )
    expect(await screen.findByRole('tab', { name: '债券型' })).toHaveAttribute('aria-selected', 'true')
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900)
    expect(calls).toHaveLength(asked)

    // The first request since coming back is the one the next change asks: the way back asked nothing.
    await user.click(screen.getByRole('tab', { name: '股票型' }))
    await waitFor(() => expect(calls.length).toBeGreaterThan(asked))
    expect(calls[asked].get('fundType')).toBe('3')
  })
})
