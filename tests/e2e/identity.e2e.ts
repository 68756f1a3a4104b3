import type { BrowserContext, Page, Request } from '@playwright/test'
import {
  APP_UA,
  collectErrors,
  expect,
  expectNoTicketLeft,
  newPhone,
  ON,
  requestsTo,
  setScenario,
  type SentRequest,
  settled,
  signInViaApp,
  signInViaOAuth,
  test,
} from './browser'

/**
 * One signed-in identity (docs/identity.md): two customers on the same webview, one after the other.
 * The second one's holdings calls carry the second one's id and token only, and nothing of the first
 * one is left in storage or on screen. "The same webview" is one page: its localStorage and
 * sessionStorage are kept; between a WeChat and an app customer the page's user agent changes.
 */
// The mock's customers (mocks/db/users.ts): A holds products; B is an app customer with no WeChat account.
const A = { user: 'opened', openid: 'oMock0005wxUser5', clientNo: 'AC100005', realName: '杨磊' }
const B = { user: 'appOnly', clientNo: 'AC100007' }

/** The backend's paths (the mock serves them on the page's origin). */
const BACKEND = (req: Request) => /\/(cms\.|aresoft-)/.test(new URL(req.url()).pathname)

/** The holdings calls (/allAssets) the page sends from now on: their openid and whether a WeChat token rides along. */
function watchHoldings(page: Page) {
  return requestsTo(page, (req) => new URL(req.url()).pathname.endsWith('/assets/allAssets'))
}

async function useUserAgent(ctx: BrowserContext, page: Page, userAgent: string): Promise<void> {
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent })
}

/** A holdings total other than 0.00: A's own holdings. */
const SOME_HOLDINGS = /^(?!0\.00$)\d{1,3}(,\d{3})*\.\d{2}$/

/** The page has settled on the holdings with `total` for their total. */
async function expectHoldings(page: Page, total: string | RegExp): Promise<void> {
  await settled(page)
  await expect(page.getByTestId('assets-total')).toHaveText(total, { timeout: 15_000 })
}

/**
 * A ticket this page did not ask for, while a customer is signed in, asks 切换账户？ (docs/identity.md, "Whose
 * ticket"): the customer answers with `button`.
 */
async function answerSwitch(page: Page, button: '切换账户' | '取消'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '切换账户？' })
  await dialog.getByRole('button', { name: button }).click({ timeout: 15_000 })
  await expect(dialog).toHaveCount(0)
}

const storedText = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))

async function expectServedAsB(page: Page, sent: SentRequest[]) {
  await expectHoldings(page, '0.00')
  // Read after the page has drawn: `sent` fills as the page asks.
  const calls = sent.map((r) => ({
    openid: r.searchParams.get('openid') ?? '',
    wechatToken: 'token' in r.headers,
  }))
  expect(calls.length).toBeGreaterThan(0)
  expect(calls.every((c) => c.openid === B.clientNo)).toBe(true)
  expect(calls.some((c) => c.wechatToken)).toBe(false)
  // Read once, at once: A's name shown even for a moment would be the fault.
  expect(await page.getByText(A.realName).count()).toBe(0)
  const stored = await storedText(page)
  expect(stored).not.toContain(A.openid)
  expect(stored).not.toContain(A.clientNo)
}

test.describe('two customers on the same webview (docs/identity.md)', () => {
  test(
    'WeChat customer A, then app customer B (no WeChat account) by ticket: B is served under B’s id only',
    ON.wechat,
    async ({ browser }) => {
      await setScenario({ user: A.user })
      const ctx = await newPhone(browser)
      const page = await ctx.newPage()
      const errors = collectErrors(page)
      await signInViaOAuth(page, '/#/allChannelAssets')
      await expectHoldings(page, SOME_HOLDINGS)
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('openId'))).toBe(A.openid)

      // B opens the same webview in the app and signs in with the app's ticket
      await useUserAgent(ctx, page, APP_UA)
      await setScenario({ user: B.user })
      const calls = watchHoldings(page)
      await signInViaApp(page, '/#/allChannelAssets')
      await expectServedAsB(page, calls)
      await expect.poll(() => page.evaluate(() => localStorage.getItem('localToken'))).toBeNull()
      expect(errors).toEqual([])
      await ctx.close()
    },
  )

  test(
    'app customer A, then app customer B by ticket: B is never asked for under A’s openid',
    ON.app,
    async ({ browser }) => {
      await setScenario({ user: A.user })
      const ctx = await newPhone(browser)
      const page = await ctx.newPage()
      const errors = collectErrors(page)
      await signInViaApp(page, '/#/allChannelAssets')
      await expectHoldings(page, SOME_HOLDINGS)
      // A's app profile links A's WeChat account
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('openId'))).toBe(A.openid)

      await setScenario({ user: B.user })
      const calls = watchHoldings(page)
      // B's ticket comes by a link this page did not start, while A is signed in: A is asked first.
      await signInViaApp(page, '/#/allChannelAssets')
      await answerSwitch(page, '切换账户')
      await expectServedAsB(page, calls)
      expect(errors).toEqual([])
      await ctx.close()
    },
  )

  test(
    'app customer A, then B’s ticket by a change of the fragment alone: a new sign-in, only B’s id sent afterwards',
    ON.app,
    async ({ browser }) => {
      await setScenario({ user: A.user })
      const ctx = await newPhone(browser)
      const page = await ctx.newPage()
      const errors = collectErrors(page)
      const maintenance = requestsTo(page, '/sys/maintenance')
      await signInViaApp(page, '/#/allChannelAssets')
      await expectHoldings(page, SOME_HOLDINGS)
      // A's page has settled: its once-per-load maintenance check, which waits for the first paint and its
      // first round of calls (docs/architecture.md, Maintenance), went out while A was the customer.
      await expect.poll(() => maintenance.length).toBe(1)
      const tokenOfA = await page.evaluate(() => sessionStorage.getItem('appClientToken'))

      // Every call from now on: which customer it names and which app token it carries.
      const sent = requestsTo(page, BACKEND)
      const calls = watchHoldings(page)
      // B's ticket comes by a change of the fragment only (no page load), in no login this page started.
      await page.evaluate((ticket) => {
        location.hash = `#/allChannelAssets?ticket=${ticket}`
      }, `TK-${B.clientNo}-hash1`)
      await answerSwitch(page, '切换账户')
      await expectServedAsB(page, calls)
      await expectNoTicketLeft(page)
      const tokenOfB = await page.evaluate(() => sessionStorage.getItem('appClientToken'))
      expect(tokenOfB).toBeTruthy()
      expect(tokenOfB).not.toBe(tokenOfA)
      expect(sent.length).toBeGreaterThan(0)
      for (const call of sent) {
        expect(`${call.href} ${call.body}`).not.toContain(A.clientNo)
        expect(`${call.href} ${call.body}`).not.toContain(A.openid)
        expect(call.headers['appclienttoken'] ?? '').not.toBe(tokenOfA)
      }
      expect(errors).toEqual([])
      await ctx.close()
    },
  )

  test(
    'app customer A, then a link with B’s ticket: A says no, stays signed in, and nothing is asked for B',
    ON.app,
    async ({ browser }) => {
      await setScenario({ user: A.user })
      const ctx = await newPhone(browser)
      const page = await ctx.newPage()
      const errors = collectErrors(page)
      await signInViaApp(page, '/#/allChannelAssets')
      await expectHoldings(page, SOME_HOLDINGS)
      const tokenOfA = await page.evaluate(() => sessionStorage.getItem('appClientToken'))
      const sent = requestsTo(page, BACKEND)
      await page.evaluate((ticket) => {
        location.hash = `#/allChannelAssets?ticket=${ticket}`
      }, `TK-${B.clientNo}-link1`)
      await answerSwitch(page, '取消')
      await expectNoTicketLeft(page)
      await expectHoldings(page, SOME_HOLDINGS)
      expect(await page.evaluate(() => sessionStorage.getItem('appClientToken'))).toBe(tokenOfA)
      expect(await storedText(page)).not.toContain(B.clientNo)
      // Only the ticket's own exchange carried B's ticket: no other call names B.
      expect(
        sent
          .map((call) => `${call.href} ${call.body}`)
          .filter((call) => call.includes(B.clientNo) && !call.includes('queryAppUserInfoByTicket')),
      ).toEqual([])
      expect(errors).toEqual([])
      await ctx.close()
    },
  )

  test('a bare client id signs nobody in: the page asks for a real login', ON.app, async ({ browser }) => {
    await setScenario({ user: A.user })
    const ctx = await newPhone(browser)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    const asked = requestsTo(page, /queryAppUserInfo/)
    // A's public user id (mocks/db/users.ts) on a page that needs a signed-in customer
    await page.goto('/?clientid=U880005#/pointsHome')
    await settled(page)
    await expect(page.getByRole('button', { name: '立即登录' })).toBeVisible()
    expect(asked).toEqual([])
    expect(page.url()).not.toContain('clientid')
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('appClientToken'))).toBeNull()
    // Read once, at once: A's name shown even for a moment would be the fault.
    expect(await page.getByText(A.realName).count()).toBe(0)
    expect(errors).toEqual([])
    await ctx.close()
  })
})
