import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { getHistoryProductNav } from '@/api/catalogue/history'
import { endpoints } from '@/api/endpoints'
import { WithServerState } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { useHistoryNav } from './use-history-nav'

const C = endpoints.catalogue

const record = (navDate: string) => ({
  navDate,
  nav: '1.0100',
  totalNav: '1.2100',
  navDecimalPlaces: 4,
  sevenDaysIncomeRate: null,
  outTenThousandIncomeAmt: null,
})

describe('useHistoryNav (catalogue §2.5, §4.1)', () => {
  it('without a product: finished, no rows, nothing loading and nothing asked', async () => {
    const calls = captureRequests(C.historyNav)
    const { result, rerender } = renderHook(({ code }) => useHistoryNav(code), {
      wrapper: WithServerState,
      initialProps: { code: null as string | null },
    })
    expect(result.current).toMatchObject({ records: [], page: 0, finished: true, loadingFirst: false })
    await act(() => result.current.loadMore())
    // The next request, once a product is picked, is that product's page 1: none was asked before it.
    rerender({ code: 'H001' })
    expect(result.current.loadingFirst).toBe(true)
    expect(result.current.finished).toBe(false)
    await waitFor(() => expect(result.current.loadingFirst).toBe(false))
    expect(calls.map((c) => [c.get('prodCode'), c.get('pageNo')])).toEqual([['H001', '1']])
  })

  it('the late answer of a product no longer picked is never shown', async () => {
    let releaseOld!: () => void
    const oldHeld = new Promise<void>((r) => (releaseOld = r))
    let oldAnswered = false
    server.use(
      http.get(`*${C.historyNav}`, async ({ request }) => {
        const code = new URL(request.url).searchParams.get('prodCode')
        if (code === 'OLD') {
          await oldHeld
          oldAnswered = true
          return HttpResponse.json({ code: '0000', data: { records: [record('20200101')], total: 1 } })
        }
        return HttpResponse.json({ code: '0000', data: { records: [record('20250101')], total: 1 } })
      }),
    )
    const seen: string[] = []
    const { result, rerender } = renderHook(
      ({ code }) => {
        const nav = useHistoryNav(code)
        seen.push(...nav.records.map((r) => r.navDate))
        return nav
      },
      { wrapper: WithServerState, initialProps: { code: 'OLD' as string | null } },
    )
    rerender({ code: 'NEW' })
    await waitFor(() => expect(result.current.records.map((r) => r.navDate)).toEqual(['20250101']))
    releaseOld()
    await waitFor(() => expect(oldAnswered).toBe(true))
    // A later round trip through the same HTTP layer ends after the old answer was handled.
    await act(async () => {
      await getHistoryProductNav({ prodCode: 'LATER', pageNo: 1 }, { silent: true })
    })
    expect(seen).not.toContain('20200101')
    expect(result.current.records.map((r) => r.navDate)).toEqual(['20250101'])
    expect(result.current).toMatchObject({ page: 1, finished: true, loadingFirst: false })
  })
})
