import type { Page } from '@playwright/test'
import { SLOW_NETWORK_TEXT as SLOW_TEXT } from '@/shared/lib/failure'
import { callRoundsUntilDrawn, channel, expect, ON, setScenario, settled, test } from './browser'

/**
 * A slow network (docs/architecture.md, "Calls side by side"): every backend answer takes SLOW_MS. What a
 * page waits for is counted in rounds of calls, not in seconds: calls that do not need each other's answers
 * go out together, so the customer waits one answer's time per round.
 */
const SLOW_MS = 700

/**
 * The most rounds each route may wait for before it draws. /allChannelAssets: the account check, then the
 * local refresh, then the assets (marketing §4.1: the refresh only for a fully opened customer, the assets
 * on its success). /mgmfour: the campaign user's account state and app login side by side, then the open
 * status; the page config beside them, then the home data.
 */
const ROUNDS = [
  ['/mgmfour', 2, '#root main'],
  ['/allChannelAssets', 3, '#root main'],
  // The market draws its tabs at once: it has drawn when its first rows are there.
  ['/productMarket', 1, '[role="table"] [role="rowgroup"] [role="row"]'],
  ['/pointsHome', 1, '#root main'],
] as const

/** A new webview session of a customer signed in before: the sign-in kept, this visit's session gone. */
async function newSession(page: Page): Promise<void> {
  if (channel() === 'wechat') await page.evaluate(() => sessionStorage.clear())
}

test.describe('a slow network: calls side by side', ON.wechatAndApp, () => {
  test.use({ scenario: { user: 'opened' } })

  for (const [route, most, drawn] of ROUNDS) {
    test(`${route} draws after at most ${most} round(s) of calls`, async ({ page, seededSession }) => {
      await seededSession()
      await settled(page)
      await page.goto(`/#${route}`)
      await settled(page, drawn)
      await newSession(page)
      await setScenario({ fault: 'slow', slowMs: SLOW_MS })
      await page.reload()
      const { rounds, calls } = await callRoundsUntilDrawn(page, drawn)
      expect(rounds, calls.join('\n')).toBeGreaterThan(0)
      expect(rounds, calls.join('\n')).toBeLessThanOrEqual(most)
    })
  }

  test('a call that hangs: the skeleton says the network is slow, and 重新加载 loads the page again', async ({
    page,
    seededSession,
  }) => {
    await seededSession('/#/allChannelAssets')
    await settled(page)
    await setScenario({ fault: 'timeout', faultPaths: ['/assets/'] })
    await page.reload()
    const loading = page.getByRole('status', { name: '加载中' })
    await expect(loading).toBeVisible()
    // The app waits 30 s for an answer; the slow notice comes long before that.
    await expect(loading.getByText(SLOW_TEXT)).toBeVisible({ timeout: 15_000 })
    await setScenario({ fault: 'none', faultPaths: [] })
    await loading.getByRole('button', { name: '重新加载' }).click()
    await settled(page, '#root main')
    await expect(page.getByTestId('assets-total')).toBeVisible()
    await expect(page.getByText(SLOW_TEXT)).toHaveCount(0)
  })
})
