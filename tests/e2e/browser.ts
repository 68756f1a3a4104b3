import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'
import { PATHS } from '@/shared/lib/paths'
import { USER_AGENTS } from '../user-agents'
import { CHANNELS, PHONE, UNTAGGED_PROJECT, type Channel } from './channels'
import { BASE_URL } from './server'

export { ON } from './channels'

/** The channels' user agents, from the one list (tests/user-agents.ts; account-and-shared §1). */
export const WECHAT_UA = USER_AGENTS.wx
export const PLAIN_UA = USER_AGENTS.h5
/** The provider's app webview on Android (marketing §6: detected by LightOS). */
export const APP_UA = USER_AGENTS.app

export const baseUrl = () => BASE_URL

/** The phones a test opened with newPhone(): closed when it ends, passed or failed. */
const phones = new Set<BrowserContext>()

/** A switch of the mock backend's scenario (docs/testing.md, "The mock backend"). */
export interface Scenario {
  user?: string
  fault?: string
  faultPaths?: string[]
  /** How long each answer takes under the `slow` fault (the mock's default: 2 500 ms). */
  slowMs?: number
  /** 'field': answers typed as the real backend varies them (mocks/field-data.ts). */
  data?: 'mock' | 'field'
  seed?: number
  /** How many holdings the opened user has (0: the usual handful; the load scenario: 10 000). */
  holdings?: number
}

/**
 * The e2e `test` (docs/testing.md, "Fixtures"): Playwright's, with the mock backend reset to its defaults
 * before every test (its scenario, its records), then switched to the test's `scenario`, and reset again
 * after it; the test's phones are closed when it ends. Tests get the browser of the project
 * (playwright.config.ts: Debian's Chromium) through the `browser` fixture.
 *
 * - `page` (and its `context`): Playwright's own, a phone of the running channel: the project's `use` sets
 *   what newPhone() opens (PHONE from channels.ts, the channel's user agent, this worker's backend).
 * - `scenario`: an option, `test.use({ scenario: { user: 'opened' } })` in a describe.
 * - `signedIn(path)`: signs the scenario's customer in on `page` as the running channel does (WeChat:
 *   OAuth, the app: its native login) and lands at `path`.
 * - `seededSession(path)`: the same customer, signed in without WeChat's OAuth round trip (the storage a
 *   sign-in leaves; the app keeps its native login), for journeys that are not about signing in.
 */
export const test = base.extend<{
  scenario: Scenario
  freshBackend: void
  signedIn: (path?: string) => Promise<void>
  seededSession: (path?: string) => Promise<void>
}>({
  scenario: [{}, { option: true }],
  freshBackend: [
    async ({ scenario }, use) => {
      if (test.info().project.name === UNTAGGED_PROJECT)
        throw new Error('name the channels this journey is for: test.describe(name, ON.wechatAndApp, …)')
      await resetMock()
      if (Object.keys(scenario).length) await setScenario(scenario)
      await use()
      await Promise.all([...phones].map((phone) => phone.close().catch(() => undefined)))
      phones.clear()
      await resetMock()
    },
    { auto: true },
  ],
  // `provide` is Playwright's `use`: under that name lint reads this fixture as a React hook.
  signedIn: async ({ page }, provide) => {
    await provide((path = '/#/mgmfour') =>
      channel() === 'app' ? signInViaApp(page, path) : signInViaOAuth(page, path),
    )
  },
  seededSession: async ({ page }, provide) => {
    await provide((path = '/#/mgmfour') =>
      channel() === 'app' ? signInViaApp(page, path) : seedWechatSession(page, path),
    )
  },
})
export { expect }

/** The channel of the running project (playwright.config.ts: one project per channel). */
export function channel(): Channel {
  const name = test.info().project.name
  if (!(name in CHANNELS)) throw new Error(`the project ${name} is not a channel`)
  return name as Channel
}

/**
 * A phone at 375×667 with empty storage: a new browser context, by default of the running project's
 * channel; a journey that brings a second channel in (a friend opening a shared link in WeChat) names its
 * user agent. A single-phone test takes the `page` fixture instead (the same phone); newPhone() is for a
 * second phone or context: two customers, two channels, two tabs of a fresh device.
 */
export async function newPhone(
  browser: Browser,
  userAgent: string = CHANNELS[channel()].userAgent,
): Promise<BrowserContext> {
  const phone = await browser.newContext({ ...PHONE, userAgent, baseURL: BASE_URL })
  phones.add(phone)
  phone.on('close', () => phones.delete(phone))
  return phone
}

export async function setScenario(patch: Scenario): Promise<void> {
  const res = await fetch(`${baseUrl()}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!res.ok) throw new Error(`scenario switch failed: ${res.status}`)
}

export async function resetMock(): Promise<void> {
  await fetch(`${baseUrl()}/__mock/reset`, { method: 'POST' })
}

/**
 * Collects uncaught page errors and Content-Security-Policy violations (the build's CSP meta):
 * every test that expects no errors also proves that nothing the page does is refused by the policy.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`))
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(`CSP: ${message.text()}`)
  })
  return errors
}

/** Signs a user in through the real OAuth round trip (mock authorise page) and waits for the app. */
export async function signInViaOAuth(page: Page, path = '/#/mgmfour'): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 15_000 })
}

/**
 * A WeChat customer signed in without the OAuth round trip, for journeys that are not about signing in:
 * the storage a sign-in leaves, with a token the mock knows (`POST /__mock/session`), written on the
 * page's origin before `path` loads.
 */
export async function seedWechatSession(page: Page, path = '/#/mgmfour'): Promise<void> {
  const res = await fetch(`${baseUrl()}/__mock/session`, { method: 'POST' })
  if (!res.ok) throw new Error(`session seed failed: ${res.status}`)
  const stored = (await res.json()) as { local: Record<string, string>; session: Record<string, string> }
  await page.goto('/favicon.svg')
  await page.evaluate(({ local, session }) => {
    for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
  }, stored)
  await page.goto(path)
}

/**
 * Signs an app user in as the app does: its native login (the mock's stand-in) comes back to the page
 * with `?ticket=`; the page must take it out of the address and keep it nowhere.
 */
export async function signInViaApp(page: Page, path = '/#/mgmfour'): Promise<void> {
  const back = new URL(path, baseUrl()).toString()
  await page.goto(`/app-native/login?redirect=${encodeURIComponent(back)}`)
  await page.waitForFunction(() => !!sessionStorage.getItem('appClientToken'), undefined, { timeout: 15_000 })
  await expectNoTicketLeft(page)
}

/** No ticket in the address, in storage or in what 复制链接 would copy. */
export async function expectNoTicketLeft(page: Page): Promise<void> {
  await page.waitForFunction(() => !/ticket=/.test(location.href), undefined, { timeout: 5_000 })
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
  if (/TK-|ticket/i.test(stored)) throw new Error(`a ticket is stored: ${stored}`)
}

/**
 * Waits until the page has settled: no skeleton, no change of page on its way (`<body aria-busy>`, the page
 * before stays on screen meanwhile), and `drawn` on screen (by default: anything).
 */
export async function settled(page: Page, drawn = '#root > *'): Promise<void> {
  await page.waitForLoadState('load')
  await page.waitForFunction(
    (selector) =>
      !document.querySelector('[data-page-loading]') &&
      !document.body.hasAttribute('aria-busy') &&
      !!document.querySelector(selector),
    drawn,
    { timeout: 15_000 },
  )
}

export const DATA_MODES = ['mock', 'field'] as const
export type DataMode = (typeof DATA_MODES)[number]

/**
 * Runs a journey suite twice: against the mock's own answers and against the same answers typed as the
 * real backend sends them. The scenario is set after the backend's reset (the `test` fixture).
 */
export function describeEachData(
  name: string,
  channels: { tag: readonly string[] },
  body: (data: DataMode) => void,
): void {
  for (const data of DATA_MODES)
    test.describe(`${name} (${data} data)`, { tag: [...channels.tag] }, () => {
      test.beforeEach(async () => {
        await setScenario({ data })
      })
      body(data)
    })
}

/** What a customer must never read: the error boundary, or a raw value printed as text. */
const RAW_VALUE = /\b(NaN|undefined|null)\b|\[object Object\]/
export const ERROR_BOUNDARY_TEXT = '页面出了点小问题，请稍后重试'

/** The visible problems on the current page: error boundary and raw values, with some context. */
export async function screenProblems(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText)
  const problems: string[] = []
  if (text.includes(ERROR_BOUNDARY_TEXT)) problems.push('error boundary')
  const raw = RAW_VALUE.exec(text)
  if (raw)
    problems.push(`raw value "${raw[0]}" in …${text.slice(Math.max(0, raw.index - 30), raw.index + 30)}…`)
  return problems
}

/**
 * One request as it went out: its address (the object is the URL itself, so `.pathname`, `.searchParams`
 * read as on a URL), its body and headers, and Playwright's request for the rest (`isNavigationRequest()`,
 * `frame()`, `resourceType()`).
 */
export class SentRequest extends URL {
  readonly body: string
  readonly headers: Record<string, string>
  constructor(readonly request: Request) {
    super(request.url())
    this.body = request.postData() ?? ''
    this.headers = request.headers()
  }

  /** The body read as JSON (a form or no body: an empty object). */
  json<T = Record<string, unknown>>(): T {
    try {
      return JSON.parse(this.body) as T
    } catch {
      return {} as T
    }
  }
}

/**
 * The requests a page (or every page of a phone) sends that `match` accepts (a string the URL contains, a
 * pattern of the URL, or a test of the request), as a list that grows as they are sent: the e2e tests' one
 * request recorder (docs/testing.md, Fixtures). Read it with `expect.poll(() => list.length)` while calls
 * may still come.
 */
export function requestsTo(
  target: Page | BrowserContext,
  match: string | RegExp | ((request: Request) => boolean),
): SentRequest[] {
  const seen: SentRequest[] = []
  target.on('request', (req) => {
    const url = req.url()
    const accepted =
      typeof match === 'string' ? url.includes(match) : match instanceof RegExp ? match.test(url) : match(req)
    if (accepted) seen.push(new SentRequest(req))
  })
  return seen
}

/**
 * Fills the phone-binding form (account-and-shared §4) as a customer does: the phone, the image captcha
 * (the mock accepts 1234), 获取验证码 and its countdown, the SMS code (123456) and the agreement. The
 * caller taps the form's own submit button.
 */
export async function fillBindForm(page: Page, phone = '13912345678'): Promise<void> {
  await page.getByLabel('手机号', { exact: true }).fill(phone)
  await page.getByRole('img', { name: '图形验证码' }).waitFor({ timeout: 15_000 })
  await page.getByLabel('图形验证码', { exact: true }).fill('1234')
  await page.getByRole('button', { name: '获取验证码' }).click()
  await page.getByRole('button', { name: /s后重新获取/ }).waitFor({ timeout: 15_000 })
  await page.getByLabel('短信验证码').fill('123456')
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check({ force: true })
}

/**
 * Waits until the page has drawn (as `settled`), and gives the rounds of backend calls it waited for
 * (docs/architecture.md, "Calls side by side"): the page's own fetch/XHR calls (not the mock's control
 * paths or the monitor) answered by then, from the browser's resource timing. A call is in round 1 + the
 * highest round of any call answered before it was sent: calls sent side by side share a round, a call
 * that waited for an answer is one later. `calls` lists them as `round path`.
 */
export async function callRoundsUntilDrawn(
  page: Page,
  drawn = '#root main',
): Promise<{ rounds: number; calls: string[] }> {
  await page.waitForLoadState('load')
  const handle = await page.waitForFunction(
    (selector) => {
      if (
        document.querySelector('[data-page-loading]') ||
        document.body.hasAttribute('aria-busy') ||
        !document.querySelector(selector)
      )
        return false
      const drawnAt = performance.now()
      const calls = performance
        .getEntriesByType('resource')
        .filter((e): e is PerformanceResourceTiming => e instanceof PerformanceResourceTiming)
        .filter((e) => {
          const url = new URL(e.name)
          return (
            ['fetch', 'xmlhttprequest'].includes(e.initiatorType) &&
            url.origin === location.origin &&
            !/^\/(__|monitor\/)/.test(url.pathname) &&
            e.responseEnd <= drawnAt
          )
        })
        .sort((x, y) => x.startTime - y.startTime)
      const rounds: number[] = []
      calls.forEach((call, i) => {
        const before = calls.slice(0, i).map((c, j) => (c.responseEnd <= call.startTime ? rounds[j] : 0))
        rounds.push(1 + Math.max(0, ...before))
      })
      return {
        rounds: Math.max(0, ...rounds),
        calls: calls.map((c, i) => `${rounds[i]} ${new URL(c.name).pathname}`),
      }
    },
    drawn,
    { timeout: 30_000 },
  )
  return (await handle.jsonValue()) as { rounds: number; calls: string[] }
}

/** Frames in a row with no request of the page's own in flight and none started: it has drawn its answers. */
const QUIET_FRAMES = 3

/**
 * Follows the requests the page makes to its own origin (its API calls and the code and styles it
 * loads; not images or fonts). `quiet()` resolves once none has been in flight, and none has started, for
 * QUIET_FRAMES animation frames: what the last answer brings is on the screen.
 */
export function trackRequests(page: Page): { quiet: (timeout?: number) => Promise<void> } {
  const origin = new URL(baseUrl()).origin
  const kinds = new Set(['fetch', 'xhr', 'script', 'stylesheet'])
  const inFlight = new Set<Request>()
  let started = 0
  page.on('request', (req) => {
    if (!kinds.has(req.resourceType()) || new URL(req.url()).origin !== origin) return
    inFlight.add(req)
    started += 1
  })
  page.on('requestfinished', (req) => inFlight.delete(req))
  page.on('requestfailed', (req) => inFlight.delete(req))
  const frame = () =>
    page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  return {
    async quiet(timeout = 15_000) {
      const until = Date.now() + timeout
      let calm = 0
      while (calm < QUIET_FRAMES) {
        if (Date.now() > until)
          throw new Error(
            `still loading after ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          )
        const before = started
        await frame()
        calm = inFlight.size === 0 && started === before ? calm + 1 : 0
      }
    },
  }
}

/**
 * Visits every route of the table (but /routerError) in one signed-in page and lists what went wrong:
 * /routerError, the error boundary, a raw value on screen, an uncaught page error, and whatever `check`
 * (e.g. the accessibility audit of a11y.e2e.ts) finds on the settled page.
 */
export async function walkEveryRoute(
  page: Page,
  errors: string[],
  paths: readonly string[],
  check?: (path: string) => Promise<string[]>,
): Promise<string[]> {
  const failures: string[] = []
  const requests = trackRequests(page)
  for (const path of paths) {
    await page.goto(`/#${path}`)
    await settled(page)
    // Late content (lists, charts, popups) renders after the first paint, from answers still on their way.
    await requests.quiet()
    const hash = await page.evaluate(() => location.hash)
    if (hash.startsWith('#/routerError')) failures.push(`${path} → routerError`)
    for (const problem of await screenProblems(page)) failures.push(`${path}: ${problem}`)
    if (errors.length) failures.push(`${path}: ${errors.splice(0).join('; ')}`)
    if (check) for (const problem of await check(path)) failures.push(`${path}: ${problem}`)
  }
  return failures
}

/**
 * A WeChat customer signed in by OAuth walks every route of the table (but /routerError) in one page (the
 * `page` fixture): what went wrong, as walkEveryRoute lists it. The scenario (user, data form) is the one set
 * before.
 */
export async function walkTheWholeApp(page: Page): Promise<string[]> {
  const errors = collectErrors(page)
  await signInViaOAuth(page, '/#/mgmfour')
  const paths = Object.values(PATHS).filter((path) => path !== PATHS.routerError)
  return walkEveryRoute(page, errors, paths)
}
