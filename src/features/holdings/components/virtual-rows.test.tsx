import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualRows } from './virtual-rows'

/**
 * The windowed list takes its row height from one drawn row: when a row really is taller (a
 * larger system font), every row is placed by the measured height, and the list's height follows.
 */
describe('VirtualRows row height', () => {
  const observers: { callback: ResizeObserverCallback; targets: Element[] }[] = []
  afterEach(() => {
    vi.unstubAllGlobals()
    observers.length = 0
  })

  it('places every row by the height of a drawn row once it is measured', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = []
        constructor(callback: ResizeObserverCallback) {
          observers.push({ callback, targets: this.targets })
        }
        observe(el: Element) {
          this.targets.push(el)
        }
        unobserve() {}
        disconnect() {}
      },
    )
    const items = Array.from({ length: 500 }, (_, i) => `第${i + 1}行`)
    render(
      <VirtualRows items={items} estimate={100}>
        {(text) => <span>{text}</span>}
      </VirtualRows>,
    )
    const list = screen.getByRole('list')
    expect(list.style.height).toBe('50000px')
    const row = observers.find((o) => o.targets.some((t) => t.tagName === 'LI'))!
    act(() =>
      row.callback(
        [{ borderBoxSize: [{ blockSize: 150, inlineSize: 375 }] } as unknown as ResizeObserverEntry],
        {} as ResizeObserver,
      ),
    )
    expect(list.style.height).toBe('75000px')
    const third = screen.getByText('第3行').closest('li')!
    expect(third.style.transform).toBe('translateY(300px)')
    expect(third).toHaveAttribute('aria-posinset', '3')
    expect(third).toHaveAttribute('aria-setsize', '500')
  })
})
