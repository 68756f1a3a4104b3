import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { searchFunds } from '@/api/catalogue/funds'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { local } from '@/shared/lib/storage'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { renderRoute } from '@tests/render'
import type { HistoryEntry } from '../search-history'
import { SEARCH_DEBOUNCE_MS } from './search-page'
import { onRequest } from '@tests/record-requests'

const searchCalls = () => {
  const keys: string[] = []
  onRequest(({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(endpoints.catalogue.fundSearch)) keys.push(url.searchParams.get('key') ?? '')
  })
  return keys
}

const funds = () => db.catalogue.funds.map((s) => s.fund)

describe('/search1', () => {
  it('searches live after the debounce, only for a non-empty keyword, and shows the sale status', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    const keys = searchCalls()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await renderRoute(PATHS.search1)
    const box = screen.getByRole('searchbox')
    await user.type(box, '   ')
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 100))
    expect(keys).toEqual([])

    await user.clear(box)
    await user.type(box, '货币')
    const list = await screen.findByRole('list', { name: '搜索结果' })
    expect(keys).toEqual(['货币']) // typed twice within 200 ms: one call
    const items = within(list).getAllByRole('button')
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) {
      const fund = funds().find((f) => f.shortName === item.getAttribute('aria-label'))!
      const shown = within(item).queryByText('暂不销售') !== null
      expect(shown).toBe(![1, 7, 9].includes(fund.fundStatus))
    }
    expect(items.some((i) => within(i).queryByText('暂不销售'))).toBe(true)
    expect(within(list).getAllByText('货币', { selector: 'mark' }).length).toBeGreaterThan(0)
  })

  it('shows 没有搜索到内容～ when nothing matches', async () => {
    const user = userEvent.setup()
    await renderRoute(PATHS.search1)
    await user.type(screen.getByRole('searchbox'), 'zzzz不存在')
    expect(await screen.findByText('没有搜索到内容～')).toBeInTheDocument()
  })

  it("an older keyword's late answer is never shown (catalogue §9.1)", async () => {
    const [a, b] = funds().filter((f) => f.fundStatus === 1 && f.shortName)
    let releaseOld!: () => void
    const oldHeld = new Promise<void>((r) => (releaseOld = r))
    let oldAnswered = false
    server.use(
      http.get(`*${endpoints.catalogue.fundSearch}`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('key') !== a.fundCode) return undefined
        await oldHeld
        oldAnswered = true
        return undefined // the mock answers it, late
      }),
    )
    const keys = searchCalls()
    const user = userEvent.setup()
    await renderRoute(PATHS.search1)
    const box = screen.getByRole('searchbox')
    await user.type(box, a.fundCode)
    await waitFor(() => expect(keys).toEqual([a.fundCode]))
    await user.clear(box)
    await user.type(box, b.fundCode)
    const list = await screen.findByRole('list', { name: '搜索结果' })
    expect(within(list).getByRole('button', { name: b.shortName })).toBeInTheDocument()
    releaseOld()
    await waitFor(() => expect(oldAnswered).toBe(true))
    // A later round trip through the same HTTP layer ends after the old answer was handled.
    await act(async () => {
      await searchFunds(b.fundCode)
    })
    expect(screen.queryByRole('button', { name: a.shortName })).toBeNull()
    expect(within(screen.getByRole('list', { name: '搜索结果' })).getAllByRole('button')).toHaveLength(1)
  })

  it('a failed search shows the empty result', async () => {
    server.use(
      http.get(`*${endpoints.catalogue.fundSearch}`, () =>
        HttpResponse.json({ code: '1111', msg: '搜索失败' }),
      ),
    )
    const user = userEvent.setup()
    await renderRoute(PATHS.search1)
    await user.type(screen.getByRole('searchbox'), '货币')
    expect(await screen.findByText('没有搜索到内容～')).toBeInTheDocument()
  })

  it('records the opened result first, without duplicates, and opens it by the click routing', async () => {
    const money = funds().find((f) => f.fundType === 0 && f.fundStatus === 1)!
    const other = funds().find((f) => f.fundType === 4 && f.fundStatus === 1)!
    const old: HistoryEntry[] = [other, money].map(
      ({ fundCode, fundName, shortName, fundType, fundStatus }) => ({
        fundCode,
        fundName,
        shortName,
        fundType,
        fundStatus,
      }),
    )
    local.setJson('fundSearchHistory', old)
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.search1)
    const history = screen.getByRole('region', { name: '最近浏览' })
    expect(
      within(history)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['清空', other.shortName, money.shortName])
    await user.type(screen.getByRole('searchbox'), money.fundCode)
    await user.click(await screen.findByRole('button', { name: money.shortName }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.fundDetailCurrency))
    expect(new URLSearchParams(location().search).get('fundCode')).toBe(money.fundCode)
    const stored = local.getJson<HistoryEntry[]>('fundSearchHistory')!
    expect(stored.map((e) => e.fundCode)).toEqual([money.fundCode, other.fundCode])
  })

  it('clears the history', async () => {
    const f = funds()[3]
    local.setJson('fundSearchHistory', [f])
    const user = userEvent.setup()
    await renderRoute(PATHS.search1)
    await user.click(screen.getByRole('button', { name: '清空浏览记录' }))
    expect(screen.queryByRole('region', { name: '最近浏览' })).toBeNull()
    expect(local.get('fundSearchHistory')).toBeNull()
  })

  it("a stored entry with codes as text (fundType '0') still opens the money-fund detail", async () => {
    const money = funds().find((f) => f.fundType === 0 && f.fundStatus === 1)!
    // As an earlier page, or the server's own text, left it: every code a string; plus unusable entries.
    local.setJson('fundSearchHistory', [
      {
        fundCode: money.fundCode,
        fundName: money.fundName,
        shortName: money.shortName,
        fundType: '0',
        fundStatus: '1',
      },
      { fundCode: '', fundName: '无代码' },
      null,
      'text',
    ])
    const user = userEvent.setup()
    const { location } = await renderRoute(PATHS.search1)
    const history = screen.getByRole('region', { name: '最近浏览' })
    expect(within(history).queryByText('无代码')).toBeNull()
    await user.click(within(history).getByRole('button', { name: money.shortName }))
    await waitFor(() => expect(location().pathname).toBe(PATHS.fundDetailCurrency))
    expect(new URLSearchParams(location().search).get('fundType')).toBe('0')
  })

  it('ignores a malformed stored history', async () => {
    local.set('fundSearchHistory', '{not json')
    await renderRoute(PATHS.search1)
    expect(screen.queryByRole('region', { name: '最近浏览' })).toBeNull()
  })
})
