import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, inject } from 'vitest'

export const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN ABI/arm64'
export const PLAIN_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export const baseUrl = () => inject('baseUrl')

/** Debian's Chromium, never a downloaded build (DEVELOPERS.md). Flags as the machine notes advise. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export async function newPhone(browser: Browser, userAgent: string = WECHAT_UA): Promise<BrowserContext> {
  return browser.newContext({
    userAgent,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: baseUrl(),
  })
}

export async function setScenario(patch: {
  user?: string
  fault?: string
  faultPaths?: string[]
}): Promise<void> {
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

/** Collects uncaught page errors (the walk fails on any). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`${e.name}: ${e.message}`))
  return errors
}

/** Signs a user in through the real OAuth round trip (mock authorise page) and waits for the app. */
export async function signInViaOAuth(page: Page, path = '/#/mgmfour'): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 15_000 })
}

/** A suite's browser: launched once before its tests, closed after, the mock backend reset before each test. */
export function suiteBrowser(): { readonly current: Browser } {
  const ref = {} as { current: Browser }
  beforeAll(async () => {
    ref.current = await launch()
  })
  afterAll(async () => {
    await ref.current?.close()
  })
  beforeEach(async () => {
    await resetMock()
  })
  return ref
}
