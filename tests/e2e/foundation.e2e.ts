import {
  collectErrors,
  expect,
  ON,
  requestsTo,
  setScenario,
  settled,
  signInViaOAuth,
  test,
  walkTheWholeApp,
} from './browser'
import { LOGIN_TTL_MS } from '@/shared/lib/storage'

test.describe('WeChat OAuth round trip', ON.wechat, () => {
  test('sends an unguessable state, checks it on return, stores the login and strips code and state', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    const authorise = requestsTo(page, (req) => new URL(req.url()).pathname === '/connect/oauth2/authorize')
    const states = () => authorise.map((url) => url.searchParams.get('state') ?? '')
    const before = Date.now()
    await signInViaOAuth(page, '/#/mgmfour?pageFlag=new_mgm_inviter')
    await settled(page)
    expect(states()).toHaveLength(1)
    expect(states()[0]).toMatch(/^[0-9a-f]{32}$/)
    const url = new URL(page.url())
    expect(url.searchParams.has('code')).toBe(false)
    expect(url.searchParams.has('state')).toBe(false)
    expect(url.hash).toBe('#/mgmfour?pageFlag=new_mgm_inviter')
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('WxUser') ?? 'null'),
      expiry: Number(localStorage.getItem('localUserExpireDate')),
      authRandom: sessionStorage.getItem('AUTH_RANDOM'),
    }))
    const after = Date.now()
    expect(stored.user?.openid).toBeTruthy()
    // 23 hours from the sign-in (account-and-shared §9), which happened between `before` and `after`.
    expect(stored.expiry).toBeGreaterThanOrEqual(before + LOGIN_TTL_MS)
    expect(stored.expiry).toBeLessThanOrEqual(after + LOGIN_TTL_MS)
    expect(stored.authRandom).toBeNull()
    expect(errors).toEqual([])
  })

  test('sends a forged state to /routerError', async ({ page }) => {
    await page.goto('/?code=stolen&state=forged#/mgmfour')
    await expect(page).toHaveURL(/#\/routerError/)
    expect(await page.evaluate(() => localStorage.getItem('localToken'))).toBeNull()
  })
})

test.describe('403', ON.wechat, () => {
  test('clears the tokens and reloads exactly once with a random query parameter', async ({ page }) => {
    await page.goto('/#/productMarket')
    await settled(page)
    await page.evaluate(() => {
      localStorage.setItem('localToken', 'will-be-cleared')
      localStorage.setItem('localUserExpireDate', String(Date.now() + 60_000))
    })
    await setScenario({ fault: '403', faultPaths: ['initPageInfo'] })
    // Document loads only (hash changes inside the SPA are not reloads).
    const loads = requestsTo(
      page,
      (req) =>
        req.isNavigationRequest() && req.resourceType() === 'document' && req.frame() === page.mainFrame(),
    )
    await page.goto('/#/getzfbticket')
    await page.waitForFunction(() => location.search.includes('_r='), undefined, { timeout: 15_000 })
    // The reloaded page is answered 403 too: a second reload would start as that answer arrives, before
    // the page's network has been idle for the 500 ms Chromium's networkidle needs.
    await page.waitForLoadState('networkidle', { timeout: 15_000 })
    const reloads = loads.filter((url) => url.searchParams.has('_r'))
    expect(reloads).toHaveLength(1)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('localToken'),
        localStorage.getItem('localUserExpireDate'),
      ]),
    ).toEqual([null, null])
  })
})

test.describe('channel guard', ON.browser, () => {
  test('shows 请使用微信打开页面 on blocked pages in a plain browser, and opens public pages', async ({
    page,
  }) => {
    await page.goto('/#/bindUser')
    await page.getByText('请使用微信打开页面').waitFor()
    await page.goto('/#/getzfbticket')
    await settled(page)
    await expect(page.getByText('请使用微信打开页面')).toHaveCount(0)
  })
})

test.describe('network failure', ON.wechat, () => {
  test('shows the network toast when a call cannot connect, and the mock server lives on', async ({
    page,
  }) => {
    await setScenario({ fault: 'network', faultPaths: ['productInfo/fundList'] })
    await page.goto('/#/productMarket')
    await page.getByText('网络飘走了,请稍候再试哦').first().waitFor()
    await setScenario({ fault: 'none', faultPaths: [] })
    await page.goto('/#/productMarketDetail?fundCode=9K210049&productType=2')
    await settled(page)
    expect(page.url()).toContain('productMarketDetail')
  })
})

test.describe('maintenance', ON.wechat, () => {
  test.use({ scenario: { fault: 'maintenance' } })
  test('goes to /mamain and toasts the end date while the server is under maintenance', async ({ page }) => {
    await page.goto('/#/productMarket')
    await expect(page).toHaveURL(/#\/mamain/)
    await page.getByText(/系统正在维护中,预计结束日期为\d{4}-\d{2}-\d{2}/).waitFor()
  })
})

test.describe('every route', ON.wechat, () => {
  test('resolves with a WeChat user agent without landing on /routerError or throwing', async ({ page }) => {
    expect(await walkTheWholeApp(page)).toEqual([])
  })

  test('sends an unknown path to /routerError', async ({ page }) => {
    await page.goto('/#/no-such-page')
    await expect(page).toHaveURL(/#\/routerError/)
    await page.getByText('页面走丢了').waitFor()
  })
})
