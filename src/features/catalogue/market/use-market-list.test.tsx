import { act, renderHook, waitFor } from '@testing-library/react'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { captureRequests, servePages } from './test/helpers'
import { useMarketList } from './use-market-list'

const C = endpoints.catalogue
afterEach(() => {
  server.events.removeAllListeners()
})

describe('useMarketList (catalogue §4.1)', () => {
  const query = { productType: 2 as const, prodSaleCustom: '0' as const }

  it('refresh asks page 1 again, keeps the rows until it answers, then replaces them', async () => {
    servePages(server, C.marketList, [20, 20, 20])
    const calls = captureRequests(server, C.marketList)
    const { result } = renderHook(() => useMarketList(query, 'custom'))
    await waitFor(() => expect(result.current.records).toHaveLength(20))
    await act(() => result.current.loadMore())
    expect(result.current.records).toHaveLength(40)
    expect(result.current.records[20].prodCode).toBe('T00021')
    let refreshing!: Promise<void>
    act(() => {
      refreshing = result.current.refresh()
    })
    expect(result.current.records).toHaveLength(40)
    await act(() => refreshing)
    expect(result.current.records).toHaveLength(20)
    expect(result.current.page).toBe(1)
    expect(calls.map((c) => c.get('pageNum'))).toEqual(['1', '2', '1'])
  })

  it('drops the answer of an older query', async () => {
    servePages(server, C.marketList, [20])
    const { result, rerender } = renderHook(({ q }) => useMarketList(q, 'custom'), {
      initialProps: { q: query },
    })
    rerender({ q: { ...query, productType: 3 as 2 } })
    await waitFor(() => expect(result.current.loadingFirst).toBe(false))
    expect(result.current.page).toBe(1)
    expect(result.current.records).toHaveLength(20)
  })

  it('loadMore does nothing once finished', async () => {
    servePages(server, C.marketList, [5])
    const calls = captureRequests(server, C.marketList)
    const { result } = renderHook(() => useMarketList(query, 'custom'))
    await waitFor(() => expect(result.current.finished).toBe(true))
    await act(() => result.current.loadMore())
    expect(calls).toHaveLength(1)
  })
})
