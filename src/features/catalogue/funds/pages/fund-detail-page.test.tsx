import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { href, PATHS, type AppPath } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { db } from '@mocks/db'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { server } from '@mocks/node'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { quietCanvas } from '../../chart/test-utils'
import { onRequest } from '@tests/record-requests'

quietCanvas()
afterEach(() => {
  Dialog.clear()
  vi.restoreAllMocks()
})

const seeds = () => db.catalogue.funds.map((s) => s.fund)
const openFund = () => seeds().find((f) => f.fundType === 4 && f.fundStatus === 1)!
const moneyFund = () => seeds().find((f) => f.fundType === 0 && f.fundStatus === 1)!
const detailPath = (f: { fundCode: string; fundType: number }, path: AppPath = PATHS.fundDetailOpen) =>
  href(path, { fundCode: f.fundCode, fundType: f.fundType })

const tap = () => userEvent.setup({ pointerEventsCheck: 0 })
const buy = (user: ReturnType<typeof tap>) => user.click(screen.getByRole('button', { name: '立即购买' }))

const detailUnits = () => {
  const units: string[] = []
  onRequest(({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(endpoints.catalogue.fundDetail))
      units.push(url.searchParams.get('queryUnit') ?? '')
  })
  return units
}

describe('fund detail (catalogue §2.7)', () => {
  it('open fund: name, code, risk, 单位净值 / 累计净值 / 日涨幅 with the nav date, and open-fund links', async () => {
    const f = openFund()
    const { location } = await renderRoute(detailPath(f))
    const header = await screen.findByRole('region', { name: '产品概况' })
    expect(within(header).getByRole('heading', { name: f.shortName })).toBeInTheDocument()
    expect(within(header).getByText(f.fundCode)).toBeInTheDocument()
    for (const label of ['单位净值', '累计净值', '日涨幅'])
      expect(within(header).getByText(label)).toBeInTheDocument()
    expect(within(header).getAllByText(f.perNetvalue!).length).toBeGreaterThan(0)
    expect(within(header).getByText(/净值日期：\d{4}-\d{2}-\d{2}/)).toBeInTheDocument()
    expect(within(header).queryByText('七日年化')).toBeNull()
    await tap().click(screen.getByText('历史净值'))
    await waitFor(() => expect(location().pathname).toBe(PATHS.historyNetWorth))
  })

  it('money fund: 七日年化 / 万份收益 and the /historySeven link', async () => {
    const f = moneyFund()
    const { location } = await renderRoute(detailPath(f, PATHS.fundDetailCurrency))
    const header = await screen.findByRole('region', { name: '产品概况' })
    expect(within(header).getByText('七日年化')).toBeInTheDocument()
    expect(within(header).getByText('万份收益')).toBeInTheDocument()
    expect(within(header).queryByText('单位净值')).toBeNull()
    await tap().click(screen.getByText('历史收益'))
    await waitFor(() => expect(location().pathname).toBe(PATHS.historySeven))
  })

  it('links to 产品档案 and 产品说明书 with the fund code', async () => {
    const f = openFund()
    const { location } = await renderRoute(detailPath(f))
    await tap().click(await screen.findByText('产品档案'))
    await waitFor(() => expect(location().pathname).toBe(PATHS.fundDocument))
    expect(new URLSearchParams(location().search).get('fundCode')).toBe(f.fundCode)
  })

  it('asks for the chosen range with queryUnit 1/3/6/12 and keeps the page while it loads', async () => {
    const units = detailUnits()
    const user = tap()
    await renderRoute(detailPath(openFund()))
    await user.click(screen.getByRole('radio', { name: '近6月' }))
    await waitFor(() => expect(units.at(-1)).toBe('6'))
    expect(screen.getByRole('region', { name: '产品概况' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: '近1年' }))
    await waitFor(() => expect(units.at(-1)).toBe('12'))
    expect(units[0]).toBe('1')
    expect(screen.getByRole('radio', { name: '近1年' })).toHaveAttribute('aria-checked', 'true')
  })

  it('a failed range change keeps the page and its figures; the failure is toasted', async () => {
    const f = openFund()
    const units = detailUnits()
    const user = tap()
    await renderRoute(detailPath(f))
    expect(await screen.findByRole('region', { name: '产品概况' })).toBeInTheDocument()
    server.use(
      http.get(`*${endpoints.catalogue.fundDetail}`, () =>
        HttpResponse.json({ code: '1111', msg: '区间查询失败' }),
      ),
    )
    await user.click(screen.getByRole('radio', { name: '近6月' }))
    expect(await screen.findByText('区间查询失败')).toBeInTheDocument()
    expect(units.at(-1)).toBe('6')
    const header = screen.getByRole('region', { name: '产品概况' })
    expect(within(header).getByRole('heading', { name: f.shortName })).toBeInTheDocument()
    expect(within(header).getAllByText(f.perNetvalue!).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: '立即购买' })).toBeInTheDocument()
  })

  it('a detail-load failure shows an empty page with the message (§8)', async () => {
    server.use(
      http.get(`*${endpoints.catalogue.fundDetail}`, () =>
        HttpResponse.json({ code: '1111', msg: '产品不存在' }),
      ),
    )
    await renderRoute(detailPath(openFund()))
    expect((await screen.findAllByText('产品不存在')).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
    expect(screen.queryByRole('region', { name: '产品概况' })).toBeNull()
  })

  it('a fund not on sale cannot be bought', async () => {
    const f = seeds().find((s) => ![1, 7, 9].includes(s.fundStatus))!
    await renderRoute(detailPath(f))
    const button = await screen.findByRole('button', { name: f.reason || '暂不销售' })
    expect(button).toBeDisabled()
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
  })

  it('shows -- for missing figures and no chart data for a fund without net values', async () => {
    server.use(
      http.get(`*${endpoints.catalogue.fundDetail}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            ...openFund(),
            perNetvalue: null,
            totalNetvalue: '',
            hfIncomeRatio: null,
            navDate: null,
            productTrendDtos: null,
            productsNetValueDtos: null,
            pdfAttachments: null,
            fundArchivesInfo: null,
          },
        }),
      ),
    )
    await renderRoute(detailPath(openFund()))
    const header = await screen.findByRole('region', { name: '产品概况' })
    expect(within(header).getAllByText('--')).toHaveLength(3)
    expect(within(header).getByText('净值日期：--')).toBeInTheDocument()
  })
})

describe('fund chart figures (catalogue §9.2)', () => {
  // A 0.20 dividend on 2026-01-04: 单位净值 drops, 累计净值 does not. Served newest first.
  const TREND = [
    { issDate: '20260105', nav: '1.0250', totnav: '1.2250', yieid: '2.08' },
    { issDate: '20260104', nav: '1.0200', totnav: '1.2200', yieid: '1.67' },
    { issDate: '20260103', nav: '1.2200', totnav: '1.2200', yieid: '1.67' },
    { issDate: '20260102', nav: '1.2000', totnav: '1.2000', yieid: '0.00' },
  ]
  const metric = (label: string) => screen.getByText(label).nextSibling

  it('range return and max drawdown are worked out on 累计净值, oldest first, whichever line is shown', async () => {
    server.use(
      http.get(`*${endpoints.catalogue.fundDetail}`, () =>
        HttpResponse.json({ code: '0000', data: { ...openFund(), productTrendDtos: TREND } }),
      ),
    )
    await renderRoute(detailPath(openFund()))
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
    const toggle = screen.getByRole('group', { name: '图表指标' })
    expect(within(toggle).getByRole('button', { name: '单位净值' })).toHaveAttribute('aria-pressed', 'true')
    await tap().click(within(toggle).getByRole('button', { name: '累计净值' }))
    expect(within(toggle).getByRole('button', { name: '累计净值' })).toHaveAttribute('aria-pressed', 'true')
    expect(
      await screen.findByText(/^累计净值走势，2026-01-02至2026-01-05；期初1\.2000，期末1\.2250/),
    ).toBeInTheDocument()
    expect(metric('区间涨跌幅')).toHaveTextContent('+2.08%')
    expect(metric('最大回撤')).toHaveTextContent('0.00%')
  })
})

describe('buy button runs the trade gate (catalogue §4.7)', () => {
  const userInfo = (patch: Record<string, unknown>) =>
    server.use(
      http.post(`*${endpoints.identity.getUserInfo}`, () =>
        HttpResponse.json({
          code: '0000',
          data: {
            openStatus: '1',
            riskLevel: 'C3',
            riskEndDateExpired: '0',
            idEndDateExpired: '0',
            idNo: '110101198503071234',
            serveTime: '2026-11-20 10:00:00',
            ...patch,
          },
        }),
      ),
    )

  // The mock's direct-sales links are on its official domain: the app follows only its own.
  let officialDomain = ''
  beforeEach(() => {
    officialDomain = env().officialDomain
    env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host
  })
  afterEach(() => {
    env().officialDomain = officialDomain
  })

  /** The customer's direct-sales store, as the mock's app login by openid gives it, timestamped. */
  const storeAddress = () =>
    new RegExp(`^https://${env().officialDomain.replace(/\./g, '\\.')}/\\?t=\\d+#/home$`)

  it('not logged in goes to /login with the detail as jumpUrl', async () => {
    const f = openFund()
    const { location } = await renderRoute(detailPath(f), { signedIn: false })
    await buy(tap())
    await waitFor(() => expect(location().pathname).toBe(PATHS.login))
    expect(new URLSearchParams(location().search).get('jumpUrl')).toBe(detailPath(f))
  })

  it('an account not opened is asked to 快速开户', async () => {
    await renderRoute(detailPath(openFund()), { user: 'boundNotOpened' })
    await buy(tap())
    expect(await screen.findByText('您尚未完成开户，完成后才可进行交易~')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '快速开户' })).toBeInTheDocument()
  })

  it.each([
    [{ riskLevel: '' }, '依据国家监管规定，完成风险测评后才可交易~', '前去风险测评'],
    [
      { riskEndDateExpired: '1' },
      '您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~',
      '前去风险测评',
    ],
    [{ idEndDateExpired: '1' }, '您的身份证件已过期，依据国家监管规定，重新上传证件后才可交易~', '重新上传'],
  ])('blocks %o with its message and button', async (patch, message, button) => {
    userInfo(patch)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute(detailPath(openFund()))
    await buy(tap())
    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: button }).length).toBeGreaterThan(0)
    expect(assign).not.toHaveBeenCalled()
  })

  it('over 60 sees the elderly warning and proceeds to the direct-sales purchase with 继续操作', async () => {
    userInfo({ idNo: '110101196001011234' })
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    const user = tap()
    await renderRoute(detailPath(openFund()))
    await buy(user)
    expect(await screen.findByText('超60岁客户购买基金时的风险提示')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '继续操作' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
  })

  it('an opened WeChat customer with no address held proceeds straight to their direct-sales store', async () => {
    expect(session.get('openZxUrl')).toBeNull()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute(detailPath(openFund()), { user: 'opened' })
    // Dialogs of earlier tests may still be closing: only a dialog that was not there before counts.
    const before = new Set(screen.queryAllByRole('dialog'))
    await buy(tap())
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
    expect(screen.queryAllByRole('dialog').filter((d) => !before.has(d))).toEqual([])
    expect(screen.queryByText('暂未获取到办理地址，请前往App办理')).toBeNull()
  })

  it.each([
    [
      'a numeric riskLevel and numeric flags',
      { openStatus: 1, riskLevel: 3, riskEndDateExpired: 0, idEndDateExpired: 0 },
    ],
    ['riskLevel as text with spaces', { riskLevel: ' C3 ' }],
  ])('%s does not block trading', async (_name, patch) => {
    userInfo(patch)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute(detailPath(openFund()), { user: 'opened' })
    await buy(tap())
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('依据国家监管规定，完成风险测评后才可交易~')).toBeNull()
  })

  it('in a plain browser the detail opens, and buying says to continue in WeChat or the app', async () => {
    const f = openFund()
    const { location } = await renderRoute(detailPath(f), { channel: 'h5', signedIn: false })
    expect(screen.queryByText('请使用微信打开页面')).toBeNull()
    await buy(tap())
    expect(
      await screen.findByText('购买需在微信或App中进行，请复制本页链接，在微信或App中打开后购买'),
    ).toBeInTheDocument()
    expect(location().pathname).toBe(PATHS.fundDetailOpen)
  })

  it('proceeding when the app login gives no direct-sales address toasts instead of navigating', async () => {
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '0000', data: { appClientNo: 'AC1', isAppBinding: '1', openZxUrl: '' } }),
      ),
    )
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
    await renderRoute(detailPath(openFund()), { user: 'opened' })
    await buy(tap())
    expect(await screen.findByText('暂未获取到办理地址，请前往App办理')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })
})

describe('fund detail field payloads from the real backend', () => {
  const answerFund = (data: unknown) =>
    server.use(
      http.get(`*${endpoints.catalogue.fundDetail}`, () => HttpResponse.json({ code: '0000', data })),
    )

  it('a money fund sent with codes as numbers/strings, null lists and items renders as a money fund', async () => {
    answerFund({
      fundCode: '001301',
      fundName: '添利宝货币市场基金A',
      shortName: '添利宝货币A',
      fundType: '0',
      fundStatus: '1',
      incomeRatio: 0.018, // the seven-day yield, a fraction (§9.2)
      hfIncomeRatio: '0.5',
      navDate: 20261120,
      startAmount: '0.01',
      tags: null,
      pdfAttachments: {},
      productsNetValueDtos: [null, { issDate: 20261120, incomeUnit: 0.5, yieid: '0.018' }],
      productTrendDtos: null,
      fundArchivesInfo: null,
    })
    await renderRoute(href(PATHS.fundDetailCurrency, { fundCode: '001301', fundType: 0 }))
    const header = await screen.findByRole('region', { name: '产品概况' })
    expect(within(header).getByTestId('lead-figure')).toHaveTextContent('1.8000%')
    expect(within(header).getByText('0.5000')).toBeInTheDocument()
    expect(within(header).getByText('收益日期：2026-11-20')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '立即购买' })).toBeEnabled()
    expectNoRawValues()
  })

  it.each([
    ['{}', {}],
    ['null', null],
  ])('data %s shows one clear message, not an empty fund', async (_name, data) => {
    answerFund(data)
    await renderRoute(href(PATHS.fundDetailOpen, { fundCode: '000001', fundType: 4 }))
    expect(await screen.findByText('产品信息加载失败')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: '产品概况' })).toBeNull()
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull()
  })

  it('an archive sent as {} shows 暂无产品档案信息', async () => {
    answerFund({ fundCode: '000001', fundName: '某基金', fundArchivesInfo: {} })
    await renderRoute(href(PATHS.fundDocument, { fundCode: '000001' }))
    expect(await screen.findByText('暂无产品档案信息')).toBeInTheDocument()
  })
})
