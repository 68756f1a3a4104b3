import type { BrowserContext, Page } from '@playwright/test'
import { channel, collectErrors, expect, ON, settled, signInViaApp, test } from './browser'

/**
 * The trade gate goes on to trade (catalogue §4.7 "otherwise proceed to trade", and its block buttons):
 * on the customer's direct-sales store, the address of their app login (account-and-shared §3; in WeChat
 * the app login by openid, asked by the gate itself: a fund page opened from a shared link, /fourPage or
 * /allProduct has had none). Every journey ends on the official domain, timestamped
 * (account-and-shared §5), never on 暂未获取到办理地址，请前往App办理.
 */

const OFFICIAL = 'zx.xywealth.com.cn' // VITE_OFFICIAL_DOMAIN of the prod build (the mock's links too)
const OPEN_FUND = '294304' // 科技创新混合A, on sale, open-ended (mock seed)
const DETAIL = `/#/fundDetailOpen?fundCode=${OPEN_FUND}&fundType=4`
const USER_INFO_PATH = '/aresoft-user/user/getUserInfo'

const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0]

/** The phone's direct-sales site answers locally (it is outside the test); what the page throws, from now. */
async function storeAnswersLocally(page: Page): Promise<string[]> {
  await page.context().route(`https://${OFFICIAL}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>直销</title><p>direct sales</p>',
    }),
  )
  return collectErrors(page)
}

/**
 * Signs in from a page the way its customer would, landing back on `hashRoute`: in WeChat through /login
 * and the OAuth round trip; in the app through its native login (ticket). No campaign page is passed, so
 * no app login by openid has run before the gate's own.
 */
async function signInFrom(page: Page, hashRoute: string): Promise<void> {
  if (channel() === 'app') return signInViaApp(page, `/#${hashRoute}`)
  await page.goto(`/#/login?jumpUrl=${encodeURIComponent(hashRoute)}`)
  await page.getByRole('button', { name: '微信授权登录' }).click({ timeout: 15_000 })
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 15_000 })
}

/**
 * Taps and waits to land on the direct-sales store: the official domain, timestamped (never the toast
 * 暂未获取到办理地址，请前往App办理, which leaves the customer on the fund page).
 */
async function endsOnTheStore(page: Page, tap: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForURL((u) => u.hostname === OFFICIAL, { timeout: 15_000 }), tap()])
  const url = new URL(page.url())
  expect(url.searchParams.get('t')).toMatch(/^\d+$/)
  expect(url.hash).toBe('#/home')
}

const buy = (page: Page) => page.getByRole('button', { name: '立即购买' }).click({ timeout: 15_000 })

/** Answers the gate's user info as the real backend would for a customer whose risk assessment expired. */
async function riskExpired(ctx: BrowserContext): Promise<void> {
  await ctx.route(`**${USER_INFO_PATH}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown> }
    await route.fulfill({ response, json: { ...body, data: { ...body.data, riskEndDateExpired: '1' } } })
  })
}

test.describe('trade gate goes on to the direct-sales store (catalogue §4.7)', ON.wechatAndApp, () => {
  test.use({ scenario: { user: 'opened' } })
  test('a shared link to a fund: 立即购买 signs in, then 立即购买 ends on the direct-sales store', async ({
    page,
  }) => {
    const errors = await storeAnswersLocally(page)
    await page.goto(DETAIL)
    await settled(page, 'main')
    await buy(page)
    // signed out: WeChat's /login (then OAuth), or the app's native login; both come back to the fund
    if (channel() === 'wechat') {
      await expect.poll(() => hashPath(page)).toBe('/login')
      await page.getByRole('button', { name: '微信授权登录' }).click()
      await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 15_000 })
    } else {
      await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, {
        timeout: 15_000,
      })
    }
    await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/fundDetailOpen')
    await settled(page, 'main')
    await endsOnTheStore(page, () => buy(page))
    expect(errors).toEqual([])
  })

  test('from /fourPage: a recommended fund → 立即购买 ends on the direct-sales store', async ({ page }) => {
    const errors = await storeAnswersLocally(page)
    await signInFrom(page, '/fourPage')
    await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/fourPage/current')
    await settled(page, 'main')
    const fund = page.getByRole('region', { name: '热门推荐' }).getByRole('button').first()
    await fund.click({ timeout: 15_000 })
    await page.getByRole('region', { name: '产品概况' }).waitFor({ timeout: 15_000 })
    expect(hashPath(page)).toMatch(/^\/fundDetail(Open|Currency)?$/)
    await settled(page, 'main')
    await endsOnTheStore(page, () => buy(page))
    expect(errors).toEqual([])
  })

  test('from /allProduct, a customer whose risk assessment expired: 前去风险测评 ends on the direct-sales store', async ({
    page,
    context,
  }) => {
    const errors = await storeAnswersLocally(page)
    await riskExpired(context)
    await signInFrom(page, '/allProduct')
    await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/allProduct')
    await settled(page, 'main')
    await page.getByRole('tab', { name: '混合型' }).click()
    await page.locator('main button').filter({ hasText: '科技创新混合A' }).first().click({ timeout: 15_000 })
    await page.getByRole('region', { name: '产品概况' }).waitFor({ timeout: 15_000 })
    await settled(page, 'main')
    await buy(page)
    await page.getByText('您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~').waitFor()
    await endsOnTheStore(page, () => page.getByRole('button', { name: '前去风险测评' }).click())
    expect(errors).toEqual([])
  })
})

test.describe('trade gate in WeChat: an account not opened (catalogue §4.7)', ON.wechat, () => {
  test.use({ scenario: { user: 'boundNotOpened' } })
  test('a shared link to a fund: 快速开户 ends on the direct-sales store', async ({ page }) => {
    const errors = await storeAnswersLocally(page)
    await signInFrom(page, DETAIL.slice(1))
    await expect.poll(() => hashPath(page), { timeout: 15_000 }).toBe('/fundDetailOpen')
    await settled(page, 'main')
    await buy(page)
    await page.getByText('您尚未完成开户，完成后才可进行交易~').waitFor()
    await endsOnTheStore(page, () => page.getByRole('button', { name: '快速开户' }).click())
    expect(errors).toEqual([])
  })
})
