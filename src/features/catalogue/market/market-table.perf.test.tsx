import { act, render, screen } from '@testing-library/react'
import { marketColumnsFor } from '../market-columns'
import { MarketTable, ROW_HEIGHT } from './components/market-table'
import { fakeProduct } from './test/helpers'
import { visibleRange } from './use-window-range'

/**
 * catalogue §2.2 at scale: 2 000 loaded rows (100 pages of 20) must stay smooth. The body is windowed,
 * so the DOM holds only the rows near the viewport whatever the list length. Structure only: how long
 * rendering and scrolling take is measured in a real browser by `npm run bench:scroll` (docs/performance.md).
 */
describe('market table with 2 000 rows', () => {
  const records = Array.from({ length: 2000 }, (_, i) => fakeProduct(i + 1))
  const columns = marketColumnsFor(2)
  const noop = () => {}

  it('renders a window of rows and moves the window on scroll', async () => {
    const { container } = render(
      <MarketTable
        columns={columns}
        records={records}
        sort={null}
        onSort={noop}
        onOpen={noop}
        onAction={noop}
      />,
    )
    const table = screen.getByRole('table')
    expect(table).toHaveAttribute('aria-rowcount', '2001')
    const bodyRows = () => container.querySelectorAll('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
    expect(bodyRows().length).toBeLessThan(40)

    // Scroll the window to row 1 500: the list's top is far above the viewport.
    const list = table.querySelector('[role="rowgroup"]') as HTMLElement
    list.getBoundingClientRect = () => ({ top: -1500 * ROW_HEIGHT }) as DOMRect
    await act(async () => {
      window.dispatchEvent(new Event('scroll'))
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    const indexes = [...bodyRows()].map((r) => Number(r.getAttribute('aria-rowindex')))
    expect(Math.min(...indexes)).toBeGreaterThan(1480)
    expect(Math.max(...indexes)).toBeLessThan(1540)
    expect(screen.getByText('测试产品1500号')).toBeInTheDocument()
    expect(screen.queryByText('测试产品1号')).toBeNull()
    // The spacers keep the full height so the scroll position stays true.
    const spacers = [...list.children].filter(
      (c) => c.getAttribute('aria-hidden') === 'true',
    ) as HTMLElement[]
    const height =
      spacers.reduce((sum, s) => sum + parseFloat(s.style.height), 0) + bodyRows().length * ROW_HEIGHT
    expect(height).toBe(2000 * ROW_HEIGHT)
  })

  it.each([
    [0, 667, 2000, { start: 0, end: 19 }],
    [-6400, 667, 2000, { start: 92, end: 119 }],
    [-200000, 667, 2000, { start: 2000, end: 2000 }],
    [300, 667, 5, { start: 0, end: 5 }],
    [0, 667, 0, { start: 0, end: 0 }],
  ])('visibleRange(top %s, viewport %s, count %s)', (top, viewport, count, expected) => {
    expect(visibleRange(top, viewport, count, ROW_HEIGHT, 8)).toEqual(expected)
  })
})
