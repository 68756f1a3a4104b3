import type { Page } from '@playwright/test'
import { PATHS } from '@/shared/lib/paths'
import {
  channel,
  collectErrors,
  expect,
  ON,
  requestsTo,
  setScenario,
  settled,
  signInViaApp,
  signInViaOAuth,
  test,
  trackRequests,
  type SentRequest,
} from './browser'

/**
 * A session that expires twice in one visit (docs/identity.md, "A session that expires"). The first 403
 * reloads the page once (account-and-shared §8) and the customer signs in again; when the new session
 * expires too, the page cannot reload again: it must show its error view with 重新登录, never a skeleton
 * for good, and 重新登录 must bring the customer back to the page signed in. A page that needs no login says
 * the service is busy instead, and its 重新加载 brings the page back.
 */

/**
 * The pages of a session that expires, with the calls that answer 403 meanwhile, whether a signed-out
 * customer is asked to sign in before the page shows (its route needs a login), and what it then shows.
 */
const EXPIRED = '登录已失效，请重新登录'
const BUSY = '服务繁忙，请稍后重试'
const PAGES = [
  {
    name: 'the points home',
    path: PATHS.pointsHome,
    calls: ['/integral/marketing/'],
    needsLogin: true,
    shows: { wechat: EXPIRED, app: EXPIRED, way: '重新登录' },
  },
  {
    name: 'the holdings',
    path: PATHS.allChannelAssets,
    // With the account check before them: a session that expires refuses every call that carries it.
    calls: ['/assets/', 'getUserBindStatus', 'getOpenStatus', 'appUserOpenStatus'],
    needsLogin: true,
    // In the app, holdings without a signed-in customer is its own signed-out view (marketing §2.7).
    shows: { wechat: EXPIRED, app: '您还未登录App账户', way: { wechat: '重新登录', app: '立即登录' } },
  },
  {
    name: 'the product detail',
    path: `${PATHS.productMarketDetail}?fundCode=9K210049&productType=2`,
    calls: ['getTAProduct'],
    needsLogin: false,
    // A page that needs no login never speaks of one: the service is busy, and the way on loads again.
    shows: { wechat: BUSY, app: BUSY, way: '重新加载' },
  },
] as const

/** Signs in as the channel does (WeChat's authorisation, or the app's native login), then opens `path`. */
async function signInAndOpen(page: Page, path: string): Promise<void> {
  await (channel() === 'app' ? signInViaApp(page) : signInViaOAuth(page))
  await settled(page)
  await page.goto(path)
}

/**
 * The 403 reloads of the main frame: document loads with the `_r` marker (account-and-shared §8) that are not
 * a sign-in coming back (WeChat's `code`, the app's `ticket`; the WeChat round trip drops the marker).
 */
function reloadsFor403(page: Page): SentRequest[] {
  return requestsTo(page, (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return false
    const { searchParams } = new URL(request.url())
    return searchParams.has('_r') && !searchParams.has('code') && !searchParams.has('ticket')
  })
}

/** In the app, a page that needs the customer asks for the native login after the session is gone. */
async function nativeLoginIfAsked(page: Page, needsLogin: boolean): Promise<void> {
  if (channel() !== 'app' || !needsLogin) return
  // The native login comes back with a ticket, which the page takes out of the address as it signs in.
  const back = page.waitForRequest((r) => r.isNavigationRequest() && /[?&]ticket=/.test(r.url()))
  await page.getByRole('button', { name: '立即登录' }).click()
  await back
  await page.waitForFunction(() => !/[?&]ticket=/.test(location.href))
}

test.describe('two 403s in one session', ON.wechatAndApp, () => {
  for (const { name, path, calls, needsLogin, shows } of PAGES)
    test(`${name}: one reload, then a view that says so, whose way on signs in and shows the page`, async ({
      page,
    }) => {
      const errors = collectErrors(page)
      const requests = trackRequests(page)
      await signInAndOpen(page, `/#${path}`)
      await settled(page, 'main')
      // Every call of the page has been answered: the session expires after them, not under them.
      await requests.quiet()
      const reloads = reloadsFor403(page)

      // The session expires: the page's next calls answer 403.
      await setScenario({ fault: '403', faultPaths: [...calls] })
      await page.goto(`/#${PATHS.productMarket}`)
      await settled(page)
      await page.goto(`/#${path}`)
      // The one reload; the customer signs in again (by WeChat's authorisation on its own, in the app by its
      // native login where the page needs one), and that session is refused too.
      await expect.poll(() => reloads.length).toBe(1)
      await nativeLoginIfAsked(page, needsLogin)
      const text = shows[channel() === 'app' ? 'app' : 'wechat']
      const way =
        typeof shows.way === 'string' ? shows.way : shows.way[channel() === 'app' ? 'app' : 'wechat']
      await page.getByText(text).waitFor()
      await expect(page.locator('[data-page-loading]')).toHaveCount(0)
      expect(reloads).toHaveLength(1)

      // Signed in again, with a session the server accepts: the page is back.
      await setScenario({ fault: 'none' })
      await page.getByRole('button', { name: way }).click()
      await settled(page, 'main')
      await expect(page).toHaveURL(new RegExp(`#${path.split('?')[0]}`))
      await expect(page.getByText(text)).toHaveCount(0)
      expect(errors).toEqual([])
    })
})
