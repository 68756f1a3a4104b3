import type { Page } from '@playwright/test'
import { expect, ON, settled, test } from './browser'
import { brokenFigures, layoutProblems } from './layout'

/**
 * What a customer opens on a page, in care mode (docs/features/care-mode-and-accessibility.md#tests): the
 * inviter home's coin-exchange sheet and the product detail's 历史业绩 tab, where the larger text used to
 * push lines out of their cards, tags over the amounts, the table wider than the screen and figures broken
 * inside themselves.
 */

/** Opens `path` in care mode and waits for `drawn` and for care mode to be on. */
async function openInCare(page: Page, path: string, drawn = 'main'): Promise<void> {
  await page.goto(`/#${path}${path.includes('?') ? '&' : '?'}care=1`)
  await settled(page, drawn)
  await careOn(page)
}

async function careOn(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-care'))).toBe(true)
}

/** Nothing wider than the screen: the page does not scroll sideways. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test.describe('care mode, inside what opens', ON.wechatAndApp, () => {
  test.use({ scenario: { user: 'opened' } })

  test('the coin-exchange sheet on /mgmfour: every line in its card, no tag over an amount', async ({
    page,
    seededSession,
  }) => {
    await seededSession('/#/mgmfour?care=1')
    await settled(page, 'main')
    await careOn(page)
    await page
      .getByRole('dialog', { name: '邀请好友 共赚奖学金' })
      .getByRole('button', { name: '我知道了，去邀请' })
      .click()
    await page
      .getByRole('dialog', { name: '恭喜您获得奖学金' })
      .getByRole('button', { name: '立即领取' })
      .click()
    await page.getByText('领取成功').waitFor()
    await page.getByRole('button', { name: '去兑换' }).click()
    const exchange = page.getByRole('dialog', { name: '奖学金兑换' })
    await exchange.locator('button[aria-pressed="true"]').waitFor()
    // Each prize card holds its lines: the cost line inside the card, the tag apart from the amount.
    const escapes = await exchange.locator('[role="group"] button').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect()
        return [...card.querySelectorAll('span')]
          .filter((line) => {
            const r = line.getBoundingClientRect()
            return r.bottom > box.bottom + 0.5 || r.top < box.top - 0.5
          })
          .map((line) => `${line.textContent} out of its card`)
      }),
    )
    expect(escapes).toEqual([])
    await page.screenshot({ path: test.info().outputPath('exchange-care.png') })
    expect(await layoutProblems(page)).toEqual([])
    expect(await brokenFigures(page, '[role="dialog"]')).toEqual([])
  })

  test('the detail’s 历史业绩 tab: the table fits the screen, no figure or date broken inside itself', async ({
    page,
  }) => {
    await openInCare(page, '/productMarketDetail?fundCode=9K210049&productType=2')
    await page.getByRole('tab', { name: '历史业绩', exact: true }).click()
    const table = page.locator('table:visible').first()
    await table.waitFor()
    await table.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath('performance-care.png') })
    expect(await scrollsSideways(page)).toBe(false)
    expect(await brokenFigures(page, 'table')).toEqual([])
    expect(await layoutProblems(page)).toEqual([])
  })

  test('the market and a product detail: no figure, range or level broken inside itself', async ({
    page,
  }) => {
    // The app's one-time introduction may open over the market: it is no part of `main`.
    await openInCare(page, '/productMarket?tab=0&type=2', '[role="table"] [role="rowgroup"] [role="row"]')
    expect(await brokenFigures(page, 'main')).toEqual([])
    await openInCare(page, '/productMarketDetail?fundCode=9K210002&productType=1')
    expect(await brokenFigures(page, 'main')).toEqual([])
  })

  test('the fund detail’s net values: dates and figures whole, nothing wider than the screen', async ({
    page,
  }) => {
    await openInCare(page, '/fundDetailOpen?fundCode=294304&fundType=4')
    const table = page.locator('table:visible').first()
    await table.scrollIntoViewIfNeeded()
    expect(await brokenFigures(page, 'table')).toEqual([])
    expect(await scrollsSideways(page)).toBe(false)
  })

  test('the net-value chart’s figures: each label and figure on one line, 查看数据 inside its card', async ({
    page,
  }) => {
    await openInCare(page, '/fundDetailOpen?fundCode=294304&fundType=4')
    const toggle = page.getByRole('button', { name: '查看数据' })
    await toggle.scrollIntoViewIfNeeded()
    const split = await page
      .locator('figure dl')
      .evaluate((list) =>
        [...list.querySelectorAll('dt, dd')]
          .filter((item) => item.getClientRects().length > 1 || item.getBoundingClientRect().height > 40)
          .map((item) => item.textContent),
      )
    expect(split).toEqual([])
    // The button holds its text and arrow: nothing of it past its own box.
    const spills = await toggle.evaluate((button) => button.scrollWidth > button.clientWidth)
    expect(spills).toBe(false)
  })
})
