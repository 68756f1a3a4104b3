import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TreasureBox } from '@/api/points'
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

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

describe('useOpenBox', () => {
  it('shows the result only after the animation, however fast the server answers', async () => {
    vi.useFakeTimers()
    api.openTreasureBox.mockResolvedValue(prize)
    const onOpened = vi.fn()
    const { result } = renderHook(() => useOpenBox('u1', onOpened))
    let done: Promise<void> | undefined
    act(() => {
      done = result.current.open(ready)
    })
    expect(result.current.opening).toBe('box3')
    await act(() => vi.advanceTimersByTimeAsync(BOX_ANIMATION_MS - 1))
    expect(result.current.result).toBeNull()
    expect(onOpened).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
      await done
    })
    expect(result.current.result).toEqual({ ...prize, boxName: '青铜宝箱', fresh: true })
    expect(result.current.opening).toBeNull()
    expect(onOpened).toHaveBeenCalledOnce()
    expect(api.openTreasureBox).toHaveBeenCalledExactlyOnceWith({ user_id: 'u1', box_id: 'box3' })
    expect(api.getTreasureBoxResult).not.toHaveBeenCalled()
  })

  it('opens one box at a time', async () => {
    vi.useFakeTimers()
    api.openTreasureBox.mockResolvedValue(prize)
    const { result } = renderHook(() => useOpenBox('u1', () => undefined))
    act(() => {
      void result.current.open(ready)
      void result.current.open({ ...ready, boxId: 'box7' })
    })
    await act(() => vi.advanceTimersByTimeAsync(BOX_ANIMATION_MS))
    expect(api.openTreasureBox).toHaveBeenCalledOnce()
  })

  it('stops at once on a refusal, and refreshes the state', async () => {
    api.openTreasureBox.mockRejectedValue(new Error('1111'))
    const onOpened = vi.fn()
    const { result } = renderHook(() => useOpenBox('u1', onOpened))
    await act(() => result.current.open(ready))
    expect(result.current.opening).toBeNull()
    expect(result.current.result).toBeNull()
    expect(onOpened).toHaveBeenCalledOnce()
  })

  it('says how to open a locked box without calling', async () => {
    const { result } = renderHook(() => useOpenBox('u1', () => undefined))
    await act(() => result.current.open({ ...ready, status: 0, needDays: 7, boxName: '白银宝箱' }))
    expect(toast).toHaveBeenCalledWith('累计签到7天即可开启白银宝箱')
    expect(api.openTreasureBox).not.toHaveBeenCalled()
  })
})
