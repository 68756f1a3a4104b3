import type { Page } from '@playwright/test'
import { collectErrors, expect, ON, setScenario, settled, test } from './browser'

/**
 * The holdings fail tip (marketing §2.7, §8; docs/features/holdings.md) on the production build: it takes
 * the place of the holdings page that failed, so Back leaves it for the market, and it names the network only
 * when the network failed.
 */

const REFRESH_PATH = 'assets/refreshHold'
/** HOLDINGS_TEXT.failFixed and the network line of a page that did not load (src/shared/lib/failure.ts). */
const FAIL_FIXED = '系统繁忙，暂时无法获取您的资产信息，请稍后再试。如有疑问，请拨打客服热线950950。'
const CHECK_NETWORK = '请检查网络后重试'

/** From the market to holdings, as a link goes (a new history entry), and on to the tip that replaces it. */
async function holdingsFromMarket(page: Page) {
  await page.evaluate(() => (window.location.hash = '#/allChannelAssets'))
  await expect(page).toHaveURL(/#\/allChannelAssetsFailTip\?data=1$/)
  await settled(page, '#root main [role="alert"]')
  return page.getByRole('alert').filter({ hasText: '温馨提示' })
}

/** Back from the tip: the market, which stays (holdings is not reloaded under it to push the tip again). */
async function backToMarket(page: Page) {
  await page.goBack()
  await expect(page).toHaveURL(/#\/productMarket$/)
  await settled(page, '#root main [role="table"]')
  await expect(page.getByRole('heading', { name: '温馨提示' })).toHaveCount(0)
  expect(new URL(page.url()).hash).toBe('#/productMarket')
}

test.describe('holdings fail tip', ON.wechatAndApp, () => {
  test.use({ scenario: { user: 'opened' } })
  test('market → holdings failing → tip → Back lands on the market; the fault text and hotline always, only the network failure names the network', async ({
    page,
    signedIn,
  }) => {
    const errors = collectErrors(page)
    // Signed in on a page that asks for it (the market is public), then to the market.
    await signedIn()
    await page.goto('/#/productMarket')
    await settled(page, '#root main [role="table"]')

    // No answer from the holdings refresh: the fault text and hotline 950950 (marketing §8), and a line to
    // check the network.
    await setScenario({ fault: 'network', faultPaths: [REFRESH_PATH] })
    let tip = await holdingsFromMarket(page)
    await expect(tip).toContainText(FAIL_FIXED)
    await expect(tip.getByRole('link', { name: '950950' })).toHaveAttribute('href', 'tel:950950')
    await expect(tip).toContainText(CHECK_NETWORK)
    await backToMarket(page)

    // The server answers with a code: the fixed fault text with the hotline, no word of the network.
    await setScenario({ fault: '5555', faultPaths: [REFRESH_PATH] })
    tip = await holdingsFromMarket(page)
    await expect(tip).toContainText(FAIL_FIXED)
    await expect(tip).not.toContainText('网络')
    await backToMarket(page)

    expect(errors).toEqual([])
  })
})
