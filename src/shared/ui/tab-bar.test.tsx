import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { TabBar } from './tab-bar'

const ITEMS = [
  { key: 'a', title: '现金类' },
  { key: 'b', title: '固收类' },
  { key: 'c', title: '混合类' },
] as const

/** The first paint forces no layout (a smooth scrollIntoView on mount was a 20 ms task at 4× CPU). */
describe('TabBar scrolling the active tab into view', () => {
  afterEach(() => vi.unstubAllGlobals())

  const spyScroll = () => {
    const scroll = vi.fn()
    Element.prototype.scrollIntoView = scroll
    return scroll
  }
  const frames = () => {
    const queue: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => queue.push(cb))
    vi.stubGlobal('cancelAnimationFrame', () => {})
    return () => queue.splice(0).forEach((cb) => cb(0))
  }

  it('does nothing on mount when the first tab is active', () => {
    const scroll = spyScroll()
    const flush = frames()
    render(<TabBar label="类型" look="capsule" items={ITEMS} active="a" onChange={() => {}} />)
    flush()
    expect(scroll).not.toHaveBeenCalled()
  })

  it('centres a later active tab after the frame, without scrolling the window', () => {
    const scroll = spyScroll()
    const flush = frames()
    render(<TabBar label="类型" look="capsule" items={ITEMS} active="c" onChange={() => {}} />)
    const bar = screen.getByRole('tablist')
    const tab = screen.getByRole('tab', { name: '混合类' })
    Object.defineProperty(tab, 'offsetLeft', { value: 300 })
    Object.defineProperty(tab, 'offsetWidth', { value: 80 })
    Object.defineProperty(bar, 'clientWidth', { value: 200 })
    expect(bar.scrollLeft).toBe(0)
    act(() => flush())
    expect(bar.scrollLeft).toBe(240)
    expect(scroll).not.toHaveBeenCalled()
  })

  it('scrolls smoothly when the customer changes tab', () => {
    const scroll = spyScroll()
    frames()
    const { rerender } = render(
      <TabBar label="类型" look="capsule" items={ITEMS} active="a" onChange={() => {}} />,
    )
    rerender(<TabBar label="类型" look="capsule" items={ITEMS} active="b" onChange={() => {}} />)
    expect(scroll).toHaveBeenCalledTimes(1)
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'center', behavior: 'smooth' })
  })
})
