import type { Page } from '@playwright/test'
import { channel, collectErrors, expect, ON, test, requestsTo } from './browser'

/**
 * Back is instant and the benchmark disclosure shows, in Chromium at 375×667:
 * scroll the market list ~40 rows down, open a product, go back: the same row is first on screen, the rows
 * are there at once (no loading state) and the list is not asked again.
 */

const LIST_PATH = '/cms.product/api/custom/productInfo/fundList'
const STATEMENT = '业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益'
const SHOTS = process.env.E2E_SHOTS_DIR

const rowCount = (page: Page) =>
  page.evaluate(
    () => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1,
  )

/** The first row drawn below the sticky table header (its aria-rowindex), or 0 when none. */
const firstVisibleRow = (page: Page) =>
  page.evaluate(() => {
    const head = document.querySelector('[role="table"] [role="row"][aria-rowindex="1"]')
    const below = (head?.getBoundingClientRect().bottom ?? 0) + 1
    const rows = [...document.querySelectorAll('[role="table"] [role="rowgroup"] [role="row"]')]
    const row = rows.find((r) => r.getBoundingClientRect().bottom > below)
    return Number(row?.getAttribute('aria-rowindex') ?? 0)
  })

/** The top of row `index` (aria-rowindex) in the viewport. */
const rowTop = (page: Page, index: number) =>
  page.evaluate(
    (i) => document.querySelector(`[role="row"][aria-rowindex="${i}"]`)?.getBoundingClientRect().top ?? NaN,
    index,
  )

test.describe('market list back navigation', ON.wechatAndApp, () => {
  test('scroll ~40 rows, open a product, back: same first row, no spinner, no new list request', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const listCalls = requestsTo(page, LIST_PATH)
    /** How many rows each list answer brought, in the order they came. */
    const answered: Promise<number>[] = []
    page.on('response', (res) => {
      if (new URL(res.url()).pathname !== LIST_PATH) return
      answered.push(
        res.json().then(
          (body: { data?: { records?: unknown[] } }) => body.data?.records?.length ?? 0,
          () => 0,
        ),
      )
    })
    /** Every page asked so far has been answered and its rows are in the table. */
    const listSettled = async () => {
      if (answered.length < listCalls.length) return false
      const rows = (await Promise.all(answered)).reduce((a, b) => a + b, 0)
      return (await rowCount(page)) === rows
    }

    await page.goto('/#/productMarket?tab=0&type=2')
    await page.waitForFunction(
      () => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) > 20,
      undefined,
      { timeout: 15_000 },
    )
    // The app shows its one-time introduction over the list (its code arrives a little later).
    const intro = page.getByRole('dialog', { name: '产品信息查询' })
    const closeIntro = () => intro.getByRole('button', { name: '查看全部' }).click()
    if (channel() === 'app') await intro.waitFor({ timeout: 5000 }).then(closeIntro, () => undefined)
    // The disclosure stands above the table, before any product is opened.
    await page.getByText(STATEMENT).first().waitFor()

    // Scroll down until row 41 is at the top of the table (pages load on the way: each try scrolls again).
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            const list = document.querySelector('[role="table"] [role="rowgroup"]')!
            const headBottom = document
              .querySelector('[role="table"] [role="row"][aria-rowindex="1"]')!
              .getBoundingClientRect().bottom
            const top = list.getBoundingClientRect().top + window.scrollY
            window.scrollTo(0, top + 40 * 64 - headBottom)
          })
          return firstVisibleRow(page)
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(41)
    // A page asked on the way has arrived and is drawn before the list is read.
    await expect.poll(listSettled, { timeout: 15_000 }).toBe(true)
    if (await intro.isVisible()) await closeIntro()
    const before = await firstVisibleRow(page)
    expect(before).toBeGreaterThanOrEqual(41)
    const rowsBefore = await rowCount(page)
    const askedBefore = listCalls.length
    const topBefore = await rowTop(page, before)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/backnav-${channel()}-before.png` })

    // Open a public product wholly on screen, below the sticky header, so the tap scrolls nothing
    // (private placements only toast).
    const index = await page.evaluate((from) => {
      const head = document.querySelector('[role="table"] [role="row"][aria-rowindex="1"]')!
      const headBottom = head.getBoundingClientRect().bottom
      const rows = [...document.querySelectorAll('[role="rowgroup"] [role="row"]')]
      const row = rows.find((r) => {
        const box = r.getBoundingClientRect()
        return (
          Number(r.getAttribute('aria-rowindex')) >= from &&
          box.top >= headBottom &&
          box.bottom < window.innerHeight &&
          !r.textContent?.includes('私募')
        )
      })
      return row?.getAttribute('aria-rowindex') ?? ''
    }, before)
    expect(index).not.toBe('')
    await page.locator(`[role="row"][aria-rowindex="${index}"] [role="rowheader"]`).click()
    await expect(page).toHaveURL(/#\/productMarketDetail\?/)
    await page.locator('h1').first().waitFor()
    const asked = listCalls.length
    expect(asked, 'list requests while opening').toBe(askedBefore)

    await page.goBack()
    await expect(page).toHaveURL(/#\/productMarket\?/)
    // At once: the table with every loaded row, no page loading state, the same first row. "At once" is
    // checked by what the page shows and asks (no loading state, no list request), not by a time limit,
    // which a loaded machine stretches whatever the code does (docs/testing.md).
    await page.locator('[role="table"]').waitFor()
    // Read once, at once: a loading state that came and went, or rows drawn late, would already be the fault.
    expect(await page.locator('[data-page-loading]').count()).toBe(0)
    expect(await rowCount(page), 'rows after back').toBe(rowsBefore)
    // Where it was on screen, to the pixel or two, as soon as the position is restored (the page may
    // have grown above it meanwhile).
    await expect.poll(async () => Math.abs((await rowTop(page, before)) - topBefore)).toBeLessThanOrEqual(2)
    await expect.poll(() => firstVisibleRow(page), { message: 'first visible row after back' }).toBe(before)
    await expect(page.getByRole('tab', { name: '每日购', selected: true })).toHaveCount(1)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/backnav-${channel()}-after.png` })
    // Kept: nothing marks the end of the restored list's throttled re-checks, so a quiet period it is.
    await page.waitForTimeout(500)
    expect(listCalls.length, 'list requests after back').toBe(asked)
    expect(errors).toEqual([])
  })
})

test.describe('market list at its very end', ON.wechat, () => {
  test('the next page comes in below the rows on screen: the view does not jump past it', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/#/productMarket?tab=0&type=2')
    await page.waitForFunction(
      () => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) > 20,
      undefined,
      { timeout: 15_000 },
    )
    await page.getByText(STATEMENT).first().waitFor()
    // Twice to the very end: the list's footer comes on screen and the next page is asked; while it is
    // on its way the customer reads the last rows.
    for (const _ of [1, 2]) {
      const rows = await rowCount(page)
      const bottom = await page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight)
        return window.scrollY
      })
      // The table draws the rows of the new position on its next frame.
      await page.waitForFunction(
        (i) => document.querySelector(`[role="row"][aria-rowindex="${i}"]`),
        rows + 1,
      )
      const lastTop = await rowTop(page, rows + 1)
      expect(lastTop, 'the last row is on screen').toBeLessThan(667)
      await page.waitForFunction(
        (n) => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1 > n,
        rows,
        { timeout: 15_000 },
      )
      // Chromium's scroll anchoring would hold the footer in place and carry the view past the new rows
      // (which asks for yet another page): the rows being read must stay where they were.
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      // At this instant, two frames after the new rows: a view carried away even for a moment is the fault.
      expect(await page.evaluate(() => window.scrollY), 'scroll position').toBe(bottom)
      expect(Math.abs((await rowTop(page, rows + 1)) - lastTop), 'the last row read').toBeLessThanOrEqual(1)
    }
    expect(errors).toEqual([])
  })
})

test.describe('benchmark disclosure on the detail page', ON.wechat, () => {
  test('the fundraising headline and basic information say the benchmark is not an expected return', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await page.goto('/#/productMarketDetail?fundCode=9K210002&productType=1')
    await page.locator('h1').first().waitFor()
    const header = page.getByRole('region', { name: '产品概况' })
    await expect(header.getByText(STATEMENT)).toBeVisible()
    await expect(page.getByRole('region', { name: '基本信息' }).getByText(STATEMENT)).toHaveCount(1)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/disclosure-detail.png` })
    expect(errors).toEqual([])
  })
})
