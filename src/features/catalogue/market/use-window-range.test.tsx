import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keeps, useWindowRange, visibleRange } from './use-window-range'

const ROW = 64
const OVERSCAN = 8

/** An IntersectionObserver the test answers, as the browser does once it has laid the page out. */
const observers: { callback: IntersectionObserverCallback; target?: Element }[] = []
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback })
  }
  observe(target: Element) {
    observers[observers.length - 1].target = target
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
/** The browser's first look at the list: its top `top` px below the top of the screen. */
function answer(top: number) {
  const { callback, target } = observers[observers.length - 1]
  act(() =>
    callback(
      [{ target, boundingClientRect: DOMRect.fromRect({ y: top }) } as unknown as IntersectionObserverEntry],
      {} as IntersectionObserver,
    ),
  )
}

describe('the market table’s rows near the screen, without a layout read in a commit (docs/decisions/038)', () => {
  let reads: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    observers.length = 0
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    reads = vi.spyOn(Element.prototype, 'getBoundingClientRect')
  })
  afterEach(() => {
    reads.mockRestore()
  })

  function mount(count: number) {
    const list = document.createElement('div')
    const ref = { current: list }
    return renderHook(({ n }) => useWindowRange(ref, n, ROW, OVERSCAN), { initialProps: { n: count } })
  }

  it('draws the first answer’s rows in the render that brings them, reading no position', () => {
    const hook = mount(0)
    expect(hook.result.current).toEqual({ start: 0, end: 0 })
    hook.rerender({ n: 500 })
    expect(hook.result.current).toEqual(visibleRange(0, window.innerHeight, 500, ROW, OVERSCAN))
    expect(hook.result.current.end).toBeGreaterThan(0)
    expect(reads).not.toHaveBeenCalled()
  })

  it('keeps the rows drawn when the first look finds them covering the screen', () => {
    const hook = mount(500)
    const drawn = hook.result.current
    answer(250)
    expect(hook.result.current).toBe(drawn)
    expect(reads).not.toHaveBeenCalled()
  })

  it('moves the rows when the first look finds the list elsewhere, and a later count starts from there', () => {
    const hook = mount(500)
    answer(-100 * ROW)
    const moved = visibleRange(-100 * ROW, window.innerHeight, 500, ROW, OVERSCAN)
    expect(hook.result.current).toEqual(moved)
    expect(moved.start).toBeGreaterThan(0)
    hook.rerender({ n: 600 })
    expect(hook.result.current).toEqual(visibleRange(-100 * ROW, window.innerHeight, 600, ROW, OVERSCAN))
    expect(reads).not.toHaveBeenCalled()
  })

  it('keeps only rows that include the needed ones, with at most two overscans more', () => {
    expect(keeps({ start: 0, end: 20 }, { start: 0, end: 14 }, OVERSCAN)).toBe(true)
    expect(keeps({ start: 0, end: 20 }, { start: 0, end: 21 }, OVERSCAN)).toBe(false)
    expect(keeps({ start: 2, end: 20 }, { start: 1, end: 14 }, OVERSCAN)).toBe(false)
    expect(keeps({ start: 0, end: 40 }, { start: 0, end: 14 }, OVERSCAN)).toBe(false)
  })
})
