import type { Page } from '@playwright/test'
import { endpoints } from '@/api/endpoints'
import { RISE_COLOR } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { baseUrl, collectErrors, expect, ON, screenProblems, settled, test } from './browser'

/**
 * catalogue §1, §6: browsing, searching and every market-query page are public and work in a
 * plain mobile browser (no WeChat, no app); only going to trade needs a login. Also the date picker's five
 * visible items (§5), which only a real layout can show.
 */

const OPEN_FUND = '294304' // 科技创新混合A, on sale, open-ended (mock seed)
const NET_VALUE_PRODUCT = '9K210049' // 稳享日日盈2号, market product of type 2 (mock seed)
const BLOCKED = '请使用微信打开页面'

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]

/** A money fund's code, from the mock's own fund list (fundType 0). */
async function moneyFundCode(): Promise<string> {
  const res = await fetch(`${baseUrl()}${endpoints.catalogue.fundList}?page=1&pageSize=20&fundType=0`)
  const body = (await res.json()) as { data?: { records?: { fundCode: string }[] } }
  const list = body.data?.records ?? []
  if (!list[0]?.fundCode) throw new Error(`no money fund in ${JSON.stringify(body).slice(0, 200)}`)
  return list[0].fundCode
}

test.describe('market-query pages in a plain mobile browser (catalogue §1, §6)', ON.browser, () => {
  test('every market-query page opens without 请使用微信打开页面, the error boundary or raw values', async ({
    page,
  }) => {
    const money = await moneyFundCode()
    const errors = collectErrors(page)
    const pages: [string, string][] = [
      [PATHS.allProduct, 'main [role="tablist"]'],
      [PATHS.search1, 'input[type="search"], [role="searchbox"]'],
      [href(PATHS.fundDetail, { fundCode: OPEN_FUND, fundType: 4 }), '[aria-label="产品概况"]'],
      [href(PATHS.fundDetailOpen, { fundCode: OPEN_FUND, fundType: 4 }), '[aria-label="产品概况"]'],
      [href(PATHS.fundDetailCurrency, { fundCode: money, fundType: 0 }), '[aria-label="产品概况"]'],
      [href(PATHS.fundDocument, { fundCode: OPEN_FUND }), 'main'],
      [href(PATHS.productDescription, { fundCode: OPEN_FUND }), 'main'],
      [href(PATHS.historyNetWorth, { fundCode: OPEN_FUND, fundType: 4 }), 'table'],
      [href(PATHS.historySeven, { fundCode: money, fundType: 0 }), 'table'],
      [PATHS.productCalendar, 'main [role="tablist"]'],
      [PATHS.fourPage, 'main'],
      [PATHS.starSelection, 'main'],
      [PATHS.productMarket, '[role="table"][aria-label="产品列表"]'],
      [PATHS.productMarketWeb, '[role="table"][aria-label="产品列表"]'],
      [PATHS.productMarketNew, '[role="table"][aria-label="产品列表"]'],
      [PATHS.productMarketSearch, 'main'],
      [href(PATHS.productMarketDetail, { fundCode: NET_VALUE_PRODUCT, productType: 2 }), 'h1'],
      [href(PATHS.productMarketDetailWeb, { fundCode: NET_VALUE_PRODUCT, productType: 2 }), 'h1'],
    ]
    const failures: string[] = []
    for (const [path, selector] of pages) {
      await page.goto(`/#${path}`)
      await settled(page)
      const shown = await page
        .locator(selector)
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false)
      const text = await page.evaluate(() => document.body.innerText)
      if (text.includes(BLOCKED)) failures.push(`${path}: ${BLOCKED}`)
      if (!shown) failures.push(`${path}: no ${selector}`)
      if (hashPath(page).startsWith('/routerError')) failures.push(`${path} → routerError`)
      for (const problem of await screenProblems(page)) failures.push(`${path}: ${problem}`)
      if (errors.length) failures.push(`${path}: ${errors.splice(0).join('; ')}`)
    }
    expect(failures).toEqual([])
  })

  test('market list → search → detail works in a plain browser', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/#/productMarket')
    await settled(page)
    await page.getByRole('table', { name: '产品列表' }).waitFor()
    await page.getByRole('button', { name: /输入产品名称\/代码/ }).click()
    await page.getByPlaceholder('输入产品名称/代码').fill('日日盈')
    const results = page.getByRole('list', { name: '搜索结果' })
    await results.waitFor()
    // The keyword is red (catalogue §9.2) and sits where it occurs in the name.
    const mark = results.locator('mark').first()
    await expect(mark).toHaveText('日日盈')
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(RISE_COLOR.slice(i, i + 2), 16))
    await expect(mark).toHaveCSS('color', `rgb(${r}, ${g}, ${b})`)
    // Pick a public net-value product by its code: the list shows only it, and it opens its detail.
    await page.getByPlaceholder('输入产品名称/代码').fill(NET_VALUE_PRODUCT)
    await results.getByRole('button', { name: new RegExp(NET_VALUE_PRODUCT) }).click()
    await page.getByText(/已选产品/).waitFor()
    await page.waitForFunction(
      () => document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') === '2',
      undefined,
      { timeout: 10_000 },
    )
    await page.locator('[role="row"][aria-rowindex="2"]').getByRole('rowheader').click()
    await page.getByRole('heading', { level: 1, name: '稳享日日盈2号' }).waitFor()
    expect(hashPath(page)).toBe(PATHS.productMarketDetail)
    await expect(page.getByText(BLOCKED)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('the trade gate is the only login: 立即购买 says buying continues in WeChat or the app', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto(`/#${href(PATHS.fundDetailOpen, { fundCode: OPEN_FUND, fundType: 4 })}`)
    await settled(page)
    await page.getByRole('region', { name: '产品概况' }).waitFor()
    await page.getByRole('button', { name: '立即购买' }).click()
    await page.getByText('购买需在微信或App中进行，请复制本页链接，在微信或App中打开后购买').waitFor()
    expect(hashPath(page)).toBe(PATHS.fundDetailOpen)
    await expect(page.getByRole('button', { name: '复制链接' })).toHaveCount(1)
    expect(errors).toEqual([])
  })
})

test.describe('pull-to-refresh of the market list (catalogue §4.1)', ON.browser, () => {
  test('a failed refresh keeps the rows and says so; the next one replaces them', async ({ page }) => {
    await page.goto('/#/productMarket')
    await settled(page)
    const first = page.locator('[role="row"][aria-rowindex="2"]')
    await first.waitFor()
    const firstText = (await first.textContent()) ?? ''
    await page.waitForSelector('[data-refreshable="ready"]')
    const cdp = await page.context().newCDPSession(page)
    /** A finger pulling the list down by 260 px, as the real gesture arrives. */
    const pull = async () => {
      const at = (y: number) => [{ x: 180, y }]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(300) })
      for (let y = 310; y <= 560; y += 10)
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await page.route('**/custom/productInfo/fundList**', (route) => route.abort())
    await pull()
    await page.getByText('刷新失败，已保留当前列表，请下拉重试').waitFor()
    await expect(first).toHaveText(firstText)
    await expect(page.getByText('暂无数据')).toHaveCount(0)
    await page.unroute('**/custom/productInfo/fundList**')
    // The pull has ended once its head is closed again; only then does a new pull start.
    await expect
      .poll(() =>
        page.locator('.adm-pull-to-refresh-head').evaluate((el) => el.getBoundingClientRect().height),
      )
      .toBe(0)
    await pull()
    await page.getByText('刷新失败，已保留当前列表，请下拉重试').waitFor({ state: 'detached' })
    await expect(first).toHaveText(firstText)
  })
})

test.describe('date picker of the market detail (catalogue §5)', ON.browser, () => {
  test('shows 5 items of 42 px', async ({ page }) => {
    await page.goto(`/#${href(PATHS.productMarketDetail, { fundCode: NET_VALUE_PRODUCT, productType: 2 })}`)
    await settled(page)
    await page.getByRole('tab', { name: '历史净值' }).waitFor()
    await page.getByRole('button', { name: '开始日期' }).click()
    const body = page.locator('.adm-picker-body').first()
    await body.waitFor()
    await body.locator('.adm-picker-view-column-item').first().waitFor()
    // Layout sizes (offsetHeight), which the popup's slide-in transform does not change.
    const sizes = await body.evaluate((el) => {
      const item = el.querySelector('.adm-picker-view-column-item') as HTMLElement
      return { body: (el as HTMLElement).offsetHeight, item: item.offsetHeight }
    })
    expect(sizes.item).toBe(42)
    expect(sizes.body / sizes.item).toBe(5)
  })
})
