import { act, render, renderHook, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { http, HttpResponse } from 'msw'
import { WithServerState } from '@tests/render'
import { captureRequests } from '@tests/record-requests'
import { fakeProduct, servePages } from './test/helpers'
import { useMarketList } from './use-market-list'

const C = endpoints.catalogue

describe('useMarketList (catalogue §4.1)', () => {
  const query = { productType: 2 as const, prodSaleCustom: '0' as const }

  it('refresh asks page 1 again, keeps the rows until it answers, then replaces them', async () => {
    servePages(server, C.marketList, [20, 20, 20])
    const calls = captureRequests(C.marketList)
    const { result } = renderHook(() => useMarketList(query, 'custom'), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    await act(() => result.current.loadMore())
    // The cache tells the hook on its next tick.
    await waitFor(() => expect(result.current.records).toHaveLength(40))
    expect(result.current.records[20].prodCode).toBe('T00021')
    let refreshing!: Promise<boolean>
    act(() => {
      refreshing = result.current.refresh()
    })
    expect(result.current.records).toHaveLength(40)
    await act(async () => {
      expect(await refreshing).toBe(true)
    })
    expect(result.current.records).toHaveLength(20)
    expect(result.current.page).toBe(1)
    expect(calls.map((c) => c.get('pageNum'))).toEqual(['1', '2', '1'])
  })

  it('a change of query asks nothing of the old list: not even a loader that runs before the hook updates', async () => {
    // antd-mobile's InfiniteScroll is a child of the view: its effect (which calls loadMore) runs before the
    // effect that points the hook's query observer at the new query. Seen in Chromium: a tab change also asked
    // for the old tab's next page.
    servePages(server, C.marketList, [20, 20, 20])
    const calls = captureRequests(C.marketList)
    function Loader({ loadMore }: { loadMore: () => Promise<void> }) {
      useEffect(() => {
        void loadMore()
      })
      return null
    }
    let armed = false
    let rows = 0
    function View({ q }: { q: Parameters<typeof useMarketList>[0] }) {
      const list = useMarketList(q, 'custom')
      rows = list.records.length
      return armed ? <Loader loadMore={list.loadMore} /> : null
    }
    const { rerender } = render(<View q={query} />, { wrapper: WithServerState })
    // Page 1 is in: the old list has a next page and nothing on its way.
    await waitFor(() => expect(rows).toBe(20))
    armed = true
    rerender(<View q={{ productType: 3, prodSaleCustom: '0' }} />)
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2))
    await waitFor(() => expect(calls.some((c) => c.get('productType') === '3')).toBe(true))
    expect(calls.filter((c) => c.get('productType') === '2').map((c) => c.get('pageNum'))).toEqual(['1'])
  })

  it('drops the answer of an older query, even when it arrives last', async () => {
    // Type 2 answers late with its own rows; type 3 answers at once with others.
    let releaseOld!: () => void
    const oldHeld = new Promise<void>((r) => (releaseOld = r))
    let oldAnswered = false
    server.use(
      http.get(`*${C.marketList}`, async ({ request }) => {
        const type = new URL(request.url).searchParams.get('productType')
        if (type === '2') {
          await oldHeld
          oldAnswered = true
          const records = [1, 2, 3].map((i) => fakeProduct(i, { prodCode: `OLD${i}` }))
          return HttpResponse.json({ code: '0000', data: { records } })
        }
        const records = [1, 2].map((i) => fakeProduct(i, { prodCode: `NEW${i}`, productType: 3 }))
        return HttpResponse.json({ code: '0000', data: { records } })
      }),
    )
    const seen: string[] = []
    const { result, rerender } = renderHook(
      ({ q }) => {
        const list = useMarketList(q, 'custom')
        seen.push(...list.records.map((r) => r.prodCode))
        return list
      },
      { initialProps: { q: query }, wrapper: WithServerState },
    )
    rerender({ q: { ...query, productType: 3 as 2 } })
    await waitFor(() => expect(result.current.records.map((r) => r.prodCode)).toEqual(['NEW1', 'NEW2']))
    releaseOld()
    await waitFor(() => expect(oldAnswered).toBe(true))
    // A later round trip through the same HTTP layer ends after the old answer was handled.
    await act(async () => {
      await result.current.refresh()
    })
    expect(seen).not.toContain('OLD1')
    expect(result.current.records.map((r) => r.prodCode)).toEqual(['NEW1', 'NEW2'])
    expect(result.current.page).toBe(1)
    expect(result.current.finished).toBe(true)
  })

  it('a failed pull-to-refresh keeps the rows, finishes the list and says so', async () => {
    servePages(server, C.marketList, [20, 20])
    const { result } = renderHook(() => useMarketList(query, 'custom'), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    await act(() => result.current.loadMore())
    // The cache tells the hook on its next tick.
    await waitFor(() => expect(result.current.records).toHaveLength(40))
    server.use(http.get(`*${C.marketList}`, () => HttpResponse.error()))
    let ok: boolean | undefined
    await act(async () => {
      ok = await result.current.refresh()
    })
    expect(ok).toBe(false)
    expect(result.current.records).toHaveLength(40)
    expect(result.current.records[39].prodCode).toBe('T00040')
    expect(result.current.finished).toBe(true)
    expect(result.current.refreshFailed).toBe(true)
    // The next refresh that works replaces the rows and clears the failure.
    servePages(server, C.marketList, [20])
    await act(async () => {
      ok = await result.current.refresh()
    })
    expect(ok).toBe(true)
    expect(result.current.records).toHaveLength(20)
    expect(result.current.refreshFailed).toBe(false)
  })

  it('a failed first load (not a refresh) ends finished, with page 1 failed; retry asks page 1 once more', async () => {
    server.use(
      http.get(`*${C.marketList}`, () => HttpResponse.json({ code: '1111', msg: '查询失败' }), {
        once: true,
      }),
    )
    const calls = captureRequests(C.marketList)
    const { result } = renderHook(() => useMarketList(query, 'custom'), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.loadingFirst).toBe(false))
    expect(result.current.records).toEqual([])
    expect(result.current.finished).toBe(true)
    expect(result.current.refreshFailed).toBe(false)
    expect(result.current.failed?.at).toBe('first')
    // Tapped twice while on its way: asked once.
    act(() => {
      result.current.retry()
      result.current.retry()
    })
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    expect(result.current.failed).toBeNull()
    expect(calls.map((c) => c.get('pageNum'))).toEqual(['1', '1'])
  })

  it('a null query (a picked product on screen) asks nothing', async () => {
    servePages(server, C.marketList, [5])
    const calls = captureRequests(C.marketList)
    const { result, rerender } = renderHook(({ q }) => useMarketList(q, 'custom'), {
      initialProps: { q: null as typeof query | null },
      wrapper: WithServerState,
    })
    expect(result.current.finished).toBe(true)
    expect(result.current.loadingFirst).toBe(false)
    expect(result.current.records).toEqual([])
    // Back to a query: its page 1 is the first and only call.
    rerender({ q: query })
    await waitFor(() => expect(result.current.records).toHaveLength(5))
    expect(calls).toHaveLength(1)
  })

  it('loadMore does nothing once finished', async () => {
    servePages(server, C.marketList, [5])
    const calls = captureRequests(C.marketList)
    const { result } = renderHook(() => useMarketList(query, 'custom'), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.finished).toBe(true))
    await act(() => result.current.loadMore())
    expect(calls).toHaveLength(1)
  })
})
