import { describe, expect, it } from 'vitest'
import { PATHS } from '@/shared/lib/paths'
import {
  collectErrors,
  newPhone,
  PLAIN_UA,
  setScenario,
  settled,
  signInViaOAuth,
  suiteBrowser,
  walkEveryRoute,
} from './browser'

const suite = suiteBrowser()

describe('WeChat OAuth round trip', () => {
  it('sends an unguessable state, checks it on return, stores the login and strips code and state', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    const states: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.pathname === '/connect/oauth2/authorize') states.push(url.searchParams.get('state') ?? '')
    })
    await signInViaOAuth(page, '/#/mgmfour?pageFlag=new_mgm_inviter')
    await settled(page)
    expect(states).toHaveLength(1)
    expect(states[0]).toMatch(/^[0-9a-f]{32}$/)
    const url = new URL(page.url())
    expect(url.searchParams.has('code')).toBe(false)
    expect(url.searchParams.has('state')).toBe(false)
    expect(url.hash).toBe('#/mgmfour?pageFlag=new_mgm_inviter')
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('WxUser') ?? 'null'),
      expiry: Number(localStorage.getItem('localUserExpireDate')),
      authRandom: sessionStorage.getItem('AUTH_RANDOM'),
    }))
    expect(stored.user?.openid).toBeTruthy()
    expect(stored.expiry - Date.now()).toBeGreaterThan(82_000_000)
    expect(stored.authRandom).toBeNull()
    expect(errors).toEqual([])
    await ctx.close()
  })

  it('sends a forged state to /routerError', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await page.goto('/?code=stolen&state=forged#/mgmfour')
    await page.waitForFunction(() => location.hash.startsWith('#/routerError'))
    expect(await page.evaluate(() => localStorage.getItem('localToken'))).toBeNull()
    await ctx.close()
  })
})

describe('403', () => {
  it('clears the tokens and reloads exactly once with a random query parameter', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await page.goto('/#/productMarket')
    await settled(page)
    await page.evaluate(() => {
      localStorage.setItem('localToken', 'will-be-cleared')
      localStorage.setItem('localUserExpireDate', String(Date.now() + 60_000))
    })
    await setScenario({ fault: '403', faultPaths: ['initPageInfo'] })
    // Document loads only (hash changes inside the SPA are not reloads).
    const loads: string[] = []
    page.on('request', (req) => {
      if (req.isNavigationRequest() && req.resourceType() === 'document' && req.frame() === page.mainFrame())
        loads.push(req.url())
    })
    await page.goto('/#/getzfbticket')
    await page.waitForFunction(() => location.search.includes('_r='), undefined, { timeout: 15_000 })
    // The reloaded page is answered 403 too: a second reload would start as that answer arrives, before
    // the page's network has been idle for the 500 ms Chromium's networkidle needs.
    await page.waitForLoadState('networkidle', { timeout: 15_000 })
    const reloads = loads.filter((u) => new URL(u).searchParams.has('_r'))
    expect(reloads).toHaveLength(1)
    expect(
      await page.evaluate(() => [
        localStorage.getItem('localToken'),
        localStorage.getItem('localUserExpireDate'),
      ]),
    ).toEqual([null, null])
    await ctx.close()
  })
})

describe('channel guard', () => {
  it('shows 请使用微信打开页面 on blocked pages in a plain suite.current, and opens public pages', async () => {
    const ctx = await newPhone(suite.current, PLAIN_UA)
    const page = await ctx.newPage()
    await page.goto('/#/bindUser')
    await page.getByText('请使用微信打开页面').waitFor()
    await page.goto('/#/getzfbticket')
    await settled(page)
    expect(await page.getByText('请使用微信打开页面').count()).toBe(0)
    await ctx.close()
  })
})

describe('network failure', () => {
  it('shows the network toast when a call cannot connect, and the mock server lives on', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await setScenario({ fault: 'network', faultPaths: ['productInfo/fundList'] })
    await page.goto('/#/productMarket')
    await page.getByText('网络飘走了,请稍候再试哦').first().waitFor()
    await setScenario({ fault: 'none', faultPaths: [] })
    await page.goto('/#/productMarketDetail?fundCode=9K210049&productType=2')
    await settled(page)
    expect(page.url()).toContain('productMarketDetail')
    await ctx.close()
  })
})

describe('maintenance', () => {
  it('goes to /mamain and toasts the end date while the server is under maintenance', async () => {
    await setScenario({ fault: 'maintenance' })
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await page.goto('/#/productMarket')
    await page.waitForFunction(() => location.hash.startsWith('#/mamain'))
    await page.getByText(/系统正在维护中,预计结束日期为\d{4}-\d{2}-\d{2}/).waitFor()
    await ctx.close()
  })
})

describe('every route', () => {
  it('resolves with a WeChat user agent without landing on /routerError or throwing', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    const errors = collectErrors(page)
    await signInViaOAuth(page, '/#/mgmfour')
    const paths = Object.values(PATHS).filter((path) => path !== PATHS.routerError)
    const failures = await walkEveryRoute(page, errors, paths)
    expect(failures).toEqual([])
    await ctx.close()
  })

  it('sends an unknown path to /routerError', async () => {
    const ctx = await newPhone(suite.current)
    const page = await ctx.newPage()
    await page.goto('/#/no-such-page')
    await page.waitForFunction(() => location.hash.startsWith('#/routerError'))
    await page.getByText('页面走丢了').waitFor()
    await ctx.close()
  })
})
