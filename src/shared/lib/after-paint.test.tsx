import { lazy, Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { afterNextFrame, useAfterPaint } from './after-paint'

/**
 * What waits for the first paint (useAfterPaint) is drawn in a transition, so React renders it in
 * slices instead of one long task. Observable: when what it draws suspends (a lazy part still loading), a
 * transition keeps what is on the screen; an ordinary update would replace it with the nearest Suspense
 * fallback (the page's loading state).
 */
const Never = lazy(() => new Promise<never>(() => {}))

function AfterPaint() {
  const painted = useAfterPaint(true, 20)
  return painted ? <Never /> : <p>首屏内容</p>
}

describe('useAfterPaint: what comes after the paint, in a transition', () => {
  it('keeps the first picture while the later part is still loading', async () => {
    // jsdom reports no paint: the 20 ms fallback is what turns the hook true, on the fake clock here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(
      <Suspense fallback={<p>页面加载中</p>}>
        <AfterPaint />
      </Suspense>,
    )
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(vi.getTimerCount()).toBe(0) // the fallback has run
    expect(screen.queryByText('页面加载中')).not.toBeInTheDocument()
    expect(screen.getByText('首屏内容')).toBeInTheDocument()
  })
})

describe('afterNextFrame: a task of its own once the next frame is drawn', () => {
  it('runs after the frame, not before it nor in the frame; a cancel before then drops it', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    try {
      const seen: string[] = []
      afterNextFrame(() => seen.push('after'))
      const cancel = afterNextFrame(() => seen.push('cancelled'))
      requestAnimationFrame(() => seen.push('frame'))
      cancel()
      expect(seen).toEqual([])
      // The frame (the browser lays out and paints after its callbacks), then the task.
      await vi.advanceTimersByTimeAsync(40)
      expect(seen).toEqual(['frame', 'after'])
    } finally {
      vi.useRealTimers()
    }
  })
})
