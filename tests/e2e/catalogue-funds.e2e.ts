import type { Page } from '@playwright/test'
import { collectErrors, expect, ON, settled, signInViaOAuth, test, requestsTo } from './browser'

/** The fund pages (catalogue §2.7, §4.6, §4.7): list → filter → detail → range → history; search; trade gate. */

const OPEN_FUND = '294304' // 科技创新混合A, on sale, open-ended (mock seed)
const OFFICIAL = 'zx.xywealth.com.cn' // VITE_OFFICIAL_DOMAIN of the prod build

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]

test.describe('fund pages', ON.wechat, () => {
  test('all products → filter → open a fund → change range → history → back', async ({ page }) => {
    const errors = collectErrors(page)
    const lists = requestsTo(page, '/productInfo/fundList')
    await page.goto('/#/allProduct')
    await settled(page, 'main')
    await page.getByRole('tab', { name: '混合型' }).click()
    await page.getByText('期限', { exact: true }).click()
    await page.getByRole('radio', { name: '随时申赎' }).click()
    await expect.poll(() => lists.at(-1)?.searchParams.get('interestdays')).toBe('1')
    expect(lists.at(-1)?.searchParams.get('fundType')).toBe('4')

    // A fund card (each reads …起投), whatever its accessible name.
    const first = page.locator('main button').filter({ hasText: '起投' }).first()
    await first.waitFor()
    await first.click()
    await page.getByRole('region', { name: '产品概况' }).waitFor()
    expect(hashPath(page)).toMatch(/^\/fundDetail(Open)?$/)

    const details = requestsTo(page, '/productInfo/fundDetail')
    await page.getByRole('radio', { name: '近3月' }).click()
    await expect.poll(() => details.at(-1)?.searchParams.get('queryUnit')).toBe('3')
    await expect
      .poll(() => page.getByRole('radio', { name: '近3月' }).getAttribute('aria-checked'))
      .toBe('true')

    await page.getByText('历史净值', { exact: true }).click()
    await page.getByRole('table', { name: '历史净值' }).waitFor()
    expect(hashPath(page)).toBe('/historyNetWorth')
    expect(
      await page.getByRole('table', { name: '历史净值' }).locator('tbody tr').count(),
    ).toBeGreaterThanOrEqual(20)

    await page.goBack()
    await page.getByRole('region', { name: '产品概况' }).waitFor()
    await page.goBack()
    await page.getByRole('tab', { name: '混合型' }).waitFor()
    expect(hashPath(page)).toBe('/allProduct')
    expect(errors).toEqual([])
  })

  test('search records the viewed fund in the local history', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/#/search1')
    await settled(page, 'main')
    await page.getByRole('searchbox').fill(OPEN_FUND)
    await page.getByRole('button', { name: '科技创新混合A' }).click()
    await page.getByRole('region', { name: '产品概况' }).waitFor()
    expect(hashPath(page)).toBe('/fundDetailOpen')
    await page.goBack()
    const history = page.getByRole('region', { name: '最近浏览' })
    await history.waitFor()
    await expect(history.getByRole('button', { name: '科技创新混合A' })).toHaveCount(1)
    await page.getByRole('searchbox').fill('不存在的基金')
    await page.getByText('没有搜索到内容～').waitFor()
    await page.getByRole('searchbox').fill('')
    await page.getByRole('button', { name: '清空浏览记录' }).click()
    await expect(page.getByRole('region', { name: '最近浏览' })).toHaveCount(0)
    expect(errors).toEqual([])
  })
})

test.describe('trade gate from a fund detail (catalogue §4.7)', ON.wechat, () => {
  const detail = `/#/fundDetailOpen?fundCode=${OPEN_FUND}&fundType=4`

  test('立即购买 is fixed at the bottom of the screen, at the top of the page and scrolled', async ({
    page,
  }) => {
    await page.goto(detail)
    await settled(page, 'main')
    const buy = page.getByRole('button', { name: '立即购买' })
    const height = page.viewportSize()!.height
    for (const scrolled of [0, 300]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrolled)
      const box = (await buy.boundingBox())!
      expect(box.y + box.height, `scrolled ${scrolled}px`).toBeLessThanOrEqual(height)
      expect(box.y, `scrolled ${scrolled}px`).toBeGreaterThan(height - 80)
    }
  })

  test('not logged in goes to login', async ({ page }) => {
    await page.goto(detail)
    await settled(page, 'main')
    await page.getByRole('button', { name: '立即购买' }).click()
    await expect.poll(() => hashPath(page)).toBe('/login')
    expect(decodeURIComponent(page.url())).toContain(`jumpUrl=/fundDetailOpen?fundCode=${OPEN_FUND}`)
  })

  test.describe(() => {
    test.use({ scenario: { user: 'boundNotOpened' } })
    test('an account not opened gets the 快速开户 dialog', async ({ page }) => {
      await signInViaOAuth(page)
      await page.goto(detail)
      await settled(page, 'main')
      await page.getByRole('button', { name: '立即购买' }).click()
      await page.getByText('您尚未完成开户，完成后才可进行交易~').waitFor()
      await expect(page.getByRole('button', { name: '快速开户' })).toHaveCount(1)
    })
  })

  test('an opened customer proceeds to the direct-sales purchase link', async ({ page, context }) => {
    await context.route(`https://${OFFICIAL}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>直销</title>' }),
    )
    await signInViaOAuth(page)
    await page.goto(detail)
    await settled(page, 'main')
    await Promise.all([
      page.waitForURL((u) => u.hostname === OFFICIAL, { timeout: 15_000 }),
      page.getByRole('button', { name: '立即购买' }).click(),
    ])
    expect(new URL(page.url()).searchParams.get('t')).toMatch(/^\d+$/)
  })
})
