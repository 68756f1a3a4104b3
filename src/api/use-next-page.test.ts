import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useFailedPage, useNextPage } from './use-next-page'

/** An infinite query's next-page call whose answers are scripted: true ok, false failed. */
function scripted(...answers: boolean[]) {
  return vi.fn(async () => ({ isError: !answers.shift() }))
}

describe('useNextPage', () => {
  it('asks while allowed, and not at all when not', async () => {
    const fetchNextPage = scripted(true)
    const { result, rerender } = renderHook(
      ({ allowed }) => useNextPage({ fetchNextPage, isError: false } as never, allowed),
      {
        initialProps: { allowed: false },
      },
    )
    await result.current()
    expect(fetchNextPage).not.toHaveBeenCalled()
    rerender({ allowed: true })
    await result.current()
    expect(fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false })
  })

  it('a failed page is not asked again by a call from a render before the failure showed', async () => {
    const fetchNextPage = scripted(false, true)
    const { result, rerender } = renderHook(
      ({ isError }) => useNextPage({ fetchNextPage, isError } as never, true),
      {
        initialProps: { isError: false },
      },
    )
    const fromBefore = result.current
    await fromBefore()
    // The infinite scroll's timer calls the loadMore of its last render: the failure has not shown yet.
    await fromBefore()
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    rerender({ isError: true })
    await result.current()
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
    // A retry or a refresh answered: the error is gone, the paging goes on.
    rerender({ isError: false })
    await result.current()
    expect(fetchNextPage).toHaveBeenCalledTimes(2)
  })
})

describe('useFailedPage', () => {
  const query = (over: Record<string, unknown>) =>
    ({
      data: undefined,
      error: null,
      isError: false,
      isFetching: false,
      isFetchNextPageError: false,
      fetchNextPage: vi.fn(async () => ({})),
      refetch: vi.fn(async () => ({})),
      ...over,
    }) as never as Parameters<typeof useFailedPage>[0]

  it('nothing failed: no failure', () => {
    const { result } = renderHook(() => useFailedPage(query({ data: { pages: [] } })))
    expect(result.current.failed).toBeNull()
  })

  it('page 1 failed: the first page, and the retry asks the list again without cancelling one on its way', () => {
    const error = new Error('x')
    const q = query({ isError: true, error })
    const { result } = renderHook(() => useFailedPage(q))
    expect(result.current.failed).toEqual({ at: 'first', error })
    result.current.retry()
    expect(q.refetch).toHaveBeenCalledWith({ cancelRefetch: false })
    expect(q.fetchNextPage).not.toHaveBeenCalled()
  })

  it('a later page failed: the rows stay, and the retry asks the next page, never the list', () => {
    const error = new Error('x')
    const q = query({
      data: { pages: [{}] },
      isError: true,
      isFetchNextPageError: true,
      error,
      isFetching: true,
    })
    const { result } = renderHook(() => useFailedPage(q))
    expect(result.current.failed).toEqual({ at: 'more', error })
    expect(result.current.retrying).toBe(true)
    result.current.retry()
    expect(q.fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false })
    expect(q.refetch).not.toHaveBeenCalled()
  })
})
