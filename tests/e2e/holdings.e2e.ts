import type { Page } from '@playwright/test'
import {
  collectErrors,
  describeEachData,
  expect,
  ON,
  screenProblems,
  settled,
  signInViaOAuth,
  test,
} from './browser'

/** HOLDINGS_TEXT.privateFund: a private fund's row toasts instead of opening. */
const PRIVATE_FUND_TEXT = '该产品为私募产品，请在App中查看'

describeEachData('all-channel holdings (marketing §2.7)', ON.wechat, () => {
  test('an opened user sees totals, masks them, switches to the pie and opens a product', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await signInViaOAuth(page, '/#/allChannelAssets')
    await settled(page, '#root main')

    const total = page.getByTestId('assets-total')
    await total.waitFor()
    await expect(total).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/)

    await page.getByRole('button', { name: '隐藏金额' }).click()
    await expect(total).toHaveText('******')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('assetsHidden'))).toBe('1')
    await page.reload()
    await settled(page, '#root main')
    await expect(page.getByTestId('assets-total')).toHaveText('******')
    await page.getByRole('button', { name: '显示金额' }).click()
    await expect(page.getByTestId('assets-total')).toHaveText(/\d\.\d{2}$/)

    await page.getByRole('tab', { name: '饼图' }).click()
    const legend = page.getByRole('table', { name: '资产类型占比' })
    await expect(legend.getByRole('cell').filter({ hasText: /%$/ }).first()).toBeVisible()
    // The chart really draws (echarts registered inside the init function survives tree-shaking).
    await page.waitForFunction(() => !!document.querySelector('[data-asset-pie] canvas'), undefined, {
      timeout: 10_000,
    })

    await page.getByRole('tab', { name: '列表' }).click()
    const rows = page.locator('section[aria-label] button:has-text("持有金额")')
    await rows.first().waitFor()
    const count = await rows.count()
    let opened = false
    for (let i = 0; i < count && !opened; i++) {
      await rows.nth(i).click()
      // A row opens its fund detail, or (a private fund) says so in a toast.
      const outcome = await page.waitForFunction(
        (privateFund) =>
          /^#\/fundDetail(Currency|Open)\?fundCode=/.test(location.hash)
            ? 'opened'
            : document.body.innerText.includes(privateFund) && 'toast',
        PRIVATE_FUND_TEXT,
        { timeout: 5000 },
      )
      opened = (await outcome.jsonValue()) === 'opened'
    }
    expect(opened).toBe(true)
    expect(errors).toEqual([])
  })

  test.describe(() => {
    test.use({ scenario: { user: 'unbound' } })
    test('a user without an account sees the bind-now state', async ({ page }) => {
      await signInViaOAuth(page, '/#/allChannelAssets')
      await settled(page, '#root main')
      await page.getByRole('button', { name: '立即绑定' }).waitFor()
    })
  })
})

/**
 * 10 000 holdings: the lists are windowed, so the DOM stays about the same size whatever
 * the count (structure only: timings are for scripts/bench-holdings.mjs). Without windowing this page held
 * 210 000 elements.
 */
test.describe('10 000 holdings stay a small DOM', () => {
  // 627 at most in the benchmark (2 rows drawn beyond each edge, a CSS chevron instead of an SVG icon per
  // row); 945 with 4 rows and the icon.
  const ELEMENT_BOUND = 800
  // The DOM's size is read at one instant, at each step: a DOM too large even for a moment is the fault.
  const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length)
  const rowsOf = (page: Page) => page.locator('section[aria-label] li[aria-posinset]')

  async function walk(page: Page, errors: string[]) {
    await settled(page, '#root main')
    await rowsOf(page).first().waitFor({ timeout: 60_000 })
    await expect(rowsOf(page).first()).toHaveAttribute('aria-setsize', '3334')
    // At this instant, as the DOM's size below.
    expect(await rowsOf(page).count()).toBeLessThan(30)
    expect(await elements(page)).toBeLessThan(ELEMENT_BOUND)
    // The row's chevron is drawn by CSS: an SVG per row was layout and paint work on every scroll step.
    await expect(rowsOf(page).locator('svg')).toHaveCount(0)

    // Open the two closed groups: each draws only a window of its 3 333 rows.
    for (const name of await page
      .locator('section[aria-label]')
      .evaluateAll((s) => s.map((e) => e.getAttribute('aria-label') ?? ''))) {
      const section = page.locator(`section[aria-label="${name}"]`)
      if ((await section.locator('li[aria-posinset]').count()) === 0) {
        await section.locator('.adm-collapse-panel-header').click()
        await section.locator('li[aria-posinset]').first().waitFor()
      }
    }
    expect(await elements(page)).toBeLessThan(ELEMENT_BOUND)

    // Scroll to the very end (again while an opening group still grows): the last of the 10 000 rows is
    // there, and the DOM is no larger.
    await page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        return [...document.querySelectorAll('li[aria-posinset="3333"]')].some((li) =>
          li.textContent?.includes('·10000'),
        )
      },
      undefined,
      { timeout: 15_000, polling: 250 },
    )
    const last = page.locator('li[aria-posinset="3333"]').filter({ hasText: '·10000' })
    // The list may still settle after the last row first appears: look again at the end until it shows.
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return last.isVisible()
        },
        { timeout: 15_000 },
      )
      .toBe(true)
    expect(await elements(page)).toBeLessThan(ELEMENT_BOUND)
    // Halfway down: the rows there, placed where they belong.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
    await page.waitForFunction(() => {
      const shown = [...document.querySelectorAll('li[aria-posinset]')].filter((li) => {
        const r = li.getBoundingClientRect()
        return r.bottom > 0 && r.top < window.innerHeight
      })
      return shown.length > 2
    })
    expect(await elements(page)).toBeLessThan(ELEMENT_BOUND)
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
  }

  test.use({ scenario: { user: 'opened', holdings: 10_000 } })

  test('in WeChat', ON.wechat, async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/allChannelAssets')
    await walk(page, errors)
  })

  test('in the app', ON.app, async ({ page, signedIn }) => {
    const errors = collectErrors(page)
    await signedIn('/#/allChannelAssets')
    await walk(page, errors)
  })
})
