import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { formatStartAmount } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { db } from '@mocks/db'
import { FUND_WITHOUT_ARCHIVES_CODE, FUND_WITHOUT_NAV_CODE } from '@mocks/db/catalogue-funds'
import { server } from '@mocks/node'
import { renderRoute } from '@tests/render'
import { failPage, pagesAsked } from '@tests/paged-lists'
import { onRequest } from '@tests/record-requests'

const seeds = () => db.catalogue.funds
const openSeed = () => seeds().find((s) => s.fund.fundType === 4 && s.fund.fundStatus === 1)!
const moneySeed = () => seeds().find((s) => s.fund.fundType === 0 && s.fund.fundStatus === 1)!

describe('/fundDocument (catalogue §2.7)', () => {
  it('shows name, short name, code, type, risk grading and the two minimum amounts', async () => {
    const { fund, archives } = openSeed()
    await renderRoute(href(PATHS.fundDocument, { fundCode: fund.fundCode }))
    const card = await screen.findByRole('region', { name: '产品档案' })
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent
    expect(value('基金名称')).toBe(fund.fundName)
    expect(value('基金简称')).toBe(fund.shortName)
    expect(value('基金代码')).toBe(fund.fundCode)
    expect(value('基金类型')).toBe(fund.fundTypeStr)
    expect(value('风险等级')).toMatch(new RegExp(`^${archives!.risk_level}`))
    expect(value('首次购买起点')).toMatch(/元$/)
    expect(value('追加购买起点')).toMatch(/元$/)
    expect(screen.queryByText('暂无产品档案信息')).toBeNull()
  })

  it('shows the minimum amounts as catalogue §9.2 does: N万元 from 10000 on, N元 below', async () => {
    // A seed fund whose first purchase starts at 10000 yuan or more and whose additions start below it.
    const seed = seeds().find(
      (s) => s.archives && Number(s.archives.p_first_amt) >= 10000 && Number(s.archives.p_app_amt) < 10000,
    )!
    const { p_first_amt, p_app_amt } = seed.archives!
    await renderRoute(href(PATHS.fundDocument, { fundCode: seed.fund.fundCode }))
    const card = await screen.findByRole('region', { name: '产品档案' })
    const value = (label: string) => within(card).getByText(label).nextElementSibling?.textContent
    expect(value('首次购买起点')).toBe(formatStartAmount(p_first_amt))
    expect(value('首次购买起点')).toMatch(/^\d+(\.\d+)?万元$/)
    expect(value('追加购买起点')).toBe(formatStartAmount(p_app_amt))
    expect(value('追加购买起点')).toMatch(/^[\d.]+元$/)
    expect(value('追加购买起点')).not.toMatch(/,/)
  })

  it('says 暂无产品档案信息 when the fund has no archive', async () => {
    await renderRoute(href(PATHS.fundDocument, { fundCode: FUND_WITHOUT_ARCHIVES_CODE }))
    expect(await screen.findByText('暂无产品档案信息')).toBeInTheDocument()
    expect(screen.queryByText('基金名称')).toBeNull()
  })
})

describe('/ProductDescription (catalogue §2.7)', () => {
  it('lists the attachment titles with their creation time and opens a PDF in /wxpdf', async () => {
    const { fund, pdfAttachments } = openSeed()
    const { location } = await renderRoute(href(PATHS.productDescription, { fundCode: fund.fundCode }))
    const list = await screen.findByRole('list', { name: '产品说明书' })
    const items = within(list).getAllByRole('button')
    expect(items.map((b) => b.textContent?.replace(/发布时间.*$/, ''))).toEqual(
      pdfAttachments.map((a) => a.title),
    )
    expect(within(items[0]).getByText(/发布时间：\d{4}-\d{2}-\d{2}/)).toBeInTheDocument()
    await userEvent.click(items[0])
    await waitFor(() => expect(location().pathname).toBe(PATHS.wxpdf))
    expect(new URLSearchParams(location().search).get('linkUrl')).toBe(pdfAttachments[0].url)
  })

  it("falls back to the fund's pdfAttachments when getProdDesc has none", async () => {
    server.use(
      http.get(`*${endpoints.catalogue.prodDesc}`, () => HttpResponse.json({ code: '0000', data: [] })),
    )
    const { fund, pdfAttachments } = openSeed()
    await renderRoute(href(PATHS.productDescription, { fundCode: fund.fundCode }))
    const list = await screen.findByRole('list', { name: '产品说明书' })
    expect(within(list).getAllByRole('button')).toHaveLength(pdfAttachments.length)
    expect(within(list).queryByText(/发布时间/)).toBeNull()
  })
})

describe('/ProductDescription when its calls fail', () => {
  it('says 加载失败 with 重新加载 (not 暂无产品说明书), and 重新加载 lists the documents', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.catalogue.prodDesc, endpoints.catalogue.fundDetail]
    const user = userEvent.setup()
    const { fund, pdfAttachments } = openSeed()
    await renderRoute(href(PATHS.productDescription, { fundCode: fund.fundCode }))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂无产品说明书')).toBeNull()
    db.scenario.fault = 'none'
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    const list = await screen.findByRole('list', { name: '产品说明书' })
    expect(within(list).getAllByRole('button')).toHaveLength(pdfAttachments.length)
  })

  it('one call failing is enough when the other lists documents', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.catalogue.prodDesc]
    const { fund, pdfAttachments } = openSeed()
    await renderRoute(href(PATHS.productDescription, { fundCode: fund.fundCode }))
    const list = await screen.findByRole('list', { name: '产品说明书' })
    expect(within(list).getAllByRole('button')).toHaveLength(pdfAttachments.length)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('history lists (catalogue §2.7)', () => {
  it('/historyNetWorth: date, 单位净值, 累计净值, 20 per page, newest first, next page on scroll', async () => {
    const pages: string[] = []
    onRequest(({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith(endpoints.catalogue.fundNetValues))
        pages.push(url.searchParams.get('page') ?? '')
    })
    // jsdom lays nothing out: give elements an offsetParent so InfiniteScroll can see its sentinel.
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement
    })
    const { fund } = openSeed()
    await renderRoute(href(PATHS.historyNetWorth, { fundCode: fund.fundCode }))
    const table = await screen.findByRole('table', { name: '历史净值' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日期', '单位净值', '累计净值'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThanOrEqual(20)
    const dates = rows.map((r) => within(r).getAllByRole('cell')[0].textContent!)
    expect([...dates].sort().reverse()).toEqual(dates)
    await waitFor(() => expect(pages).toContain('2'))
    expect(pages[0]).toBe('1')
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(40))
    offsetParent.mockRestore()
  })

  it('/historySeven: date, 万份收益, 七日年化收益率', async () => {
    await renderRoute(href(PATHS.historySeven, { fundCode: moneySeed().fund.fundCode }))
    const table = await screen.findByRole('table', { name: '历史收益' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['日期', '万份收益', '七日年化收益率'])
    expect(within(table).getAllByText(/^\d+\.\d{4}%$/).length).toBeGreaterThan(0)
  })

  it('says 暂未查询到收益数据 for a fund without values', async () => {
    await renderRoute(href(PATHS.historyNetWorth, { fundCode: FUND_WITHOUT_NAV_CODE }))
    expect(await screen.findByText('暂未查询到收益数据')).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('a failed first page: 加载失败 and 重新加载 (not 暂未查询到收益数据), which shows the values (§4.1, §8)', async () => {
    failPage(endpoints.catalogue.fundNetValues, {
      param: 'page',
      page: 1,
      failure: { code: '1111', msg: '查询失败' },
    })
    const pages = pagesAsked(endpoints.catalogue.fundNetValues, 'page')
    const user = userEvent.setup()
    await renderRoute(href(PATHS.historySeven, { fundCode: moneySeed().fund.fundCode }))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败')
    expect(failed).toHaveTextContent('查询失败')
    expect(failed).not.toHaveTextContent('请检查网络后重试')
    expect(screen.queryByText('暂未查询到收益数据')).toBeNull()
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('table', { name: '历史收益' })).toBeInTheDocument()
    expect(screen.queryByText('加载失败')).toBeNull()
    expect(pages).toEqual(['1', '1'])
  })

  it('a failed later page: the rows stay, 重新加载 at their end asks it once and appends it', async () => {
    const offsetParent = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.parentElement
    })
    onTestFinished(() => offsetParent.mockRestore())
    // Two full pages of the fund's values, then none: the list ends after page 3.
    server.use(
      http.get(`*${endpoints.catalogue.fundNetValues}`, ({ request }) => {
        if (Number(new URL(request.url).searchParams.get('page')) < 3) return undefined
        return HttpResponse.json({ code: '0000', data: { records: [], totalElements: 40 } })
      }),
    )
    failPage(endpoints.catalogue.fundNetValues, { param: 'page', page: 2 })
    const pages = pagesAsked(endpoints.catalogue.fundNetValues, 'page')
    const user = userEvent.setup()
    await renderRoute(href(PATHS.historyNetWorth, { fundCode: openSeed().fund.fundCode }))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('加载失败，请检查网络后重试')
    const table = screen.getByRole('table', { name: '历史净值' })
    expect(within(table).getAllByRole('row')).toHaveLength(21)
    expect(screen.queryByText('—— 没有更多了 ——')).toBeNull()
    expect(pages).toEqual(['1', '2'])
    await user.click(within(failed).getByRole('button', { name: '重新加载' }))
    expect(await screen.findByText('—— 没有更多了 ——')).toBeInTheDocument()
    expect(within(table).getAllByRole('row')).toHaveLength(41)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(pages).toEqual(['1', '2', '2', '3'])
  })
})
