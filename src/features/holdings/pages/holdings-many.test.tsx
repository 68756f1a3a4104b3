import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { buildHoldings } from '@mocks/db/catalogue-holdings'
import { renderRoute } from '@tests/render'
import { HOLDING_ROW_HEIGHT, HOLDING_ROW_WITH_DISTRIBUTOR_HEIGHT } from '../components/holding-row'

/**
 * Holdings by the thousand: the lists are windowed, so the DOM holds only the rows near
 * the viewport whatever the count, each row says where it sits in the whole list, and scrolling the window
 * brings the rows there. jsdom lays nothing out: the rows keep their estimated height, the lists sit at the
 * top of the page and the viewport is window.innerHeight (768) tall.
 */

/** Scrolls the window (what the virtualizer reads) and lets the list follow. */
async function scrollWindowTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    await new Promise((r) => requestAnimationFrame(() => r(null)))
  })
}

const positions = (items: HTMLElement[]) => items.map((li) => Number(li.getAttribute('aria-posinset')))

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
})

describe('/allChannelAssets with 1 200 holdings', () => {
  it('draws a window of the open group, with the full count for screen readers, and follows the scroll', async () => {
    db.scenario.holdings = 1200
    await renderRoute('/allChannelAssets', { user: 'opened' })
    await screen.findByTestId('assets-total')
    const [first, second] = screen.getAllByRole('region')
    // The open group: 400 holdings, about a screenful of them in the DOM.
    const rows = await within(first).findAllByRole('listitem')
    expect(rows.length).toBeGreaterThan(5)
    expect(rows.length).toBeLessThan(30)
    expect(rows[0]).toHaveAttribute('aria-setsize', '400')
    expect(positions(rows)[0]).toBe(1)
    expect(within(first).getByText(/·1$/)).toBeInTheDocument()
    // The list keeps its full height, so the page scrolls as far as it would with every row drawn.
    const list = rows[0].closest('ul')!
    expect(parseFloat(list.style.height)).toBe(400 * HOLDING_ROW_HEIGHT)

    await scrollWindowTo(200 * HOLDING_ROW_HEIGHT)
    await waitFor(() => expect(within(first).getByText(/·201$/)).toBeInTheDocument())
    const moved = positions(within(first).getAllByRole('listitem'))
    expect(Math.min(...moved)).toBeGreaterThan(190)
    expect(Math.max(...moved)).toBeLessThan(220)
    expect(within(first).queryByText(/·1$/)).toBeNull()
    // Each row is placed where it belongs in the whole list.
    const row201 = within(first).getByText(/·201$/).closest('li')!
    expect(row201.style.transform).toBe(`translateY(${200 * HOLDING_ROW_HEIGHT}px)`)

    // A closed group draws nothing until it is opened; then a window of its rows too.
    expect(within(second).queryAllByRole('listitem')).toHaveLength(0)
    await scrollWindowTo(0)
    await userEvent.click(within(second).getByText('400只'))
    const secondRows = await within(second).findAllByRole('listitem')
    expect(secondRows.length).toBeLessThan(30)
    expect(secondRows[0]).toHaveAttribute('aria-setsize', '400')
  })
})

describe('/assetsHold with thousands of one kind', () => {
  it('draws a window of the list and follows the scroll', async () => {
    db.scenario.holdings = 1200
    const summary = buildHoldings(db.users.opened, db.catalogue.funds, 1200)
    const ofKind = summary.records.flatMap((g) => g.list).filter((p) => p.respProductType === 1)
    expect(ofKind.length).toBeGreaterThan(200)
    await renderRoute('/assetsHold?respProductType=1', { user: 'opened' })
    const rows = await screen.findAllByRole('listitem')
    expect(rows.length).toBeLessThan(30)
    expect(rows[0]).toHaveAttribute('aria-setsize', String(ofKind.length))
    expect(within(rows[0]).getByText(ofKind[0].prodNameShort)).toBeInTheDocument()

    await scrollWindowTo(150 * HOLDING_ROW_WITH_DISTRIBUTOR_HEIGHT)
    await waitFor(() => expect(screen.getByText(ofKind[150].prodNameShort)).toBeInTheDocument())
    expect(screen.queryByText(ofKind[0].prodNameShort)).toBeNull()
    expect(screen.getAllByRole('listitem').length).toBeLessThan(30)
  })
})

describe('/tradeHistory with a long history', () => {
  it('draws a window of the trades', async () => {
    const trades = Array.from({ length: 2000 }, (_, i) => ({
      serialNo: `S${i + 1}`,
      prodCode: '000001',
      prodName: `交易产品${i + 1}号`,
      appDate: '20260105',
      busiCode: '122',
      busiName: '申购',
      cfmAmt: '1000.00',
      cfmStatusStr: '确认成功',
    }))
    server.use(
      http.get(`*${endpoints.catalogue.tradingRecord}`, () =>
        HttpResponse.json({ code: '0000', data: trades }),
      ),
    )
    await renderRoute('/tradeHistory', { user: 'opened' })
    const rows = await screen.findAllByRole('listitem')
    expect(rows.length).toBeLessThan(40)
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000')
    expect(screen.getByText('申购 · 交易产品1号')).toBeInTheDocument()
    expect(screen.queryByText('申购 · 交易产品2000号')).toBeNull()
  })
})

describe('the mock’s holdings scenario', () => {
  it('spreads N numbered holdings over three distributors; 0 keeps the usual handful', () => {
    const many = buildHoldings(db.users.opened, db.catalogue.funds, 10_000)
    expect(many.records.map((g) => g.list.length)).toEqual([3334, 3333, 3333])
    const names = many.records.flatMap((g) => g.list.map((p) => p.prodNameShort))
    expect(new Set(names).size).toBe(10_000)
    expect(names.at(-1)).toMatch(/·10000$/)
    const few = buildHoldings(db.users.opened, db.catalogue.funds)
    expect(few.records).toHaveLength(3)
    for (const g of few.records) expect(g.list.length).toBeGreaterThanOrEqual(2)
    for (const g of few.records) expect(g.list.length).toBeLessThanOrEqual(5)
  })
})
