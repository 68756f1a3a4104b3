import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { CHANNEL_ONLY_PROD_CODE } from '@mocks/db/catalogue-market'
import { endpoints } from '@/api/endpoints'
import { toYmd8 } from '@/shared/lib/dates'
import { href, PATHS, type AppPath } from '@/shared/lib/paths'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { quietCanvas } from '../../chart/test-utils'
import { NAV_HIDDEN_PROD_CODES } from '../rules'
import { captureRequests, onRequest } from '@tests/record-requests'

quietCanvas()

const NET_VALUE = '9K210049' // type 2, 7-day interval, benchmark history
const PERIODIC = '9K210137' // type 3, periodic open (respProductType 2) with a last cycle
const MONEY = '9K210215' // type 4
const RAISE_ENDED = '9K210002' // type 1, subsEndDays -2, benchmark history
const RAISE_TODAY = '9K210001' // type 1, subsEndDays 0, no benchmark
const RAISE_OPEN = '9K210020' // type 1, 12 days left, no benchmark

const C = endpoints.catalogue
const tap = userEvent.setup({ pointerEventsCheck: 0 })
const productType = (code: string) => db.catalogue.products.find((p) => p.prodCode === code)!.productType
const open = (code: string, path: AppPath = PATHS.productMarketDetail) =>
  renderRoute(href(path, { fundCode: code, productType: productType(code) }))

let navCalls: URLSearchParams[] = []
beforeEach(() => {
  navCalls = captureRequests(C.marketNav)
})
afterEach(() => {
  NAV_HIDDEN_PROD_CODES.clear()
})

/** Counts the calls to `path`, answering each with `text` as the data. */
function serveText(path: string, text: string): URL[] {
  const calls: URL[] = []
  server.use(
    http.get(`*${path}`, ({ request }) => {
      calls.push(new URL(request.url))
      return HttpResponse.json({ code: '0000', data: text })
    }),
  )
  return calls
}

const tabNames = () => screen.queryAllByRole('tab').map((t) => t.textContent)
const selectedTab = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent
const chip = (name: string) => screen.getByRole('button', { name })
/** A detail answer in wire form, built from the seeded list record. */
const detailOf = (code: string): Record<string, unknown> => {
  const p = db.catalogue.products.find((x) => x.prodCode === code)!
  return {
    ...p,
    registCode: p.registerCode,
    productType: 2,
    subsEndDays: null,
    distributorInfoList: [{ distributorName: '兴业银行', distributorCode: 'D01' }],
    hisPerformanceList: [],
    hisDatumTab: null,
    intervalYearIncomeDesc: '',
    intervalIncomeDesc: '',
    openYearIncomeRate: null,
    openIntervalDays: null,
    opencycleYearIncomeRate: null,
    opencycleBeginDate: null,
    opencycleEndDate: null,
    firstNavDate: null,
    lastNavDate: null,
    preOpenNavDate: null,
    rateNavDate: null,
  }
}
const answerDetail = (detail: unknown) =>
  server.use(
    http.get(`*${C.marketDetail}`, () => HttpResponse.json({ code: '0000', msg: 'ok', data: detail })),
  )

describe('market detail header (catalogue §2.6, §9.1)', () => {
  it('net value: short name, code, 公募, type and risk labels, unit/cumulative nav, annualised titles', async () => {
    await open(NET_VALUE)
    const p = db.catalogue.products.find((x) => x.prodCode === NET_VALUE)!
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(p.prodNameShort)
    expect(within(header).getByText(NET_VALUE)).toBeInTheDocument()
    expect(within(header).getByText('公募')).toBeInTheDocument()
    expect(within(header).getByText(p.respProductTypeStr)).toBeInTheDocument()
    expect(within(header).getByText(p.riskLevelStr)).toBeInTheDocument()
    expect(within(header).getByText('单位净值')).toBeInTheDocument()
    expect(within(header).getByText('累计净值')).toBeInTheDocument()
    expect(within(header).getByText('近一周年化收益率')).toBeInTheDocument()
    expect(within(header).getByText('自成立以来年化收益率')).toBeInTheDocument()
    expect(within(header).queryByText('上一个开放周期年化收益率')).toBeNull()
    expect(within(header).queryByText('七日年化收益率')).toBeNull()
  })

  it('an interval the spec has no title for is not shown under an invented one', async () => {
    answerDetail({ ...detailOf(NET_VALUE), openIntervalDays: 14, openYearIncomeRate: '3.456' })
    await open(NET_VALUE)
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).queryByText(/近14天/)).toBeNull()
    expect(within(header).queryByText('3.46%')).toBeNull()
    expect(within(header).getByText('自成立以来年化收益率')).toBeInTheDocument()
  })

  it('periodic open (respProductType 2) also shows 上一个开放周期', async () => {
    await open(PERIODIC)
    expect(screen.getByText('上一个开放周期年化收益率')).toBeInTheDocument()
  })

  it('money-market: 七日年化收益率 and 万份收益, zero normalised', async () => {
    const detail = {
      ...detailOf(MONEY),
      productType: 4,
      sevenDaysIncomeRate: '0',
      outTenThousandIncomeAmt: '0.00',
    }
    answerDetail(detail)
    await open(MONEY)
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getByText('0.0000%')).toBeInTheDocument()
    expect(within(header).getByText('0.0000')).toBeInTheDocument()
    expect(within(header).getByText('万份收益(元)')).toBeInTheDocument()
    expect(within(header).queryByText('单位净值')).toBeNull()
  })

  it('missing fields show --', async () => {
    answerDetail({
      ...detailOf(NET_VALUE),
      nav: null,
      totalNav: '',
      navDate: null,
      registCode: '',
      riskLevelStr: '',
      benchmarks: null,
    })
    await open(NET_VALUE)
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getAllByText('--').length).toBeGreaterThanOrEqual(2)
    const info = screen.getByRole('region', { name: '基本信息' })
    expect(within(info).getByText('登记编码').nextSibling).toHaveTextContent('--')
    expect(within(info).getByText('业绩比较基准').nextSibling).toHaveTextContent('--')
  })
})

describe('tabs and fundraising texts (catalogue §4.5)', () => {
  it('net value: 历史净值, 历史业绩, 销售机构, 历史业绩比较基准, nav first', async () => {
    await open(NET_VALUE)
    expect(tabNames()).toEqual(['历史净值', '历史业绩', '销售机构', '历史业绩比较基准'])
    expect(selectedTab()).toBe('历史净值')
  })

  it('fundraising with benchmark history: only 销售机构 and 历史业绩比较基准, channel selected; 募集结束', async () => {
    await open(RAISE_ENDED)
    expect(tabNames()).toEqual(['销售机构', '历史业绩比较基准'])
    expect(selectedTab()).toBe('销售机构')
    expect(screen.getByText('募集结束')).toBeInTheDocument()
    expect(screen.queryByText('历史净值')).toBeNull()
    expect(navCalls).toHaveLength(0)
  })

  it('fundraising ending today: 今日募集结束; no benchmark → no tab bar, just the channel list', async () => {
    await open(RAISE_TODAY)
    expect(screen.getByText('今日募集结束')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('list', { name: '销售机构' })).toBeInTheDocument()
  })

  it('fundraising with days left shows the count', async () => {
    await open(RAISE_OPEN)
    expect(screen.getByText('距募集结束还剩', { exact: false })).toHaveTextContent('距募集结束还剩12天')
  })

  it('nothing but channels: tabs hidden, channel list shown', async () => {
    answerDetail({ ...detailOf(NET_VALUE), nav: null, totalNav: null, navDate: null })
    await open(NET_VALUE)
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByRole('list', { name: '销售机构' })).toHaveTextContent('兴业银行')
  })

  it('benchmark history lists dates as YYYY.MM.DD', async () => {
    await open(RAISE_ENDED)
    await tap.click(screen.getByRole('tab', { name: '历史业绩比较基准' }))
    const first = db.catalogue.facts.get(RAISE_ENDED)!.hisDatumList[0]
    const start = `${first.startDate.slice(0, 4)}.${first.startDate.slice(4, 6)}.${first.startDate.slice(6, 8)}`
    expect(screen.getAllByText(new RegExp(`^${start.replace(/\./g, '\\.')}-`)).length).toBeGreaterThan(0)
  })

  it('the hard-coded product shows -- and no nav chart or list', async () => {
    NAV_HIDDEN_PROD_CODES.add(NET_VALUE)
    await open(NET_VALUE)
    expect(tabNames()).not.toContain('历史净值')
    expect(screen.queryByRole('button', { name: '查看数据' })).toBeNull()
    expect(
      within(screen.getByRole('region', { name: '产品概况' })).getAllByText('--').length,
    ).toBeGreaterThanOrEqual(3)
    expect(navCalls).toHaveLength(0)
  })
})

describe('data card tabs (a light tab bar instead of antd-mobile Tabs)', () => {
  it('each tab names its panel; a section shown once keeps its range when the customer comes back to it', async () => {
    await open(NET_VALUE)
    await waitFor(() => expect(navCalls).toHaveLength(1))
    const navTab = screen.getByRole('tab', { name: '历史净值' })
    const navPanel = screen.getByRole('tabpanel', { name: '历史净值' })
    expect(navTab).toHaveAttribute('aria-controls', navPanel.id)
    // Sections are drawn on their first opening, not before.
    expect(screen.queryByRole('tabpanel', { name: '历史业绩' })).toBeNull()

    await tap.click(chip('近3月'))
    await waitFor(() => expect(navCalls).toHaveLength(2))
    await tap.click(screen.getByRole('tab', { name: '历史业绩' }))
    expect(selectedTab()).toBe('历史业绩')
    expect(navPanel).not.toBeVisible()
    expect(screen.getByRole('tabpanel', { name: '历史业绩' })).toBeVisible()

    await tap.click(navTab)
    expect(selectedTab()).toBe('历史净值')
    expect(navPanel).toBeVisible()
    expect(chip('近3月')).toHaveAttribute('aria-pressed', 'true')
    // Nothing asked again: the section was kept, not rebuilt.
    expect(navCalls).toHaveLength(2)
  })
})

describe('nav history (catalogue §4.5, §5)', () => {
  it('range chips reload with queryUnit 1-5 and show the nav table', async () => {
    await open(NET_VALUE)
    await waitFor(() => expect(navCalls).toHaveLength(1))
    expect(navCalls[0].get('queryUnit')).toBe('1')
    expect(chip('近1月')).toHaveAttribute('aria-pressed', 'true')
    expect(await screen.findByRole('table', { name: '历史净值' })).toBeInTheDocument()
    for (const [label, unit] of [
      ['近3月', '2'],
      ['近6月', '3'],
      ['近1年', '4'],
      ['近3年', '5'],
    ] as const) {
      await tap.click(chip(label))
      await waitFor(() => expect(navCalls.at(-1)!.get('queryUnit')).toBe(unit))
      expect(chip(label)).toHaveAttribute('aria-pressed', 'true')
      expect(chip('近1月')).toHaveAttribute('aria-pressed', 'false')
    }
  })

  it('custom dates: the three messages, then YYYYMMDD and the chips deselected', async () => {
    await open(NET_VALUE)
    await waitFor(() => expect(navCalls).toHaveLength(1))
    await tap.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('请选择开始和结束日期')).toBeInTheDocument()

    await tap.click(screen.getByRole('button', { name: '结束日期' }))
    await tap.click(await screen.findByText('确定'))
    await tap.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('请选择开始日期')).toBeInTheDocument()
    expect(navCalls).toHaveLength(1)

    await tap.click(screen.getByRole('button', { name: '开始日期' }))
    const confirms = await screen.findAllByText('确定')
    await tap.click(confirms.at(-1)!)
    await tap.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(navCalls).toHaveLength(2))
    const today = toYmd8(new Date())
    expect(navCalls[1].get('startDate')).toBe(today)
    expect(navCalls[1].get('endDate')).toBe(today)
    expect(navCalls[1].get('queryUnit')).toBeNull()
    for (const label of ['近1月', '近3月', '近6月', '近1年', '近3年'])
      expect(chip(label)).toHaveAttribute('aria-pressed', 'false')

    // A chip clears the custom dates and reloads by queryUnit.
    await tap.click(chip('近6月'))
    await waitFor(() => expect(navCalls.at(-1)!.get('queryUnit')).toBe('3'))
    expect(screen.getByRole('button', { name: '开始日期' })).toHaveTextContent('开始日期')
  })

  it('start without end: 请选择结束日期', async () => {
    await open(NET_VALUE)
    await tap.click(screen.getByRole('button', { name: '开始日期' }))
    await tap.click(await screen.findByText('确定'))
    await tap.click(screen.getByRole('button', { name: '查询' }))
    expect(await screen.findByText('请选择结束日期')).toBeInTheDocument()
  })

  it('chart toggles 单位净值 / 累计净值 and 查看数据 shows the points', async () => {
    await open(NET_VALUE)
    expect(await screen.findByText(/^单位净值走势/)).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '累计净值' }))
    expect(screen.getByRole('button', { name: '累计净值' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText(/^累计净值走势/)).toBeInTheDocument()
    await tap.click(await screen.findByRole('button', { name: '查看数据' }))
    expect(
      within(screen.getByRole('table', { name: '累计净值数据' })).getByRole('columnheader', {
        name: '累计净值',
      }),
    ).toBeInTheDocument()
  })

  it('money-market toggles 七日年化收益率 / 万份收益; performance has no 区间收益率', async () => {
    await open(MONEY)
    expect(await screen.findByText(/^七日年化收益率走势/)).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '万份收益' }))
    expect(screen.getByText(/^万份收益走势/)).toBeInTheDocument()
    expect(screen.queryByText('最大回撤')).toBeNull()
    await tap.click(screen.getByRole('tab', { name: '历史业绩' }))
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toContain('区间年化收益率')
    expect(headers).not.toContain('区间收益率')
  })

  it('net value performance table has all three columns', async () => {
    await open(NET_VALUE)
    await tap.click(screen.getByRole('tab', { name: '历史业绩' }))
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(expect.arrayContaining(['时间区间', '区间年化收益率', '区间收益率']))
  })
})

describe('overlay, errors and popups (catalogue §2.6, §8)', () => {
  it('code 9998 shows 请在购买渠道查看详情 and no detail, without a toast', async () => {
    await renderRoute(href(PATHS.productMarketDetail, { fundCode: CHANNEL_ONLY_PROD_CODE, productType: 2 }))
    expect(await screen.findByRole('alertdialog', { name: '请在购买渠道查看详情' })).toBeInTheDocument()
    expect(screen.getAllByText('请在购买渠道查看详情')).toHaveLength(1)
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('a failed detail toasts msg and offers a retry', async () => {
    server.use(
      http.get(`*${C.marketDetail}`, () => HttpResponse.json({ code: '1111', msg: '产品信息查询失败' }), {
        once: true,
      }),
    )
    await open(NET_VALUE)
    expect(await screen.findAllByText('产品信息查询失败')).not.toHaveLength(0)
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('region', { name: '产品概况' })).toBeInTheDocument()
  })

  it('the benchmark, tip and annualised-return popups each explain their own figure', async () => {
    const BASIS = '业绩比较基准参考存款利率测算。'
    const TIP = '净值每日公布，过往业绩不代表未来表现。'
    const ANNUALISED = '区间年化收益率=区间收益率÷区间天数×365。'
    answerDetail({
      ...detailOf(NET_VALUE),
      openIntervalDays: 7,
      openYearIncomeRate: '3.1',
      benchmarksBasisCal: BASIS,
      intervalYearIncomeDesc: ANNUALISED,
    })
    const tips = serveText(C.riskWarning, TIP)
    await open(NET_VALUE)
    // The basis also stands beside the benchmark on the page: each popup is read on its own.
    const read = async (button: string, text: string, title = button) => {
      await tap.click(screen.getAllByRole('button', { name: button })[0])
      const popup = await screen.findByRole('dialog', { name: title })
      expect(await within(popup).findByText(text)).toBeVisible()
      for (const other of [BASIS, TIP, ANNUALISED].filter((t) => t !== text))
        expect(within(popup).queryByText(other)).toBeNull()
      await tap.click(within(popup).getByRole('button', { name: '我知道了' }))
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull())
    }
    await read('业绩比较基准说明', BASIS)
    expect(tips).toHaveLength(0)
    await read('查看说明', TIP, '温馨提示')
    expect(tips).toHaveLength(1)
    await read('年化收益率说明', ANNUALISED)
    expect(tips).toHaveLength(1)
  })

  it('a popup without its text says 暂无说明', async () => {
    answerDetail({ ...detailOf(NET_VALUE), benchmarksBasisCal: '', intervalYearIncomeDesc: null })
    await open(NET_VALUE)
    await tap.click(screen.getAllByRole('button', { name: '业绩比较基准说明' })[0])
    expect(await screen.findByText('暂无说明')).toBeVisible()
  })

  it('the web variant behaves the same', async () => {
    await open(RAISE_ENDED, PATHS.productMarketDetailWeb)
    expect(tabNames()).toEqual(['销售机构', '历史业绩比较基准'])
    expect(screen.getByText('产品信息查询')).toBeInTheDocument()
  })
})

describe('field payloads from the real backend', () => {
  const expectNoRawText = () => expectNoRawValues()
  const BOUNDARY_TEXT = '页面出了点小问题，请稍后重试'

  it('null and {} for lists and the benchmark tab, numbers as text: the detail renders', async () => {
    answerDetail({
      ...detailOf(NET_VALUE),
      prodNameShort: 'null',
      productType: '2',
      raiseType: 0,
      navDecimalPlaces: '2',
      nav: 1.23456,
      totalNav: '1.3',
      navDate: 20261120,
      openIntervalDays: '7',
      openYearIncomeRate: 3.1,
      totalYearIncomeRate: null,
      minSubsP: '1000',
      hisPerformanceList: null,
      hisDatumTab: {},
      distributorInfoList: {},
    })
    // No navDecimalPlaces in the link: the detail's own '2' applies.
    await renderRoute(href(PATHS.productMarketDetail, { fundCode: NET_VALUE, productType: 2 }))
    const header = await screen.findByRole('region', { name: '产品概况' })
    const p = db.catalogue.products.find((x) => x.prodCode === NET_VALUE)!
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent(p.prodName)
    expect(within(header).getByText('公募')).toBeInTheDocument()
    expect(within(header).getByText('1.23')).toBeInTheDocument()
    expect(within(header).getByText('1.30')).toBeInTheDocument()
    expect(within(header).getByText('近一周年化收益率')).toBeInTheDocument()
    expect(within(header).getByText('3.10%')).toBeInTheDocument()
    expect(tabNames()).toEqual(['历史净值', '销售机构'])
    await tap.click(screen.getByRole('tab', { name: '销售机构' }))
    expect(await screen.findByText('暂无数据')).toBeInTheDocument()
    expect(screen.getByText('1000元')).toBeInTheDocument()
    expect(screen.queryByText(BOUNDARY_TEXT)).toBeNull()
    expectNoRawText()
  })

  it('null items in the performance and benchmark lists are skipped', async () => {
    answerDetail({
      ...detailOf(NET_VALUE),
      hisPerformanceList: [null, { name: '近1月', yield: 2.5, changeRange: '-0.2', startDate: 20261020 }],
      hisDatumTab: { hisDatumList: [null, { benchMark: '3.2%', startDate: 20250101, endDate: null }] },
    })
    await open(NET_VALUE)
    expect(tabNames()).toEqual(['历史净值', '历史业绩', '销售机构', '历史业绩比较基准'])
    await tap.click(screen.getByRole('tab', { name: '历史业绩' }))
    expect(await screen.findByText('2.50%')).toBeInTheDocument()
    expect(screen.getByText('-0.20%')).toBeInTheDocument()
    await tap.click(screen.getByRole('tab', { name: '历史业绩比较基准' }))
    expect(await screen.findByText('2025.01.01-至今')).toBeInTheDocument()
    expect(screen.queryByText(BOUNDARY_TEXT)).toBeNull()
    expectNoRawText()
  })

  it.each([
    ['null', null],
    ['{}', {}],
    ['a product without code or name', { prodCode: null, prodName: 'null', nav: '1.0' }],
  ])('data %s shows one clear message, not the error view', async (_name, data) => {
    answerDetail(data)
    await open(NET_VALUE)
    expect(await screen.findByText('未查询到产品信息')).toBeInTheDocument()
    expect(screen.getAllByText('未查询到产品信息')).toHaveLength(1)
    expect(screen.queryByRole('region', { name: '产品概况' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText(BOUNDARY_TEXT)).toBeNull()
    expectNoRawText()
  })
})

describe('figures and chart rules (catalogue §5, §9.2)', () => {
  const answerNav = (pic: Record<string, unknown>[], list: Record<string, unknown>[] = pic) =>
    server.use(
      http.get(`*${C.marketNav}`, () =>
        HttpResponse.json({ code: '0000', data: { productNavList: list, productNavPic: pic } }),
      ),
    )
  const metric = (label: string) => screen.getByText(label).nextSibling

  it('money-market: the seven-day yield arrives as a fraction and shows ×100 with 4 decimals', async () => {
    answerDetail({ ...detailOf(MONEY), productType: 4, sevenDaysIncomeRate: '0.021234' })
    answerNav([
      { navDate: '20260105', sevenDaysIncomeRate: '0.021234', outTenThousandIncomeAmt: '0.5817' },
      { navDate: '20260104', sevenDaysIncomeRate: 0.0205, outTenThousandIncomeAmt: '0.5611' },
    ])
    await open(MONEY)
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getByText('2.1234%')).toBeInTheDocument()
    const history = await screen.findByRole('table', { name: '历史净值' }, { timeout: 8000 })
    expect(within(history).getByText('2.1234%')).toBeInTheDocument()
    expect(within(history).getByText('2.0500%')).toBeInTheDocument()
    await tap.click(await screen.findByRole('button', { name: '查看数据' }))
    const data = screen.getByRole('table', { name: '七日年化收益率数据' })
    expect(within(data).getByText('2.1234%')).toBeInTheDocument()
    expect(screen.getByText(/最高2\.1234%/)).toBeInTheDocument()
  })

  it('range return and max drawdown use 累计净值 whichever line is shown, and say so', async () => {
    // A 0.20 dividend on 2026-01-04: 单位净值 drops, 累计净值 does not. Served newest first.
    answerNav([
      { navDate: '20260105', nav: '1.0250', totalNav: '1.2250' },
      { navDate: '20260104', nav: '1.0200', totalNav: '1.2200' },
      { navDate: '20260103', nav: '1.2200', totalNav: '1.2200' },
      { navDate: '20260102', nav: '1.2000', totalNav: '1.2000' },
    ])
    await open(NET_VALUE)
    expect(
      await screen.findByText(
        /^单位净值走势，2026-01-02至2026-01-05；期初1\.2000，期末1\.0250/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument()
    expect(metric('区间涨跌幅')).toHaveTextContent('+2.08%')
    expect(metric('最大回撤')).toHaveTextContent('0.00%')
    expect(screen.getByText('区间涨跌幅、最大回撤按累计净值计算')).toBeVisible()
    await tap.click(screen.getByRole('button', { name: '累计净值' }))
    expect(
      await screen.findByText(
        /^累计净值走势，2026-01-02至2026-01-05；期初1\.2000，期末1\.2250/,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument()
    expect(metric('区间涨跌幅')).toHaveTextContent('+2.08%')
    expect(metric('最大回撤')).toHaveTextContent('0.00%')
  })

  it('chart values show 4 decimals whatever navDecimalPlaces; the history table follows it', async () => {
    answerNav([
      { navDate: '20260105', nav: '1.02345', totalNav: '1.12345' },
      { navDate: '20260102', nav: '1.01', totalNav: '1.11' },
    ])
    await renderRoute(
      href(PATHS.productMarketDetail, { fundCode: NET_VALUE, productType: 2, navDecimalPlaces: 2 }),
    )
    const history = await screen.findByRole('table', { name: '历史净值' }, { timeout: 8000 })
    expect(within(history).getByText('1.02')).toBeInTheDocument()
    await tap.click(await screen.findByRole('button', { name: '查看数据' }))
    const data = screen.getByRole('table', { name: '单位净值数据' })
    expect(within(data).getByText('1.0235')).toBeInTheDocument()
    expect(within(data).getByText('1.0100')).toBeInTheDocument()
  })

  it('the date picker shows 5 items of 42 px', async () => {
    const css = readFileSync(
      resolve(process.cwd(), 'src/features/catalogue/detail/components/detail.module.css'),
      'utf8',
    )
    await open(NET_VALUE)
    await tap.click(screen.getByRole('button', { name: '开始日期' }))
    await screen.findByText('选择开始日期')
    const picker = document.querySelector('.adm-picker') as HTMLElement
    expect(picker.className).toMatch(/picker/)
    expect(picker.style.getPropertyValue('--item-height')).toBe('42px')
    expect(picker.style.getPropertyValue('--picker-body-height')).toBe(`${5 * 42}px`)
    // antd-mobile fixes the picker at 300 px (about six rows of 42 px); the class sizes the body instead.
    expect(css).toMatch(
      /\.picker :global\(\.adm-picker-body\) \{\s*flex: none;\s*height: var\(--picker-body-height\);/,
    )
    expect(css).toMatch(/\.picker \{\s*height: auto;/)
  })
})

describe('历史净值 asked beside the detail', () => {
  it('asks the first net values before the detail answers, and asks them once', async () => {
    let navAsked: () => void = () => {}
    const asked = new Promise<void>((resolve) => (navAsked = resolve))
    onRequest(({ request }) => {
      if (new URL(request.url).pathname.endsWith(C.marketNav)) navAsked()
    })
    server.use(
      http.get(`*${C.marketDetail}`, async () => {
        // Answers only once the net values were asked: waiting for this answer first would never finish.
        await asked
        return undefined
      }),
    )
    await open(PERIODIC)
    expect(await screen.findByRole('region', { name: '产品概况' })).toBeInTheDocument()
    await waitFor(() => expect(selectedTab()).toBe('历史净值'))
    await screen.findByRole('table', undefined, { timeout: 5000 })
    expect(navCalls).toHaveLength(1)
    expect(navCalls[0].get('queryUnit')).toBe('1')
  })

  it('a failed early answer is shown by the panel without asking again; 重新加载 asks again', async () => {
    let navFailed: () => void = () => {}
    const failed = new Promise<void>((resolve) => (navFailed = resolve))
    server.use(
      http.get(
        `*${C.marketNav}`,
        () => {
          navFailed()
          return HttpResponse.json({ code: '1111', msg: '净值查询失败' })
        },
        { once: true },
      ),
      http.get(`*${C.marketDetail}`, async () => {
        // The detail (and so the panel) comes after the early answer has failed.
        await failed
        return undefined
      }),
    )
    await open(PERIODIC)
    expect(await screen.findByText('净值加载失败')).toBeInTheDocument()
    expect(navCalls).toHaveLength(1)
    await tap.click(screen.getByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('table', { name: '历史净值' })).toBeInTheDocument()
    expect(navCalls).toHaveLength(2)
  })

  it('募集期 products (no 历史净值 panel) do not ask for net values', async () => {
    await open(RAISE_OPEN)
    expect(await screen.findByRole('region', { name: '产品概况' })).toBeInTheDocument()
    expect(navCalls).toHaveLength(0)
  })
})
