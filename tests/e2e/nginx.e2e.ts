import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { APIResponse, Browser, Page } from '@playwright/test'
import { PATHS } from '@/shared/lib/paths'
import {
  APP_UA,
  collectErrors,
  expect,
  expectNoTicketLeft,
  newPhone,
  screenProblems,
  settled,
  signInViaOAuth,
  test as base,
  WECHAT_UA,
} from './browser'
import {
  checkBlock,
  SEED_PATH,
  SHIPPED_BLOCK,
  SHIPPED_HEADERS,
  startNginx,
  substitutedBlock,
  type Nginx,
} from './nginx'
import { entryScript, filesUnder, makeRelease } from './release'
import { BASE_URL, DIST } from './server'
import { OPENED_TICKET, traceTicket } from './ticket-trace'

/**
 * The deployment as customers get it (docs/deployment.md, nginx and Releases): real nginx from the shipped
 * server block and header snippet, with only the documented substitutions, over TLS and HTTP/2, in front of
 * this worker's mock backend, serving the build installed by deploy/release.sh (tests/e2e/nginx.ts). The
 * `nginx` project runs this file as WeChat on Android at 375×667 (playwright.config.ts).
 */

const dist = path.resolve(DIST)
/** The tag of release B's file names (tests/e2e/release.ts). */
const TAG_B = 'B2'

const test = base.extend<object, { nginx: Nginx; releaseB: string }>({
  // One nginx per worker, in front of the worker's own mock backend.
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const nginx = await startNginx({ dist, backend: BASE_URL })
      await use(nginx)
      await nginx.stop()
    },
    { scope: 'worker' },
  ],
  // Release B: the same build with every asset renamed, as a second build would be.
  releaseB: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-release-b-'))
      makeRelease(dist, path.join(dir, 'dist'), TAG_B)
      await use(path.join(dir, 'dist'))
      rmSync(dir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  // Pages and requests go to nginx, not to the mock server.
  // (`provide`: Playwright's `use`, named so that the React hooks lint does not take it for React's.)
  baseURL: async ({ nginx }, provide) => provide(nginx.origin),
})

/** The page's uncaught errors, CSP violations (browser.ts) and anything else it logs as an error. */
function collectConsoleErrors(page: Page): string[] {
  const errors = collectErrors(page)
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Content Security Policy/i.test(message.text()))
      errors.push(`console: ${message.text()}`)
  })
  return errors
}

/**
 * A signed-in WeChat customer's storage. The WeChat sign-in's round trip goes through the mock's stand-in
 * for WeChat's authorise page, which the shipped block does not proxy (on a real host it is WeChat's own):
 * sign in on the mock server's origin, then copy the storage to nginx's origin (seedStorage).
 */
async function signedInStorage(browser: Browser): Promise<Record<string, string>> {
  const phone = await newPhone(browser, WECHAT_UA)
  const page = await phone.newPage()
  await signInViaOAuth(page, '/#/mgmfour')
  const storage = await page.evaluate(() => ({ ...localStorage }))
  await phone.close()
  return storage
}

/** Writes `storage` into the origin's localStorage from a page that loads none of the app's files. */
async function seedStorage(page: Page, storage: Record<string, string>): Promise<void> {
  await page.goto(SEED_PATH)
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
  }, storage)
}

/** The protocol of the document and of the assets it loaded (PerformanceResourceTiming.nextHopProtocol). */
const protocols = (page: Page) =>
  page.evaluate(() => {
    const timing = (e: PerformanceEntry) => (e as PerformanceResourceTiming).nextHopProtocol
    const assets = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
    return {
      document: timing(performance.getEntriesByType('navigation')[0]),
      assets: [...new Set(assets.map(timing))],
    }
  })

/** The entry script of the build the page runs. */
const runningEntry = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/index-"]')
    return entry ? new URL(entry.src).pathname : undefined
  })

/** The market's list has drawn (its disclaimer is under the table). */
const marketDrawn = (page: Page) =>
  page.getByText('业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益').waitFor({ timeout: 15_000 })

/** A product detail has drawn its overview (the product's name). */
const detailDrawn = (page: Page) =>
  page
    .getByRole('region', { name: '产品概况' })
    .getByRole('heading', { level: 1 })
    .waitFor({ timeout: 15_000 })

test.describe('the shipped nginx block', () => {
  test('passes nginx -t with the documented substitutions, and starts with an API host that does not resolve', ({
    nginx,
  }) => {
    const shipped = readFileSync(SHIPPED_BLOCK, 'utf8')
    // The running config (port, certificate, root, backend substituted).
    const checked = nginx.check()
    expect(checked.output).toMatch(/test is successful/)
    expect(checked.status).toBe(0)
    // As shipped, but for the certificate and the access log's file: the backend's host name is looked up
    // per request, not at start.
    const asShipped = checkBlock((tls) => substitutedBlock(shipped, tls))
    expect(asShipped.output).toMatch(/test is successful/)
    expect(asShipped.status).toBe(0)
  })

  test('turns HTTP/2 on in a form nginx 1.22 knows, and every location sends the security headers', () => {
    const shipped = readFileSync(SHIPPED_BLOCK, 'utf8')
    // `http2 on` exists only from nginx 1.25.1.
    expect(shipped).not.toMatch(/^\s*http2\s+on\s*;/m)
    expect(shipped).toMatch(/^\s*listen\s+443\s+ssl\s+http2\s*;/m)
    const locations = [...shipped.matchAll(/^\s*location\s+([^{]+)\{([^}]*)\}/gm)]
    expect(locations.map(([, where]) => where.trim())).toEqual(['/assets/', '/', '~ ^/(cms\\.|aresoft-)'])
    for (const [, where, body] of locations)
      expect(body, `location ${where}`).toMatch(/^\s*include\s+snippets\/storefront-headers\.conf;/m)
    // The backend's answers, and only they, get a policy of their own: data, never a page of this site.
    const sandboxed = locations.filter(([, , body]) =>
      /^\s*add_header\s+Content-Security-Policy\s+"default-src 'none'; sandbox"\s+always;/m.test(body),
    )
    expect(sandboxed.map(([, where]) => where.trim())).toEqual(['~ ^/(cms\\.|aresoft-)'])
    expect(readFileSync(SHIPPED_HEADERS, 'utf8')).toMatch(
      /^add_header X-Content-Type-Options nosniff always;/m,
    )
  })
})

test.describe('first visits through nginx (TLS, HTTP/2, brotli)', () => {
  const visits = [
    { path: PATHS.productMarket, signedIn: false, drawn: marketDrawn },
    {
      path: `${PATHS.productMarketDetail}?fundCode=9K210049&productType=2`,
      signedIn: false,
      drawn: detailDrawn,
    },
    { path: PATHS.mgmfour, signedIn: true, drawn: (page: Page) => settled(page, 'main') },
    {
      path: PATHS.pointsHome,
      signedIn: true,
      drawn: (page: Page) => page.getByTestId('points-balance').waitFor({ timeout: 15_000 }),
    },
  ]
  for (const { path: route, signedIn, drawn } of visits)
    test(`${route.split('?')[0]} reaches its page over HTTP/2 with no error and no CSP violation`, async ({
      browser,
      page,
    }) => {
      if (signedIn) await seedStorage(page, await signedInStorage(browser))
      const errors = collectConsoleErrors(page)
      await page.goto(`/#${route}`)
      await settled(page)
      await drawn(page)
      await expect.poll(() => page.evaluate(() => location.hash)).toBe(`#${route}`)
      await expect.poll(() => screenProblems(page)).toEqual([])
      await expect.poll(() => protocols(page)).toEqual({ document: 'h2', assets: ['h2'] })
      expect(errors).toEqual([])
    })
})

test.describe('what nginx answers', () => {
  const SECURITY_HEADERS = {
    'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin',
  }

  test('index.html: revalidated on every load, with the security headers', async ({ request }) => {
    for (const address of ['/', '/index.html']) {
      const answer = await request.get(address)
      expect(answer.status()).toBe(200)
      expect(answer.headers()).toMatchObject({ 'cache-control': 'no-cache', ...SECURITY_HEADERS })
      expect(await answer.text()).toContain(entryScript(dist))
    }
  })

  test('a hashed asset: cached for good, sent as the build’s brotli or gzip copy', async ({ request }) => {
    const entry = entryScript(dist)
    const br = await request.get(entry, { headers: { 'accept-encoding': 'br' } })
    expect(br.status()).toBe(200)
    expect(br.headers()).toMatchObject({
      'cache-control': 'public, max-age=31536000, immutable',
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      ...SECURITY_HEADERS,
    })
    const gzip = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
  })

  test('a missing asset is a 404, not index.html', async ({ request }) => {
    const answer = await request.get('/assets/nope-123.js')
    expect(answer.status()).toBe(404)
    expect(await answer.text()).not.toContain('<div id="root"')
    expect(answer.headers()).toMatchObject(SECURITY_HEADERS)
  })

  /** The Content-Security-Policy headers of an answer, each as sent (a browser enforces every one). */
  const policies = (answer: APIResponse) =>
    answer
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
      .map(({ value }) => value)

  test('an API answer through the backend location carries the security headers', async ({ request }) => {
    const answer = await request.get('/cms.system/sys/maintenance')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toContain('application/json')
    expect(await answer.json()).toMatchObject({ code: '0000' })
    expect(answer.headers()).toMatchObject(SECURITY_HEADERS)
    // Besides the snippet's frame-ancestors: nothing in an API answer may run, and it has no origin.
    expect(policies(answer).sort()).toEqual(["default-src 'none'; sandbox", "frame-ancestors 'self'"])
    // The storefront's own pages are not sandboxed.
    expect(policies(await request.get('/'))).toEqual(["frame-ancestors 'self'"])
  })

  test('an API answer opened as a page runs nothing and reads nothing of the storefront’s origin', async ({
    browser,
    page,
  }) => {
    // A signed-in customer's token is in the origin's storage.
    await seedStorage(page, await signedInStorage(browser))
    expect(await page.evaluate(() => localStorage.getItem('localToken'))).not.toBeNull()
    await page.goto('/cms.system/sys/maintenance')
    // The sandbox gives the document an opaque origin: no storage, no cookies of the storefront's.
    expect(await page.evaluate(() => self.origin)).toBe('null')
    expect(
      await page.evaluate(() => {
        try {
          return localStorage.getItem('localToken')
        } catch {
          return 'no storage'
        }
      }),
    ).toBe('no storage')
  })
})

test.describe('an app ticket through nginx (docs/deployment.md, "Tickets leave no trace")', () => {
  test.use({ userAgent: APP_UA, scenario: { user: 'opened' } })

  test('signs the app customer in, and neither a Referer nor the access log carries the ticket', async ({
    page,
    nginx,
  }) => {
    const errors = collectConsoleErrors(page)
    const trace = await traceTicket(page)
    const logBefore = nginx.accessLog().length
    await page.goto(`/?ticket=${OPENED_TICKET}#/allChannelAssets`)
    await settled(page)
    await page.getByTestId('assets-total').waitFor({ timeout: 15_000 })
    await expect(page.getByTestId('assets-total')).not.toHaveText('0.00')
    await expectNoTicketLeft(page)
    expect(page.url()).toBe(`${nginx.origin}/#/allChannelAssets`)
    const referers = await trace.referers()
    expect(referers.filter((r) => r.referer !== null).length).toBeGreaterThan(10)
    expect(referers.filter((r) => r.referer !== null && r.referer !== `${nginx.origin}/`)).toEqual([])
    expect(errors).toEqual([])

    // The backend location logs no query either (the API's own answer is the mock's).
    await page.request.get(`/cms.system/sys/maintenance?ticket=${OPENED_TICKET}`)
    // nginx writes a request's line when it has answered it: the page's own requests are all in by now.
    const log = () => nginx.accessLog().slice(logBefore)
    await expect.poll(() => log()).toContain('"GET /cms.system/sys/maintenance HTTP/')
    expect(log()).toMatch(/"GET \/ HTTP\/2\.0" 200 /)
    expect(log()).toContain('"GET /assets/')
    expect(log()).not.toContain(OPENED_TICKET)
    expect(log()).not.toContain('ticket')
  })
})

test.describe('a release while the page is open (docs/deployment.md, Releases)', () => {
  /** Opens the market on release A, switches to B (carrying A's files or not) and taps into a product. */
  async function openThenRelease(page: Page, nginx: Nginx, releaseB: string, carry: boolean) {
    nginx.release(dist)
    let loads = 0
    page.on('load', () => (loads += 1))
    const assets: { name: string; status: number; afterSwitch: boolean }[] = []
    let switched = false
    page.on('response', (answer) => {
      const { pathname } = new URL(answer.url())
      if (pathname.startsWith('/assets/'))
        assets.push({
          name: pathname.slice('/assets/'.length),
          status: answer.status(),
          afterSwitch: switched,
        })
    })
    await page.goto(`/#${PATHS.productMarket}`)
    await settled(page)
    await marketDrawn(page)
    await expect.poll(() => runningEntry(page)).toBe(entryScript(dist))

    nginx.release(releaseB, { carry })
    switched = true
    expect(await (await page.request.get('/')).text()).toContain(entryScript(releaseB))

    // A product a tap opens (a private placement shows a toast instead).
    const row = page
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .filter({ hasNotText: '私募' })
      .first()
    await row.getByRole('rowheader').click({ timeout: 15_000 })
    await expect(page).toHaveURL(/#\/productMarketDetail\?/)
    return { loads: () => loads, assets }
  }

  test('with the earlier assets kept, the open page goes on with its own build', async ({
    page,
    nginx,
    releaseB,
  }) => {
    const errors = collectConsoleErrors(page)
    const { loads, assets } = await openThenRelease(page, nginx, releaseB, true)
    await detailDrawn(page)
    await settled(page)
    const namesOfA = new Set(filesUnder(path.join(dist, 'assets')))
    // The detail's code came after the switch, from A's files carried into B's release; no reload.
    const afterSwitch = assets.filter((a) => a.afterSwitch)
    expect(afterSwitch.length).toBeGreaterThan(0)
    expect(afterSwitch.filter((a) => a.status !== 200 || !namesOfA.has(a.name))).toEqual([])
    await expect.poll(() => runningEntry(page)).toBe(entryScript(dist))
    expect(loads()).toBe(1)
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
  })

  test('without them, the page whose code is gone reloads once onto the new build', async ({
    page,
    nginx,
    releaseB,
  }) => {
    const { loads, assets } = await openThenRelease(page, nginx, releaseB, false)
    // A's page chunk was asked for after the switch and was not there…
    await expect.poll(() => assets.filter((a) => a.afterSwitch && a.status === 404).length).toBeGreaterThan(0)
    // …so the app reloads, once, onto B (docs/deployment.md, Releases: how a page moves to the new build)…
    await expect.poll(loads, { message: 'the page reloads when its code is gone' }).toBe(2)
    await detailDrawn(page)
    await settled(page)
    await expect.poll(() => runningEntry(page)).toBe(entryScript(releaseB))
    // …and shows the detail, from B's files.
    await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#\/productMarketDetail\?/)
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(loads()).toBe(2)
  })
})

test.describe('a network drop while the page is open (docs/architecture.md, Routing)', () => {
  test('the tap that lost the page’s code says so, and 重新加载 brings the product once back online', async ({
    page,
    nginx,
  }) => {
    nginx.release(dist)
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto(`/#${PATHS.productMarket}`)
    await settled(page)
    await marketDrawn(page)

    await page.context().setOffline(true)
    const row = page
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .filter({ hasNotText: '私募' })
      .first()
    await row.getByRole('rowheader').click({ timeout: 15_000 })
    await expect(page).toHaveURL(/#\/productMarketDetail\?/)
    const failed = page.getByRole('alert')
    await expect(failed).toContainText('页面加载失败')
    await expect(failed).toContainText('请检查网络后重试')

    await page.context().setOffline(false)
    await failed.getByRole('button', { name: '重新加载' }).click()
    await detailDrawn(page)
    await settled(page)
    // The page's code came in this document, over the connection nginx serves: no reload.
    expect(loads).toBe(1)
    await expect.poll(() => screenProblems(page)).toEqual([])
  })
})
