import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { renderRoute, expectNoRawValues } from '@tests/render'
import { HOLDINGS_TEXT as T } from '../texts'
import { onRequest, recordRequests } from '@tests/record-requests'

const H = endpoints.holdings

async function openedAssets() {
  const utils = await renderRoute('/allChannelAssets', { user: 'opened' })
  await screen.findByTestId('assets-total')
  return utils
}

describe('/allChannelAssets access (marketing §4.1)', () => {
  it('an opened user sees totals with separators, the user name and the distributor cards', async () => {
    await openedAssets()
    expect(screen.getByTestId('assets-total').textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(screen.getByTestId('assets-user')).toHaveTextContent(db.users.opened.realName)
    expect(screen.getAllByRole('region').length).toBeGreaterThanOrEqual(3)
    expect(screen.getByRole('tab', { name: T.tabList })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByText(T.notBound)).toBeNull()
  })

  it.each(['unbound', 'boundNotRegistered', 'registeredNotAppBound'] as const)(
    '%s: not bound, bind now goes to /bindUserTip and no holdings are fetched',
    async (user) => {
      const sent = recordRequests()
      const { location } = await renderRoute('/allChannelAssets', { user })
      await screen.findByText(T.notBound)
      expect([...sent.to(H.refreshHold), ...sent.to(H.allAssets)]).toEqual([])
      await userEvent.click(screen.getByRole('button', { name: T.bindNow }))
      await waitFor(() => expect(location().pathname).toBe('/bindUserTip'))
    },
  )

  it('boundNotOpened: open now follows the store address of this customer’s app login, never one left in storage', async () => {
    const officialDomain = env().officialDomain
    env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host // the mock's links are on its official domain
    onTestFinished(() => {
      env().officialDomain = officialDomain
    })
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const openStatus: string[] = []
    onRequest(({ request }) => {
      const url = new URL(request.url)
      if (url.pathname.endsWith(endpoints.identity.getOpenStatus))
        openStatus.push(url.searchParams.get('user_id') ?? '')
    })
    session.set('openZxUrl', `${MOCK_OFFICIAL_ORIGIN}/#/someoneElse`)
    await renderRoute('/allChannelAssets', { user: 'boundNotOpened' })
    await screen.findByText(T.notOpened)
    // the open status is asked by the openid (docs/api-contract.md, "Which id a call takes")
    expect(openStatus).toEqual([db.users.boundNotOpened.openid])
    await userEvent.click(screen.getByRole('button', { name: T.openNow }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const url = new URL(assign.mock.calls[0][0] as string)
    expect([url.origin, url.hash]).toEqual([MOCK_OFFICIAL_ORIGIN, '#/home'])
    expect(url.searchParams.get('t')).toMatch(/^\d+$/)
    assign.mockRestore()
  })

  it('boundNotOpened without a safe open-store url toasts instead of leaving', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC4', isAppBinding: '1', openZxUrl: 'https://evil.example.com/open' },
        }),
      ),
    )
    session.set('openZxUrl', `https://${env().officialDomain}/#/someoneElse`)
    await renderRoute('/allChannelAssets', { user: 'boundNotOpened' })
    await userEvent.click(await screen.findByRole('button', { name: T.openNow }))
    expect(await screen.findByText(T.openFailed)).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
    assign.mockRestore()
  })

  it('openAccount 2 with isRegister 0 sends the open-now action to bind', async () => {
    db.users.boundNotOpened.isRegister = '0'
    const { location } = await renderRoute('/allChannelAssets', { user: 'boundNotOpened' })
    await userEvent.click(await screen.findByRole('button', { name: T.openNow }))
    await waitFor(() => expect(location().pathname).toBe('/bindUserTip'))
  })

  it('whitelisted: the refresh answers 9990, which is ignored, and the empty state shows', async () => {
    const { location } = await renderRoute('/allChannelAssets', { user: 'whitelisted' })
    expect(await screen.findByText(T.noHoldings)).toBeInTheDocument()
    expect(location().pathname).toBe('/allChannelAssets')
    expect(screen.queryByText('暂无持仓数据')).toBeNull() // the 9990 message is not toasted
  })

  it('a failed refresh goes to the fail page with data=1, without a toast', async () => {
    server.use(http.post(`*${H.refreshHold}`, () => HttpResponse.json({ code: '1111', msg: '刷新失败' })))
    const { location } = await renderRoute('/allChannelAssets', { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/allChannelAssetsFailTip'))
    expect(location().search).toBe('?data=1')
    expect(await screen.findByText(/系统繁忙/)).toBeInTheDocument()
    expect(screen.queryByText('刷新失败')).toBeNull()
  })

  it('a failed assets call also goes to the fail page', async () => {
    server.use(http.get(`*${H.allAssets}`, () => HttpResponse.error()))
    const { location } = await renderRoute('/allChannelAssets', { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/allChannelAssetsFailTip'))
  })
})

describe('/allChannelAssets display (marketing §2.7, §4.8, §5)', () => {
  it('the eye toggle masks amounts and the name, and the choice persists', async () => {
    const { unmount } = await openedAssets()
    const name = db.users.opened.realName
    await userEvent.click(screen.getByRole('button', { name: T.hide }))
    expect(screen.getByTestId('assets-total')).toHaveTextContent('******')
    expect(screen.getByTestId('assets-income')).toHaveTextContent('****')
    expect(screen.getByTestId('assets-user')).toHaveTextContent(`${name.slice(0, -1)}*`)
    expect(screen.queryByText(/\d,\d{3}\.\d{2}/)).toBeNull()
    expect(local.get('assetsHidden')).toBe('1')
    unmount()
    await openedAssets()
    expect(screen.getByTestId('assets-total')).toHaveTextContent('******')
    await userEvent.click(screen.getByRole('button', { name: T.show }))
    expect(screen.getByTestId('assets-total').textContent).toMatch(/\d\.\d{2}$/)
    expect(local.get('assetsHidden')).toBe('0')
  })

  it('a private fund toasts 请在App中查看 and stays; another row opens its fund detail', async () => {
    const { location } = await openedAssets()
    const summary = db.catalogue.holdings.get(db.users.opened.openid)!
    const privateRow = summary.records[0].list.find((p) => p.privateflag === '1')!
    const first = screen.getAllByRole('region')[0]
    await userEvent.click(within(first).getByText(privateRow.prodNameShort).closest('button')!)
    expect(await screen.findByText(T.privateFund)).toBeInTheDocument()
    expect(location().pathname).toBe('/allChannelAssets')
    const normal = summary.records[0].list.find((p) => p.privateflag === '0')!
    await userEvent.click(within(first).getByText(normal.prodNameShort).closest('button')!)
    const money = normal.respProductType === 3 || normal.respProductType === 5
    await waitFor(() => expect(location().pathname).toBe(money ? '/fundDetailCurrency' : '/fundDetailOpen'))
    expect(location().search).toBe(`?fundCode=${normal.prodCode}&fundType=${normal.fundType}`)
  })

  it('the pie tab shows the asset-type legend with proportions', async () => {
    await openedAssets()
    await userEvent.click(screen.getByRole('tab', { name: T.tabPie }))
    const table = await screen.findByRole('table', { name: T.pieCaption })
    const summary = db.catalogue.holdings.get(db.users.opened.openid)!
    const types = new Set(summary.records.flatMap((g) => g.list.map((p) => p.respProductType)))
    expect(within(table).getAllByRole('row')).toHaveLength(types.size + 1)
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells.filter((c) => /^\d+\.\d{2}%$/.test(c ?? ''))).toHaveLength(types.size)
    expect(screen.queryAllByRole('region', { name: summary.records[0].distributorName })).toHaveLength(0)
  })
})

describe('/allChannelAssetsFailTip (marketing §2.7, §8)', () => {
  it('data=1 shows the fixed fault text with the hotline', async () => {
    await renderRoute('/allChannelAssetsFailTip?data=1')
    expect(screen.getByRole('alert')).toHaveTextContent(T.failFixed)
    expect(within(screen.getByRole('alert')).getByRole('link', { name: '950950' })).toHaveAttribute(
      'href',
      'tel:950950',
    )
  })

  it.each([
    ['a message', encodeURIComponent('XSSMARK注入文本')],
    ['an encoded message', encodeURIComponent(encodeURIComponent('XSSMARK注入文本'))],
    ['a malformed message', '%25E4%25ZZ'],
  ])(
    'data=2 with %s in the link shows the fixed text, never the link’s (docs/features/holdings.md)',
    async (_, msg) => {
      await renderRoute(`/allChannelAssetsFailTip?data=2&errorMsg=${msg}`)
      expect(screen.getByRole('alert')).toHaveTextContent(T.failFixed)
      expect(document.body.textContent).not.toMatch(/XSSMARK|注入文本|%E4/)
    },
  )

  it('重新加载 puts holdings back in the tip’s place, which loads again', async () => {
    server.use(http.post(`*${H.refreshHold}`, () => HttpResponse.json({ code: '1111', msg: 'x' })))
    const { location } = await renderRoute('/allChannelAssets', { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/allChannelAssetsFailTip'))
    server.resetHandlers()
    await userEvent.click(await screen.findByRole('button', { name: T.retry }))
    await waitFor(() => expect(location().pathname).toBe('/allChannelAssets'))
    expect(await screen.findByTestId('assets-total')).toBeInTheDocument()
  })
})

describe('/assetsHold, /tradeHistory, /tradeDetail', () => {
  it('lists the holdings of one kind with their distributor', async () => {
    await renderRoute('/assetsHold?respProductType=3', { user: 'opened' })
    const summary = db.catalogue.holdings.get(db.users.opened.openid)!
    const expected = summary.records.flatMap((g) => g.list).filter((p) => p.respProductType === 3)
    if (expected.length === 0) expect(await screen.findByText(T.noHoldings)).toBeInTheDocument()
    else await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(expected.length))
    for (const p of expected) expect(screen.getAllByText(p.prodNameShort).length).toBeGreaterThan(0)
  })

  it('an unknown kind shows the empty state', async () => {
    await renderRoute('/assetsHold?respProductType=9', { user: 'opened' })
    expect(await screen.findByText(T.noHoldings)).toBeInTheDocument()
  })

  it('trade history lists records and opens the detail', async () => {
    const { location } = await renderRoute('/tradeHistory', { user: 'opened' })
    const rows = await screen.findAllByRole('listitem')
    expect(screen.queryByText(T.tradeEmpty)).toBeNull()
    await userEvent.click(within(rows[0]).getByRole('button'))
    await waitFor(() => expect(location().pathname).toBe('/tradeDetail'))
    expect(await screen.findByText('确认净值')).toBeInTheDocument()
    expect(screen.getByText('手续费(元)')).toBeInTheDocument()
  })

  it('an unknown trade shows the not-found state', async () => {
    await renderRoute('/tradeDetail?serialNo=nope', { user: 'opened' })
    expect(await screen.findByText(T.tradeDetailMissing)).toBeInTheDocument()
  })

  it('a user without trades sees the empty history', async () => {
    await renderRoute('/tradeHistory', { user: 'unbound' })
    expect(await screen.findByText(T.tradeEmpty)).toBeInTheDocument()
  })
})

describe('/allChannelAssets field payloads from the real backend', () => {
  // jsdom has no canvas: once its chunk is loaded the pie draws on a 2D context that does nothing.
  beforeEach(() => {
    const noop = () => {}
    const context = new Proxy(
      {},
      {
        get: (target, key) =>
          key in target ? target[key as never] : key === 'measureText' ? () => ({ width: 0 }) : noop,
      },
    )
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
  })
  afterEach(() => vi.restoreAllMocks())

  const expectNoRawText = () => expect(document.body.textContent).not.toMatch(/NaN|undefined|null|0000000/)

  const fieldAssets = {
    holdTotalAsset: null,
    lastTotalIncome: 2.675,
    username: '张三',
    records: [
      null,
      {
        distributorName: '兴业银行',
        holdTotalAsset: null,
        list: [
          null,
          {
            prodCode: 1301,
            prodNameShort: '添利宝A',
            respProductType: '3',
            fundType: '0',
            privateflag: 0,
            holdAsset: 0.1,
            sevenDaysIncomeRate: '1.8',
            tenThousandIncomeAmt: 0.5,
            accompany: {},
          },
          {
            prodCode: '000002',
            prodNameShort: '稳健债A',
            respProductType: 1,
            fundType: 5,
            privateflag: '0',
            holdAsset: '0.2',
            lastNav: 1.0234,
            navDecimalPlaces: '4',
            navDate: 20260105,
          },
        ],
      },
      { distributorName: '招商银行', holdTotalAsset: '2.675', list: {} },
    ],
  }

  it('amounts as numbers or strings and null groups and rows render, totals added up exactly', async () => {
    server.use(http.get(`*${H.allAssets}`, () => HttpResponse.json({ code: '0000', data: fieldAssets })))
    const { location } = await openedAssets()
    // 0.1 + 0.2 for 兴业银行 (no total sent), plus 2.675 for 招商银行: 2.975, shown half-up.
    expect(screen.getByTestId('assets-total')).toHaveTextContent('2.98')
    expect(screen.getByTestId('assets-income')).toHaveTextContent('2.68')
    const groups = screen.getAllByRole('region')
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['兴业银行', '招商银行'])
    expect(within(groups[0]).getByText('0.30')).toBeInTheDocument()
    expect(within(groups[1]).getByText('2.68')).toBeInTheDocument()
    expect(within(groups[0]).getByText('0.10')).toBeInTheDocument()
    expect(within(groups[0]).getByText('1.8000%')).toBeInTheDocument()
    expect(within(groups[0]).getByText('0.5000')).toBeInTheDocument()
    expect(within(groups[0]).getByText('1.0234')).toBeInTheDocument()
    expect(within(groups[0]).getByText('2026-01-05')).toBeInTheDocument()
    expectNoRawText()
    await userEvent.click(within(groups[0]).getByText('添利宝A').closest('button')!)
    await waitFor(() => expect(location().pathname).toBe('/fundDetailCurrency'))
    expect(location().search).toBe('?fundCode=1301&fundType=0')
  })

  it('pie shares without proportions get exact ones from their amounts; null items are skipped', async () => {
    server.use(
      http.get(`*${H.allAssets}`, () => HttpResponse.json({ code: '0000', data: fieldAssets })),
      http.get(`*${H.assetTypeShare}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            { respProductType: '3', holdAsset: 0.1, proportion: null, scale: null },
            { respProductType: 1, holdAsset: '0.2', proportion: 'null', scale: 'null' },
          ],
        }),
      ),
    )
    await openedAssets()
    await userEvent.click(screen.getByRole('tab', { name: T.tabPie }))
    const table = await screen.findByRole('table', { name: T.pieCaption })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['0.10', '33.33%'],
      ['0.20', '66.67%'],
    ])
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('现金管理')
    expectNoRawText()
  })

  it.each([
    ['an object', {}],
    ['null', null],
    ['a text', 'x'],
  ])('pie shares sent as %s show the empty pie', async (_name, data) => {
    server.use(http.get(`*${H.assetTypeShare}`, () => HttpResponse.json({ code: '0000', data })))
    await openedAssets()
    await userEvent.click(screen.getByRole('tab', { name: T.tabPie }))
    expect(await screen.findByText(T.pieEmpty)).toBeInTheDocument()
    expect(screen.queryByText('页面出了点小问题，请稍后重试')).toBeNull()
  })

  it('records sent as an object show the empty holdings, not an error', async () => {
    server.use(
      http.get(`*${H.allAssets}`, () =>
        HttpResponse.json({ code: '0000', data: { holdTotalAsset: '0.00', username: 123, records: {} } }),
      ),
    )
    await openedAssets()
    expect(await screen.findByText(T.noHoldings)).toBeInTheDocument()
    expect(screen.getByTestId('assets-user')).toHaveTextContent('123')
    expect(screen.getByTestId('assets-total')).toHaveTextContent('0.00')
  })
})

describe('/tradeHistory and /tradeDetail field payloads', () => {
  const C = endpoints.catalogue

  it('null items, numeric codes and "null" texts: the history lists only real trades with clean texts', async () => {
    server.use(
      http.get(`*${C.tradingRecord}`, () =>
        HttpResponse.json({
          code: '0000',
          data: [
            null,
            {
              serialNo: 20260105001,
              prodCode: 9527,
              prodName: null,
              appDate: 20260105,
              busiCode: 122,
              busiName: 'null',
              cfmAmt: 1000.5,
              cfmStatusStr: 'null',
            },
          ],
        }),
      ),
    )
    const { location } = await renderRoute('/tradeHistory', { user: 'opened' })
    const rows = await screen.findAllByRole('listitem')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toHaveTextContent('申购 · 9527')
    expect(rows[0]).toHaveTextContent('2026-01-05')
    expect(rows[0]).toHaveTextContent('1,000.50')
    expectNoRawValues()
    await userEvent.click(within(rows[0]).getByRole('button'))
    await waitFor(() => expect(location().search).toBe('?serialNo=20260105001'))
  })

  it('a trade list sent as an object is an empty history', async () => {
    server.use(http.get(`*${C.tradingRecord}`, () => HttpResponse.json({ code: '0000', data: {} })))
    await renderRoute('/tradeHistory', { user: 'opened' })
    expect(await screen.findByText(T.tradeEmpty)).toBeInTheDocument()
  })

  it.each([
    ['{}', {}],
    ['null', null],
  ])('a trade detail of %s shows the not-found message', async (_name, data) => {
    server.use(http.get(`*${C.transDetail}`, () => HttpResponse.json({ code: '0000', data })))
    await renderRoute('/tradeDetail?serialNo=T1', { user: 'opened' })
    expect(await screen.findByText(T.tradeDetailMissing)).toBeInTheDocument()
    expect(screen.queryByText('确认净值')).toBeNull()
  })
})
