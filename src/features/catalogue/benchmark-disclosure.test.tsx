import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { db } from '@mocks/db'
import { marketDetail } from '@mocks/db/catalogue-detail'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { href, PATHS } from '@/shared/lib/paths'
import { renderRoute } from '@tests/render'
import { quietCanvas } from './chart/test-utils'
import { fakeProduct } from './market/test/helpers'
import { BENCHMARK_DISCLOSURE } from './texts'

quietCanvas()

/** The statement, copied as given (contract text). */
const STATEMENT = '业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益'
const BASIS = '业绩比较基准按产品投资范围与当前市场利率测算（测试）'
const NET_VALUE = '9K210049' // type 2, benchmark history
const RAISE_ENDED = '9K210002' // type 1 (fundraising), benchmark history

const tap = userEvent.setup({ pointerEventsCheck: 0 })
const product = (code: string) => db.catalogue.products.find((p) => p.prodCode === code)!
const C = endpoints.catalogue
/** The mock's own detail of `code`, with the given basis. */
const openDetail = (code: string, basis = BASIS, channel: 'wx' | 'app' = 'wx') => {
  const p = product(code)
  const detail = { ...marketDetail(p, db.catalogue.facts.get(code)!), benchmarksBasisCal: basis }
  server.use(http.get(`*${C.marketDetail}`, () => HttpResponse.json({ code: '0000', data: detail })))
  return renderRoute(href(PATHS.productMarketDetail, { fundCode: code, productType: p.productType }), {
    channel,
  })
}
const disclosures = (within_: HTMLElement = document.body) =>
  Array.from(within_.querySelectorAll('[data-benchmark-disclosure]'))

it('the statement is the one the issue asks for, in one constant', () => {
  expect(BENCHMARK_DISCLOSURE).toBe(STATEMENT)
})

describe.each(['wx', 'app'] as const)('benchmark disclosure (%s)', (channel) => {
  it('market list: above a table with a benchmark column, and in its benchmark popup with the basis', async () => {
    const records = [1, 2, 3].map((i) => fakeProduct(i, { benchmarksBasisCal: BASIS }))
    server.use(
      http.get(`*${C.marketList}`, () => HttpResponse.json({ code: '0000', data: { records, total: 3 } })),
    )
    await renderRoute('/productMarket?type=2', { channel })
    const table = await screen.findByRole('table', { name: '产品列表' })
    await waitFor(() => expect(Number(table.getAttribute('aria-rowcount'))).toBeGreaterThan(1))
    expect(screen.getByRole('columnheader', { name: '业绩比较基准' })).toBeInTheDocument()
    const note = disclosures()[0]
    expect(note).toHaveTextContent(STATEMENT)
    // Before the rows: read before a product is opened.
    expect(note.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    await tap.click(within(table).getAllByRole('button', { name: /^业绩比较基准说明/ })[0])
    const popup = await screen.findByRole('dialog', { name: '业绩比较基准' })
    expect(await within(popup).findByText(BASIS)).toBeInTheDocument()
    expect(within(popup).getByText(STATEMENT)).toBeInTheDocument()
  })

  it('detail, fundraising: under the headline benchmark with the basis, in basic info, history and popup', async () => {
    await openDetail(RAISE_ENDED, BASIS, channel)
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getByText(STATEMENT)).toBeInTheDocument()
    expect(within(header).getByText(BASIS)).toBeInTheDocument()
    const basic = screen.getByRole('region', { name: '基本信息' })
    expect(within(basic).getByText(STATEMENT)).toBeInTheDocument()

    // The benchmark history tab adds its own.
    const before = screen.getAllByText(STATEMENT).length
    await tap.click(screen.getByRole('tab', { name: '历史业绩比较基准' }))
    await waitFor(() => expect(screen.getAllByText(STATEMENT)).toHaveLength(before + 1))

    await tap.click(within(header).getByRole('button', { name: '业绩比较基准说明' }))
    const popup = await screen.findByRole('dialog', { name: '业绩比较基准说明' })
    expect(within(popup).getByText(STATEMENT)).toBeInTheDocument()
    expect(within(popup).getByText(BASIS)).toBeInTheDocument()
  })

  it('detail, net value: basic info shows the statement and the basis', async () => {
    await openDetail(NET_VALUE, BASIS, channel)
    const basic = screen.getByRole('region', { name: '基本信息' })
    expect(within(basic).getByText(STATEMENT)).toBeInTheDocument()
    expect(within(basic).getByText(BASIS)).toBeInTheDocument()
  })

  it('detail without a basis: the statement alone', async () => {
    await openDetail(NET_VALUE, '', channel)
    const basic = screen.getByRole('region', { name: '基本信息' })
    const note = disclosures(basic)[0]
    expect(note).toHaveTextContent(STATEMENT)
    expect(note.querySelectorAll('p')).toHaveLength(1)
  })

  it('fund detail: beside the fund benchmark', async () => {
    const fund = db.catalogue.funds.map((s) => s.fund).find((f) => f.fundType === 4 && f.fundStatus === 1)!
    await renderRoute(href(PATHS.fundDetailOpen, { fundCode: fund.fundCode, fundType: fund.fundType }), {
      channel,
    })
    const facts = await screen.findByRole('region', { name: '产品信息' })
    expect(within(facts).getByText('业绩比较基准')).toBeInTheDocument()
    expect(within(facts).getByText(STATEMENT)).toBeInTheDocument()
  })
})
