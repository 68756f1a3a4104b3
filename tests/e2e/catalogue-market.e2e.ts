import type { Page } from '@playwright/test'
import { MARKET_LOAD, marketLoadPage } from '../../mocks/market-load.mjs'
import { channel, collectErrors, describeEachData, expect, ON, test } from './browser'

/** catalogue §2.2-§2.5: the product market list in Chromium at 375 px. */

const LIST_PATH = '/cms.product/api/custom/productInfo/fundList'
const DETAIL_PATH = '/cms.product/api/custom/productInfo/getTAProductDetail'

/** Rows the table reports (aria-rowcount minus the header). */
const rowCount = (page: Page) =>
  page.evaluate(
    () => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1,
  )

async function waitRows(page: Page, min = 1) {
  await page.waitForFunction(
    (n) => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1 >= n,
    min,
    { timeout: 15_000 },
  )
}

/** Resolves with the query of the next list request matching `pred`. */
function nextListRequest(page: Page, pred: (q: URLSearchParams) => boolean = () => true) {
  return page
    .waitForRequest((req) => {
      const url = new URL(req.url())
      return url.pathname === LIST_PATH && pred(url.searchParams)
    })
    .then((req) => new URL(req.url()).searchParams)
}

describeEachData('product market', ON.wechatAndApp, () => {
  test('browse → filter → sort → search → open a detail → back', async ({ page }) => {
    const errors = collectErrors(page)

    // Browse: the first route, page 1 of 募集期 for 个人理财.
    const first = nextListRequest(page)
    await page.goto('/#/productMarket')
    expect(Object.fromEntries(await first)).toMatchObject({
      pageNum: '1',
      productType: '1',
      prodSaleCustom: '0',
    })
    await waitRows(page)
    // The app opens its one-time introduction over the list (catalogue §2.2), closed by 查看全部.
    if (channel() === 'app')
      await page
        .getByRole('dialog', { name: '产品信息查询' })
        .getByRole('button', { name: '查看全部' })
        .click()
    const daily = nextListRequest(page, (q) => q.get('productType') === '2')
    await page.getByRole('tab', { name: '每日购' }).click()
    await daily
    await waitRows(page, 20)

    // Horizontal scroll: header and body move together, the name column stays.
    // Scrolled again on every try: until the rows are drawn the body is not wider than the screen (its
    // scrollLeft stays 0), and the header follows in the body's scroll handler.
    const moved = await page
      .waitForFunction(
        () => {
          const [head, body] = [...document.querySelectorAll<HTMLElement>('[role="table"] > div')]
          if (body.scrollLeft !== 200) {
            body.scrollLeft = 200
            body.dispatchEvent(new Event('scroll'))
          }
          if (body.scrollLeft === 0 || head.scrollLeft !== body.scrollLeft) return false
          const name = document
            .querySelector('[role="table"] [role="rowheader"]')!
            .getBoundingClientRect().left
          return { head: head.scrollLeft, body: body.scrollLeft, name }
        },
        undefined,
        { timeout: 5000 },
      )
      .then((handle) => handle.jsonValue() as Promise<{ head: number; body: number; name: number }>)
    expect(moved.head).toBe(moved.body)
    expect(moved.body).toBeGreaterThan(0)
    expect(moved.name).toBe(0)

    // Filter: PR2 in the advanced-query panel.
    await page.getByRole('button', { name: /高级查询/ }).click()
    const panel = page.getByRole('dialog', { name: '高级查询' })
    await panel.getByRole('button', { name: 'PR2中低风险' }).click()
    const filtered = nextListRequest(page, (q) => q.get('riskLevel') === '2')
    await panel.getByRole('button', { name: '确定' }).click()
    expect((await filtered).get('pageNum')).toBe('1')
    await waitRows(page)

    // Sort: 单位净值 descending.
    const sorted = nextListRequest(page, (q) => q.get('navSort') === '0')
    await page
      .getByRole('columnheader', { name: /单位净值/ })
      .getByRole('button')
      .click()
    expect((await sorted).get('riskLevel')).toBe('2')
    await expect(page.getByRole('columnheader', { name: /单位净值/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )

    // Search: pick a suggestion; the list shows only that product, from its detail (the list call has no
    // product parameter, catalogue §7).
    await page.getByRole('button', { name: /输入产品名称\/代码/ }).click()
    await page.getByPlaceholder('输入产品名称/代码').fill('日日盈')
    const results = page.getByRole('list', { name: '搜索结果' })
    await expect(results.locator('mark').first()).toHaveText('日日盈')
    const only = page
      .waitForRequest((req) => new URL(req.url()).pathname === DETAIL_PATH)
      .then((req) => new URL(req.url()).searchParams)
    await results.getByRole('button').first().click()
    const code = (await only).get('prodCode')!
    await page.waitForFunction(
      () => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') === '2',
      undefined,
      { timeout: 10_000 },
    )

    // Open the detail (private placements toast instead).
    const tabsBefore = await page.getByRole('tab', { selected: true }).allTextContents()
    const row = page.locator('[role="row"][aria-rowindex="2"]')
    const isPrivate = (await row.textContent())?.includes('私募')
    await row.getByRole('rowheader').click()
    if (isPrivate) {
      await page.getByText('请在购买渠道查看详情').waitFor()
    } else {
      await expect(page).toHaveURL(/#\/productMarketDetail\?/)
      expect(page.url()).toContain(`fundCode=${code}`)
      expect(page.url()).toContain('navDecimalPlaces=')
      await page.goBack()
      await expect(page).toHaveURL(/#\/productMarket\?/)
      await waitRows(page)
      // The tabs come back from the URL.
      await expect(page.getByRole('tab', { selected: true })).toHaveText(tabsBefore)
    }
    expect(errors).toEqual([])
  })

  test('historical lookup: search, 清盘 card and net values', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/#/productMarketSearch')
    await page.getByRole('heading', { name: '历史产品查询' }).waitFor()
    await page.getByPlaceholder('输入历史产品名称/代码').fill('9K2000')
    await page.getByRole('list', { name: '历史产品' }).getByRole('button').first().click()
    await page.getByText('清盘').waitFor()
    await page.getByRole('table', { name: '历史净值' }).waitFor()
    await page.getByRole('button', { name: /返回净值查询/ }).click()
    await expect(page).toHaveURL(/#\/productMarket/)
    expect(errors).toEqual([])
  })
})

/**
 * catalogue §2.2 at scale: structure only (docs/testing.md, "Benchmarks are scripts, not tests"). Frame
 * times depend on the machine and its load, so they are measured by `npm run bench:scroll`
 * (scripts/bench-market-scroll.mjs, docs/performance.md).
 */
test.describe('product market with 2 000 rows', ON.wechat, () => {
  test('loads every page and keeps only a window of rows in the DOM while scrolled through', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const asked: number[] = []
    const sizes = new Set<number>()
    await page.route(`**${LIST_PATH}?*`, async (route) => {
      const q = new URL(route.request().url()).searchParams
      const pageNum = Number(q.get('pageNum'))
      if (q.get('productType') === '2') asked.push(pageNum)
      sizes.add(Number(q.get('pageSize')))
      await route.fulfill({ json: marketLoadPage(pageNum, Number(q.get('pageSize'))) })
    })
    const rows = MARKET_LOAD.rows
    await page.goto('/#/productMarket?type=2')
    await expect.poll(() => sizes.size).toBe(1)
    // The app's own page size (MARKET_PAGE_SIZE, src/api/catalogue/requests.ts), as every page asks it.
    const [pageSize] = [...sizes] as [number]
    const pages = Math.ceil(rows / pageSize)
    // A full last page may have more behind it: one more page is asked, whose empty answer ends the paging.
    const lastAsked = rows % pageSize === 0 ? pages + 1 : pages
    await waitRows(page, Math.min(rows, pageSize))
    // To the bottom, again on every try, until the last page is in.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return rowCount(page)
        },
        { timeout: 90_000, intervals: [30] },
      )
      .toBe(rows)
    // A full page means there may be more (catalogue/shared-queries.ts, nextPage): at the bottom the list
    // asks the page after a full last one, whose empty answer ends the paging. Each page of 每日购 was asked
    // once, in order.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return asked.includes(lastAsked)
        },
        { timeout: 30_000, intervals: [30] },
      )
      .toBe(true)
    expect(asked).toEqual(Array.from({ length: lastAsked }, (_, i) => i + 1))
    expect([...sizes]).toEqual([pageSize])
    expect(await rowCount(page)).toBe(rows)
    // Back at the top, the window holds the first rows (body rows are 2…2 001: the header is row 1).
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.waitForFunction(() => {
      const first = document.querySelector('[role="rowgroup"] [role="row"][aria-rowindex]')
      return first?.getAttribute('aria-rowindex') === '2'
    })
    // Through the 2 000 rows in 60 steps: at each, the rows in the DOM are a window around the viewport,
    // and the window only moves down (it may trail the scroll on a busy machine, never run ahead or back).
    const steps = await page.evaluate(async () => {
      const max = document.documentElement.scrollHeight - innerHeight
      const seen: { domRows: number; first: number }[] = []
      for (let i = 1; i <= 60; i++) {
        window.scrollTo(0, (max * i) / 60)
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
        const rows = [...document.querySelectorAll('[role="rowgroup"] [role="row"][aria-rowindex]')]
        const first = Math.min(...rows.map((r) => Number(r.getAttribute('aria-rowindex'))))
        seen.push({ domRows: rows.length, first })
      }
      return seen
    })
    expect(Math.max(...steps.map((step) => step.domRows))).toBeLessThan(60)
    const firsts = steps.map((step) => step.first)
    expect(firsts).toEqual([...firsts].sort((a, b) => a - b))
    // At the bottom: the last row, drawn and on screen.
    await expect(page.getByText('压测产品2000号')).toBeVisible()
    expect(errors).toEqual([])
  })
})
