import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { PATHS } from '@/shared/lib/paths'
import { server } from '@mocks/node'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { failPage, pagesAsked } from '@tests/paged-lists'
import { captureRequests } from '@tests/record-requests'

const listCalls = () => captureRequests(endpoints.catalogue.fundList)

describe('/allProduct', () => {
  it('lists funds and opens one by the click routing (§4.6)', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    const { location } = await renderRoute(PATHS.allProduct)
    const cards = await screen.findAllByRole('button', { name: /\p{Script=Han}[ABC]/u })
    expect(cards.length).toBeGreaterThan(5)
    await user.click(cards[0])
    await waitFor(() => expect(location().pathname).toMatch(/^\/fundDetail/))
    expect(new URLSearchParams(location().search).get('fundCode')).toMatch(/^\d{6}$/)
  })

  it('sends the filters as 1-based option indexes and 全部 as empty (§9.1)', async () => {
    const calls = listCalls()
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute(PATHS.allProduct)
    await screen.findAllByRole('button', { name: /\p{Script=Han}[ABC]/u })
    expect(calls[0].get('interestdays')).toBe('')
    expect(calls[0].get('page')).toBe('1')

    await user.click(screen.getByText('期限'))
    await user.click(await screen.findByRole('radio', { name: '61-180天' }))
    await waitFor(() => expect(calls.at(-1)?.get('interestdays')).toBe('3'))

    await user.click(screen.getByText('风险等级'))
    await user.click(await screen.findByRole('radio', { name: 'PR2中低风险' }))
    await waitFor(() => expect(calls.at(-1)?.get('risklevel')).toBe('2'))
    expect(calls.at(-1)?.get('interestdays')).toBe('3')
    expect(calls.at(-1)?.get('page')).toBe('1')

    await user.click(screen.getByText('起投金额'))
    await user.click(await screen.findByRole('radio', { name: '50万元以上' }))
    await waitFor(() => expect(calls.at(-1)?.get('startAmount')).toBe('5'))

    await user.click(screen.getByText('排序'))
    await user.click(await screen.findByRole('radio', { name: '今年以来' }))
    await waitFor(() => expect(calls.at(-1)?.get('productduetime')).toBe('1'))
  })

  it('filters by the fund-type tab', async () => {
    const calls = listCalls()
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute(PATHS.allProduct)
    await user.click(await screen.findByRole('tab', { name: '债券型' }))
    await waitFor(() => expect(calls.at(-1)?.get('fundType')).toBe('5'))
  })

  it('shows 暂无数据 when nothing matches', async () => {
    server.use(
      http.get(`*${endpoints.catalogue.fundList}`, () =>
        HttpResponse.json({ code: '0000', msg: 'ok', data: { records: [], totalElements: 0 } }),
      ),
    )
    await renderRoute(PATHS.allProduct)
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    expect(screen.queryByText('—— 无更多产品 ——')).toBeNull()
  })

  it('marks a fund that is not on sale 暂不销售', async () => {
    await renderRoute(PATHS.allProduct)
    const cards = await screen.findAllByRole('button', { name: /\p{Script=Han}[ABC]/u })
    const marked = cards.filter((c) => within(c).queryByText('暂不销售'))
    expect(marked.length).toBeGreaterThan(0)
    expect(marked.length).toBeLessThan(cards.length)
  })
})

describe('/allProduct when a page fails (catalogue §4.1, §8)', () => {
  const cards = () => screen.queryAllByRole('button', { name: /起投/ })

  it('page 1 fails: 加载失败 and 重新加载 (not 暂无数据), which shows the funds', async () => {
    failPage(endpoints.catalogue.fundList, { param: 'page', page: 1 })
    const pages = pagesAsked(endpoints.catalogue.fundList, 'page')
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute(PATHS.allProduct)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无数据')).toBeNull()
    expect(cards()).toHaveLength(0)
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    await waitFor(() => expect(cards()).toHaveLength(20))
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(pages).toEqual(['1', '1'])
  })

  it('a later page fails: the cards stay, 重新加载 at their end asks it once and appends it', async () => {
    // jsdom lays nothing out: give elements an offsetParent so InfiniteScroll sees its end in view.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement
    })
    onTestFinished(() => offsetParent.mockRestore())
    failPage(endpoints.catalogue.fundList, {
      param: 'page',
      page: 2,
      failure: { code: '9999', msg: '系统繁忙' },
    })
    const pages = pagesAsked(endpoints.catalogue.fundList, 'page')
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    await renderRoute(PATHS.allProduct)
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败，系统繁忙')
    expect(failed).not.toHaveTextContent('请检查网络后重试')
    expect(cards()).toHaveLength(20)
    expect(screen.queryByText('—— 无更多产品 ——')).toBeNull()
    expect(pages).toEqual(['1', '2'])
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('—— 无更多产品 ——')).toBeInTheDocument()
    // The mock's 64 funds: the failed page once more, then the rest, each page asked once.
    expect(cards()).toHaveLength(64)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(pages).toEqual(['1', '2', '2', '3', '4'])
  })
})

describe('/allProduct field payloads from the real backend', () => {
  it('types as an object, null records and numbers for codes and rates: clean cards', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 })
    server.use(
      http.get(`*${endpoints.catalogue.fundTypes}`, () => HttpResponse.json({ code: '0000', data: {} })),
      http.get(`*${endpoints.catalogue.fundList}`, () =>
        HttpResponse.json({
          code: '200',
          data: {
            totalElements: '1',
            records: [
              null,
              {
                fundCode: 1301,
                fundName: '添利宝货币市场基金A',
                shortName: 'null',
                fundType: '0',
                fundStatus: '1',
                startAmount: 1000,
                incomeRatio: 0.018, // the seven-day yield, a fraction (§9.2)
                dispPointer: 1,
                benchMark: null,
                tags: null,
                riskLevelStr: null,
              },
            ],
          },
        }),
      ),
    )
    const { location } = await renderRoute(PATHS.allProduct)
    const card = await screen.findByRole('button', { name: /添利宝货币市场基金A/ })
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部'])
    expect(card).toHaveTextContent('1.8000%')
    expect(card).toHaveTextContent('七日年化收益率')
    expect(card).toHaveTextContent('1000元起投')
    expect(card).toHaveTextContent('1301')
    expect(card).not.toHaveTextContent('暂不销售')
    expectNoRawValues()
    await user.click(card)
    await waitFor(() => expect(location().pathname).toBe(PATHS.fundDetailCurrency))
    expect(location().search).toBe('?fundCode=1301&fundType=0')
  })
})
