import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { request as apiRequest } from '@playwright/test'
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test'
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
  freePort,
  SEED_PATH,
  SHIPPED_BLOCK,
  SHIPPED_HEADERS,
  startNginx,
  substitutedBlock,
  type Nginx,
} from './nginx'
import { entryScript, filesUnder, makeRelease, notReceived, untappedMarketCode } from './release'
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
  test('passes nginx -t with the documented substitutions, and fails it with an API host that does not resolve', ({
    nginx,
  }) => {
    const shipped = readFileSync(SHIPPED_BLOCK, 'utf8')
    // The running config (ports, certificate, root, backend substituted).
    const checked = nginx.check()
    expect(checked.output).toMatch(/test is successful/)
    expect(checked.status).toBe(0)
    // The backend's host name is looked up when nginx starts: a name that does not resolve fails `nginx -t`
    // (a `.invalid` name never resolves), instead of every call waiting for a 502.
    const unresolved = checkBlock((tls) =>
      substitutedBlock(shipped, { ...tls, backend: 'https://api.storefront.invalid' }),
    )
    expect(unresolved.output).toMatch(/host not found in upstream "api\.storefront\.invalid/)
    expect(unresolved.status).not.toBe(0)
    expect(shipped).not.toMatch(/^\s*resolver\s/m)
  })

  test('turns HTTP/2 on in a form nginx 1.22 knows, and every location sends the security headers', () => {
    const shipped = readFileSync(SHIPPED_BLOCK, 'utf8')
    // `http2 on` exists only from nginx 1.25.1.
    expect(shipped).not.toMatch(/^\s*http2\s+on\s*;/m)
    expect(shipped).toMatch(/^\s*listen\s+443\s+ssl\s+http2\s*;/m)
    // The HTTPS server's locations (the plain-HTTP server before it only redirects).
    const https = shipped.slice(shipped.search(/^\s*listen\s+443\s/m))
    const locations = [...https.matchAll(/^\s*location\s+([^{]+)\{([^}]*)\}/gm)]
    expect(locations.map(([, where]) => where.trim())).toEqual([
      '/assets/',
      '@missing',
      '~ \\.map$',
      '~ ^/MP_verify_[A-Za-z0-9]+\\.txt$',
      '/',
      '~ ^/(cms\\.|aresoft-|monitor/)',
      '@busy',
    ])
    for (const [, where, body] of locations)
      expect(body, `location ${where}`).toMatch(/^\s*include\s+snippets\/storefront-headers\.conf;/m)
    // The backend's answers, and only they, get a policy of their own: data, never a page of this site.
    const sandboxed = locations.filter(([, , body]) =>
      /^\s*add_header\s+Content-Security-Policy\s+"default-src 'none'; sandbox"\s+always;/m.test(body),
    )
    expect(sandboxed.map(([, where]) => where.trim())).toEqual(['~ ^/(cms\\.|aresoft-|monitor/)', '@busy'])
    expect(readFileSync(SHIPPED_HEADERS, 'utf8')).toMatch(
      /^add_header X-Content-Type-Options nosniff always;/m,
    )
  })

  test('the backend location: its certificate verified, the client named, answers before the app gives up', () => {
    const shipped = readFileSync(SHIPPED_BLOCK, 'utf8')
    const proxy = /^\s*location\s+~\s+\^\/\(cms[^{]*\{([^}]*)\}/m.exec(shipped)?.[1] ?? ''
    const directive = (name: string) => new RegExp(`^\\s*${name}\\s+([^;]+);`, 'm').exec(proxy)?.[1]
    expect(directive('proxy_pass')).toMatch(/^https:\/\/[a-z0-9.-]+$/)
    expect(directive('proxy_ssl_verify')).toBe('on')
    expect(directive('proxy_ssl_server_name')).toBe('on')
    expect(directive('proxy_ssl_trusted_certificate')).toBe('/etc/ssl/certs/ca-certificates.crt')
    expect(proxy).toMatch(/^\s*proxy_set_header\s+X-Forwarded-For\s+\$proxy_add_x_forwarded_for;/m)
    // Connecting and waiting for the answer stay under the app's own limit (TIMEOUT_MS, src/api/transport.ts).
    const timeout = /TIMEOUT_MS = ([\d_]+)/.exec(readFileSync('src/api/transport.ts', 'utf8'))?.[1]
    const TIMEOUT_MS = Number(timeout?.replace(/_/g, ''))
    expect(TIMEOUT_MS).toBeGreaterThan(0)
    const seconds = (name: string) => Number(/^(\d+)s$/.exec(directive(name) ?? '')?.[1] ?? NaN)
    expect(seconds('proxy_connect_timeout') + seconds('proxy_read_timeout')).toBeLessThan(TIMEOUT_MS / 1000)
    expect(seconds('proxy_send_timeout')).toBeLessThan(TIMEOUT_MS / 1000)
    // nginx's error lines carry the request line, query included: this location logs only nginx's faults.
    expect(directive('error_log')).toMatch(/\s(alert|emerg)$/)
    expect(directive('error_page')).toBe('502 503 504 =503 @busy')
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

  test('a missing asset is a 404 no cache keeps, not index.html', async ({ request }) => {
    const answer = await request.get('/assets/nope-123.js')
    expect(answer.status()).toBe(404)
    expect(await answer.text()).not.toContain('<div id="root"')
    expect(answer.headers()).toMatchObject({ 'cache-control': 'no-store', ...SECURITY_HEADERS })
  })

  test('names no nginx version, in the Server header or on an error page', async ({ request }) => {
    for (const address of ['/', '/assets/nope-123.js']) {
      const answer = await request.get(address)
      expect(answer.headers().server).toBe('nginx')
      expect(await answer.text()).not.toMatch(/nginx\/\d/)
    }
  })

  test('a request through a CDN or proxy (Via) still gets the compressed copy', async ({ request }) => {
    const answer = await request.get(entryScript(dist), {
      headers: { 'accept-encoding': 'gzip', via: '1.1 cdn-edge' },
    })
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-encoding']).toBe('gzip')
    expect(answer.headers().vary).toBe('Accept-Encoding')
  })

  test('plain HTTP only sends the customer to the HTTPS address', async ({ nginx, playwright }) => {
    const plain = await playwright.request.newContext()
    const answer = await plain.get(`${nginx.httpOrigin}/?from=sms#ignored`, { maxRedirects: 0 })
    expect(answer.status()).toBe(301)
    // The server's own name, never the Host the request brought.
    expect(answer.headers().location).toBe('https://h5.xywealth.com.cn/?from=sms')
    expect(answer.headers().server).toBe('nginx')
    await plain.dispose()
  })

  test('WeChat’s verification file is served from its own folder, across releases', async ({
    nginx,
    request,
    playwright,
  }) => {
    writeFileSync(path.join(nginx.verifyFiles, 'MP_verify_e2eFile01.txt'), 'e2eFile01', { mode: 0o644 })
    nginx.release(dist)
    const answer = await request.get('/MP_verify_e2eFile01.txt')
    expect(answer.status()).toBe(200)
    expect(await answer.text()).toBe('e2eFile01')
    expect(answer.headers()).toMatchObject(SECURITY_HEADERS)
    // Another name is a plain 404, not the page.
    const missing = await request.get('/MP_verify_nope.txt')
    expect(missing.status()).toBe(404)
    expect(await missing.text()).not.toContain('<div id="root"')
    // WeChat may ask over plain HTTP: the file, not a redirect.
    const plain = await playwright.request.newContext()
    const overHttp = await plain.get(`${nginx.httpOrigin}/MP_verify_e2eFile01.txt`, { maxRedirects: 0 })
    expect(overHttp.status()).toBe(200)
    expect(await overHttp.text()).toBe('e2eFile01')
    await plain.dispose()
  })

  test('the page reports CSP violations to the same origin; files and API answers carry no report policy', async ({
    request,
  }) => {
    const page = await request.get('/')
    const reportOnly = page.headers()['content-security-policy-report-only']
    expect(reportOnly).toMatch(/(^|;\s*)report-uri \/monitor\/csp(;|$)/)
    expect(reportOnly).toMatch(/(^|;\s*)script-src 'self'/)
    const asset = await request.get(entryScript(dist))
    expect(asset.headers()['content-security-policy-report-only']).toBeUndefined()
  })

  test('logs each request’s time and the backend’s time and status, and no query', async ({
    nginx,
    request,
  }) => {
    const before = nginx.accessLog().length
    await request.get('/cms.system/sys/maintenance?openid=o-e2e-secret-openid')
    await request.get('/?ticket=e2e-secret-ticket')
    const log = () => nginx.accessLog().slice(before)
    await expect.poll(log).toMatch(/"GET \/ HTTP\/[\d.]+" 200 .* rt=\d+\.\d{3} urt="-" us="-"$/m)
    expect(log()).toMatch(
      /"GET \/cms\.system\/sys\/maintenance HTTP\/[\d.]+" 200 .* rt=\d+\.\d{3} urt="\d+\.\d{3}" us="200"$/m,
    )
    expect(log()).not.toContain('secret')
  })

  test('a source map is never served, even one found under the root', async ({ nginx, request }) => {
    const entry = entryScript(dist)
    writeFileSync(path.join(nginx.srv, 'current', `${entry}.map`), '{"version":3}', { mode: 0o644 })
    const answer = await request.get(`${entry}.map`)
    expect(answer.status()).toBe(404)
    expect(answer.headers()['cache-control']).toBe('no-store')
    rmSync(path.join(nginx.srv, 'current', `${entry}.map`))
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

/** A backend that answers every request with what it received (a stand-in for the API behind the proxy). */
async function echoBackend(): Promise<{
  origin: string
  received: { method: string; url: string; headers: IncomingHttpHeaders }[]
  close: () => Promise<void>
}> {
  const received: { method: string; url: string; headers: IncomingHttpHeaders }[] = []
  const server = createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers })
    request.resume()
    request.on('end', () => {
      // The backend's own refusal, which the proxy passes on as it is.
      if (request.url?.startsWith('/cms.e2e/busy')) {
        response.writeHead(503, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ code: '9999', msg: '系统繁忙' }))
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ code: '0000', data: null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The busy envelope the proxy answers when the backend fails (docs/backend-requirements.md, Busy). */
async function expectBusyEnvelope(answer: APIResponse) {
  expect(answer.status()).toBe(503)
  expect(answer.headers()['content-type']).toMatch(/^application\/json/)
  expect(answer.headers()['retry-after']).toMatch(/^\d+$/)
  expect(answer.headers()['cache-control']).toBe('no-store')
  expect(answer.headers()['x-content-type-options']).toBe('nosniff')
  expect(await answer.json()).toEqual({ code: '503', msg: '服务繁忙，请稍后重试', data: null })
}

/** Through its own nginx in front of `backend`: the request and what nginx logged of it. */
async function throughNginx<T>(
  backend: string,
  run: (request: APIRequestContext, nginx: Nginx) => Promise<T>,
) {
  const other = await startNginx({ dist, backend })
  const request = await apiRequest.newContext({ baseURL: other.origin, ignoreHTTPSErrors: true })
  try {
    return await run(request, other)
  } finally {
    await request.dispose()
    await other.stop()
  }
}

test.describe('the backend behind the proxy', () => {
  test('gets the client’s address, the page’s reports, and its own answers go back as they are', async () => {
    const backend = await echoBackend()
    await throughNginx(backend.origin, async (request) => {
      await request.get('/cms.system/sys/maintenance', { headers: { 'x-forwarded-for': '203.0.113.7' } })
      await request.post('/monitor/csp', {
        headers: { 'content-type': 'application/csp-report' },
        data: '{"csp-report":{}}',
      })
      await request.post('/monitor/collect', { data: { events: [] } })
      const own = await request.get('/cms.e2e/busy')
      expect(own.status()).toBe(503)
      expect(await own.json()).toEqual({ code: '9999', msg: '系统繁忙' })
    })
    await backend.close()
    expect(backend.received.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /cms.system/sys/maintenance',
      'POST /monitor/csp',
      'POST /monitor/collect',
      'GET /cms.e2e/busy',
    ])
    // The client's address is added to what a proxy in front named.
    expect(backend.received[0].headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1')
    expect(backend.received[1].headers['x-forwarded-for']).toBe('127.0.0.1')
  })

  test('a backend that is down: the app’s busy envelope, and no query in nginx’s logs', async () => {
    const nothing = await freePort()
    await throughNginx(`http://127.0.0.1:${nothing}`, async (request, other) => {
      await expectBusyEnvelope(await request.get('/cms.system/sys/maintenance?openid=o-e2e-secret-openid'))
      await expectBusyEnvelope(await request.post('/monitor/collect?ticket=e2e-secret-ticket', { data: {} }))
      await expect.poll(() => other.accessLog()).toContain('"POST /monitor/collect HTTP/')
      expect(other.accessLog()).toMatch(
        /"GET \/cms\.system\/sys\/maintenance HTTP\/[\d.]+" 503 .* us="502"$/m,
      )
      expect(`${other.log()}${other.errorLog()}${other.accessLog()}`).not.toContain('secret')
      expect(`${other.log()}${other.errorLog()}`).not.toContain('maintenance')
    })
  })

  test('a backend whose certificate is not trusted gets no request: the busy envelope', async ({ nginx }) => {
    // The worker's own nginx answers the API over TLS, with a self-signed certificate no CA vouches for.
    expect((await (await fetch(`${BASE_URL}/cms.system/sys/maintenance`)).json()).code).toBe('0000')
    await throughNginx(nginx.origin, async (request) => {
      await expectBusyEnvelope(await request.get('/cms.system/sys/maintenance'))
    })
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
  /**
   * Opens the market on release A, switches to B (keeping A's files, or with `prune` only B's release and its
   * files: --keep 1 --keep-days 0) and taps into a product.
   */
  async function openThenRelease(page: Page, nginx: Nginx, releaseB: string, prune: boolean) {
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
    // The page has all it asks for without a tap: the release then touches only the tap's code.
    const untapped = untappedMarketCode()
    await expect.poll(() => notReceived(page, untapped)).toEqual([])

    const logFrom = nginx.accessLog().length
    nginx.release(releaseB, prune ? { keep: 1, keepDays: 0 } : {})
    switched = true
    expect(await (await page.request.get('/')).text()).toContain(entryScript(releaseB))

    // A product a tap opens (a private placement shows a toast instead).
    const row = page
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .filter({ hasNotText: '私募' })
      .first()
    await row.getByRole('rowheader').click({ timeout: 15_000 })
    await expect(page).toHaveURL(/#\/productMarketDetail\?/)
    /** The files of assets/ nginx served since the switch, as `<status> <name>` (its own access log). */
    const servedSinceSwitch = () =>
      [
        ...nginx
          .accessLog()
          .slice(logFrom)
          .matchAll(/"GET \/assets\/(\S+) HTTP\/[\d.]+" (\d{3}) /g),
      ].map(([, name, status]) => `${status} ${name}`)
    return { loads: () => loads, assets, servedSinceSwitch }
  }

  test('with the earlier assets kept, the open page goes on with its own build', async ({
    page,
    nginx,
    releaseB,
  }) => {
    const errors = collectConsoleErrors(page)
    const { loads, assets } = await openThenRelease(page, nginx, releaseB, false)
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
    const { loads, servedSinceSwitch } = await openThenRelease(page, nginx, releaseB, true)
    // A's page chunk was asked for after the switch and was not there (nginx's own log: what the browser
    // asked for, whichever document asked it, and what it was answered)…
    const namesOfA = new Set(filesUnder(path.join(dist, 'assets')))
    const served = () => servedSinceSwitch().map((s) => (namesOfA.has(s.split(' ')[1]) ? `${s} (A)` : s))
    await expect.poll(served).toContainEqual(expect.stringMatching(/^404 \S+ \(A\)$/))
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

  /** The id release.sh gave the release it reports. */
  const releasedId = (output: string) => /^(?:release|rollback to) (\S+?):/m.exec(output)?.[1] ?? ''
  /** A copy of the build in a directory of its own, changed by `change` (given the copy's directory). */
  function buildCopy(change: (copy: string) => void): { dir: string; remove: () => void } {
    const top = mkdtempSync(path.join(os.tmpdir(), 'storefront-build-copy-'))
    const dir = path.join(top, 'dist')
    cpSync(dist, dir, { recursive: true, preserveTimestamps: true })
    change(dir)
    return { dir, remove: () => rmSync(top, { recursive: true, force: true }) }
  }
  /** The HTTP date of a file's modification time (what nginx sends as Last-Modified). */
  const httpDate = (file: string) => new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000).toUTCString()

  test('a release made under umask 077 serves, with the build’s own timestamps', async ({
    nginx,
    request,
  }) => {
    nginx.release(dist, { umask: '077' })
    const identity = { headers: { 'accept-encoding': 'identity' } }
    const index = await request.get('/', identity)
    expect(index.status()).toBe(200)
    expect(await index.text()).toContain(entryScript(dist))
    const entry = await request.get(entryScript(dist), identity)
    expect(entry.status()).toBe(200)
    // The same build on another server answers with the same Last-Modified and ETag.
    expect(index.headers()['last-modified']).toBe(httpDate(path.join(dist, 'index.html')))
    expect(entry.headers()['last-modified']).toBe(httpDate(path.join(dist, entryScript(dist))))
  })

  test('a release whose check through nginx fails switches back by itself', async ({
    nginx,
    request,
    releaseB,
  }) => {
    nginx.release(dist)
    const live = readlinkSync(path.join(nginx.srv, 'current'))
    // nginx does not answer the check (here: nothing listens where it looks).
    const failed = nginx.run([releaseB], { checkUrl: `https://127.0.0.1:${await freePort()}` })
    expect(failed.output).toMatch(/failed its check, switched back: current -> releases\//)
    expect(failed.status).toBe(1)
    expect(readlinkSync(path.join(nginx.srv, 'current'))).toBe(live)
    expect(await (await request.get('/')).text()).toContain(entryScript(dist))
  })

  test('a build whose index.html names a missing file is never switched to', async ({ nginx, request }) => {
    nginx.release(dist)
    const live = readlinkSync(path.join(nginx.srv, 'current'))
    const broken = buildCopy((copy) => {
      const html = path.join(copy, 'index.html')
      writeFileSync(
        html,
        readFileSync(html, 'utf8').replace(entryScript(dist), '/assets/index-e2eMissing.js'),
      )
    })
    const refused = nginx.run([broken.dir])
    broken.remove()
    expect(refused.output).toMatch(/missing or unreadable: index-e2eMissing\.js/)
    expect(refused.status).toBe(1)
    expect(readlinkSync(path.join(nginx.srv, 'current'))).toBe(live)
    expect((await request.get('/')).status()).toBe(200)
  })

  test('several servers: --assets-only serves the new files before any index.html names them', async ({
    nginx,
    request,
    releaseB,
  }) => {
    nginx.release(dist)
    const live = readlinkSync(path.join(nginx.srv, 'current'))
    const first = nginx.run(['--assets-only', releaseB])
    expect(first.output).toContain('nothing switched')
    expect(first.status).toBe(0)
    expect(readlinkSync(path.join(nginx.srv, 'current'))).toBe(live)
    expect(await (await request.get('/')).text()).toContain(entryScript(dist))
    expect((await request.get(entryScript(releaseB))).status()).toBe(200)
    expect((await request.get(entryScript(releaseB))).headers()['cache-control']).toContain('immutable')
  })

  test('a build’s source maps stay beside the release, outside nginx’s root', async ({ nginx, request }) => {
    const entry = entryScript(dist)
    const withMaps = buildCopy((copy) => writeFileSync(path.join(copy, `${entry}.map`), '{"version":3}'))
    const id = releasedId(nginx.release(withMaps.dir))
    withMaps.remove()
    expect(existsSync(path.join(nginx.srv, 'releases', `${id}.maps`, `${entry}.map`))).toBe(true)
    expect(existsSync(path.join(nginx.srv, 'current', `${entry}.map`))).toBe(false)
    expect((await request.get(`${entry}.map`)).status()).toBe(404)
    expect((await request.get(entry)).status()).toBe(200)
  })

  test('hashed files stay by age, not by release count: five releases later a morning’s page still loads', async ({
    nginx,
    request,
    releaseB,
  }) => {
    const morning = releasedId(nginx.release(dist))
    for (let hotFix = 0; hotFix < 5; hotFix += 1) nginx.release(releaseB)
    // The morning's release is gone (five kept), its files are not: they were live less than 7 days ago.
    expect(existsSync(path.join(nginx.srv, 'releases', morning))).toBe(false)
    expect(
      readdirSync(path.join(nginx.srv, 'releases')).filter(
        (name) => /^[^.]+$/.test(name) && name !== 'history',
      ),
    ).toHaveLength(5)
    expect((await request.get(entryScript(dist))).status()).toBe(200)
    // With no days to keep them, the files of releases no longer kept go.
    nginx.release(releaseB, { keepDays: 0 })
    expect((await request.get(entryScript(dist))).status()).toBe(404)
    expect((await request.get(entryScript(releaseB))).status()).toBe(200)
  })

  test('a rollback while a page of the newer release is open: that page goes on with its own build', async ({
    page,
    nginx,
    releaseB,
  }) => {
    const errors = collectConsoleErrors(page)
    const older = releasedId(nginx.release(dist))
    nginx.release(releaseB)
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto(`/#${PATHS.productMarket}`)
    await settled(page)
    await marketDrawn(page)
    await expect.poll(() => runningEntry(page)).toBe(entryScript(releaseB))

    // Checked as an operator would, by the site's name, on this server.
    const back = nginx.run(['--rollback', older], {
      checkUrl: `https://h5.xywealth.com.cn:${new URL(nginx.origin).port}`,
      checkVia: '127.0.0.1',
    })
    expect(back.output).toContain(`rollback to ${older}: current -> releases/${older}`)
    expect(back.status).toBe(0)
    expect(await (await page.request.get('/')).text()).toContain(entryScript(dist))
    const afterRollback: { name: string; status: number }[] = []
    page.on('response', (answer) => {
      const { pathname } = new URL(answer.url())
      if (pathname.startsWith('/assets/'))
        afterRollback.push({ name: pathname.slice('/assets/'.length), status: answer.status() })
    })
    const row = page
      .locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])')
      .filter({ hasNotText: '私募' })
      .first()
    await row.getByRole('rowheader').click({ timeout: 15_000 })
    await detailDrawn(page)
    await settled(page)
    // The detail's code came from B's files, still served after the switch back to A; no reload.
    const namesOfB = new Set(filesUnder(path.join(releaseB, 'assets')))
    expect(afterRollback.length).toBeGreaterThan(0)
    expect(afterRollback.filter((a) => a.status !== 200 || !namesOfB.has(a.name))).toEqual([])
    await expect.poll(() => runningEntry(page)).toBe(entryScript(releaseB))
    expect(loads).toBe(1)
    await expect.poll(() => screenProblems(page)).toEqual([])
    expect(errors).toEqual([])
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
