import { act, renderHook } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TreasureBox } from '@/api/points'
import { pointsKeys } from '@/api/points-queries'
import { createQueryClient } from '@/api/query-client'
import { BOX_ANIMATION_MS } from './rules'
import { useOpenBox } from './use-open-box'

const api = vi.hoisted(() => ({
  openTreasureBox: vi.fn(),
  getTreasureBoxResult: vi.fn(),
}))
vi.mock('@/api/points', () => api)
const toast = vi.hoisted(() => vi.fn())
vi.mock('@/shared/lib/toast', () => ({ toast }))

const ready: TreasureBox = { boxId: 'box3', boxName: '青铜宝箱', needDays: 3, status: 1 }
const prize = { boxId: 'box3', prizeName: '20积分', integral: 20, openTime: '2026-11-18 10:00:00' }

/** The hook in a cache of its own that holds the boxes; `boxesAsked()`: they were invalidated (asked again). */
function inCache() {
  const client = createQueryClient()
  client.setQueryData(pointsKeys.boxState('u1'), { signDays: 3, boxList: [] })
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children)
  const boxesAsked = () => !!client.getQueryState(pointsKeys.boxState('u1'))?.isInvalidated
  return { wrapper, boxesAsked }
}

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('useOpenBox', () => {
  it('shows the result only after the animation, however fast the server answers', async () => {
    vi.useFakeTimers()
    api.openTreasureBox.mockResolvedValue(prize)
    const { wrapper, boxesAsked } = inCache()
    const { result } = renderHook(() => useOpenBox('u1'), { wrapper })
    let done: Promise<void> | undefined
    act(() => {
      done = result.current.open(ready)
    })
    expect(result.current.opening).toBe('box3')
    await act(() => vi.advanceTimersByTimeAsync(BOX_ANIMATION_MS - 1))
    expect(result.current.result).toBeNull()
    expect(boxesAsked()).toBe(false)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
      await done
    })
    expect(result.current.result).toEqual({ ...prize, boxName: '青铜宝箱', fresh: true })
    expect(result.current.opening).toBeNull()
    expect(boxesAsked()).toBe(true)
    expect(api.openTreasureBox).toHaveBeenCalledExactlyOnceWith({ user_id: 'u1', box_id: 'box3' })
    expect(api.getTreasureBoxResult).not.toHaveBeenCalled()
  })

  it('opens one box at a time', async () => {
    vi.useFakeTimers()
    api.openTreasureBox.mockResolvedValue(prize)
    const { result } = renderHook(() => useOpenBox('u1'), inCache())
    act(() => {
      void result.current.open(ready)
      void result.current.open({ ...ready, boxId: 'box7' })
    })
    await act(() => vi.advanceTimersByTimeAsync(BOX_ANIMATION_MS))
    expect(api.openTreasureBox).toHaveBeenCalledOnce()
  })

  it('stops at once on a refusal, and refreshes the state', async () => {
    api.openTreasureBox.mockRejectedValue(new Error('1111'))
    const { wrapper, boxesAsked } = inCache()
    const { result } = renderHook(() => useOpenBox('u1'), { wrapper })
    await act(() => result.current.open(ready))
    expect(result.current.opening).toBeNull()
    expect(result.current.result).toBeNull()
    expect(boxesAsked()).toBe(true)
  })

  it('says how to open a locked box without calling', async () => {
    const { result } = renderHook(() => useOpenBox('u1'), inCache())
    await act(() => result.current.open({ ...ready, status: 0, needDays: 7, boxName: '白银宝箱' }))
    expect(toast).toHaveBeenCalledWith('累计签到7天即可开启白银宝箱')
    expect(api.openTreasureBox).not.toHaveBeenCalled()
  })
})
