import { act, renderHook, waitFor } from '@testing-library/react'
import { useQuery } from '@tanstack/react-query'
import { WithServerState } from '@tests/server-state'
import { useAction } from './action'

/** One guard and one place for what an action refreshes (src/shared/lib/action.ts). */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useAction', () => {
  it('runs once while a call is in flight: a second tap is skipped, even before the busy state is drawn', async () => {
    const call = deferred<string>()
    const mutationFn = vi.fn(() => call.promise)
    const { result } = renderHook(() => useAction({ mutationFn }), { wrapper: WithServerState })
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    act(() => {
      first = result.current.run()
      second = result.current.run()
    })
    await expect(second).resolves.toEqual({ status: 'skipped' })
    await waitFor(() => expect(result.current.busy).toBe(true))
    call.resolve('ok')
    await expect(first).resolves.toEqual({ status: 'done', data: 'ok' })
    expect(mutationFn).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(result.current.busy).toBe(false))
    // free again once answered
    mutationFn.mockResolvedValueOnce('again')
    await act(async () => expect(await result.current.run()).toEqual({ status: 'done', data: 'again' }))
  })

  it('names what the call in flight was run with, and nothing once it is answered', async () => {
    const call = deferred<string>()
    const { result } = renderHook(() => useAction<string, string>({ mutationFn: () => call.promise }), {
      wrapper: WithServerState,
    })
    expect(result.current.running).toBeUndefined()
    let first!: Promise<unknown>
    act(() => {
      first = result.current.run('prize-2')
    })
    await waitFor(() => expect(result.current.running).toBe('prize-2'))
    call.resolve('ok')
    await first
    await waitFor(() => expect(result.current.running).toBeUndefined())
  })

  it('never rejects: a failure is an answer, and the next tap runs again', async () => {
    const onError = vi.fn()
    const mutationFn = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(1)
    const { result } = renderHook(() => useAction<void, number>({ mutationFn, onError }), {
      wrapper: WithServerState,
    })
    await act(async () => {
      const outcome = await result.current.run()
      expect(outcome).toMatchObject({ status: 'failed' })
    })
    expect(onError).toHaveBeenCalledTimes(1)
    await act(async () => expect(await result.current.run()).toEqual({ status: 'done', data: 1 }))
  })

  it('refreshes what its meta says it changes after a success, and nothing after a failure', async () => {
    let reads = 0
    let fail = true
    const { result } = renderHook(
      () => {
        const shown = useQuery({ queryKey: ['balance', 'u1'], queryFn: () => ++reads })
        const other = useQuery({ queryKey: ['other'], queryFn: () => 'x' })
        const action = useAction({
          mutationFn: async (amount: number) => {
            if (fail) throw new Error('refused')
            return amount
          },
          meta: { refreshes: () => [['balance', 'u1']] },
        })
        return { shown, other, action }
      },
      { wrapper: WithServerState },
    )
    await waitFor(() => expect(result.current.shown.data).toBe(1))
    await act(async () => void (await result.current.action.run(100)))
    expect(reads).toBe(1)
    fail = false
    await act(async () => void (await result.current.action.run(100)))
    await waitFor(() => expect(result.current.shown.data).toBe(2))
    expect(result.current.other.dataUpdatedAt).toBeGreaterThan(0)
    expect(result.current.other.isRefetching).toBe(false)
  })
})
