import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { channel, collectErrors, expect, ON, requestsTo, settled, test } from './browser'
import { entryScript, makeRelease, notReceived, untappedMarketCode } from './release'
import { BASE_URL, DIST } from './server'

/**
 * Across the change (docs/deployment.md, "Releases"): a customer has the market open when a new release is
 * deployed, or the network drops for a moment, and then taps into a product. The page's code is gone with
 * the release before, or lost on the way; the customer must still reach the product.
 */

const TYPES: Record<string, string> = {
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
}

/**
 * From now on this phone is served the build in `dir` as the site's current release, as the server would
 * after a deploy that keeps none of the release before: index.html and assets/ from `dir`, a 404 for a file
 * it does not have. The backend's paths are answered by the mock server as before.
 */
async function deploy(phone: BrowserContext, dir: string): Promise<void> {
  const site = new URL(BASE_URL)
  await phone.route(
    (url) =>
      url.origin === site.origin &&
      (url.pathname === '/' || url.pathname === '/index.html' || url.pathname.startsWith('/assets/')),
    async (route) => {
      const { pathname } = new URL(route.request().url())
      const file = path.join(dir, pathname === '/' ? 'index.html' : pathname)
      if (!existsSync(file)) return route.fulfill({ status: 404, body: 'Not Found' })
      await route.fulfill({
        status: 200,
        body: readFileSync(file),
        headers: {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        },
      })
    },
  )
}

/** The market list, with the app's one-time introduction closed and all its untapped code received. */
async function openMarket(page: Page): Promise<void> {
  await page.goto('/#/productMarket?tab=0&type=2')
  await settled(page, '[role="table"] [role="rowgroup"] [role="row"]')
  if (channel() === 'app') {
    const intro = page.getByRole('dialog', { name: '产品信息查询' })
    await intro.waitFor({ timeout: 5000 }).then(
      () => intro.getByRole('button', { name: '查看全部' }).click(),
      () => undefined,
    )
    await intro.waitFor({ state: 'hidden' })
  }
  const files = untappedMarketCode()
  await expect.poll(() => notReceived(page, files)).toEqual([])
  // What this document was: a reload forgets it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
}

/** Taps the first public product of the list (a private placement only toasts). */
async function tapAProduct(page: Page): Promise<void> {
  const row = page.locator('[role="rowgroup"] [role="row"]', { hasNotText: '私募' }).first()
  await row.locator('[role="rowheader"]').click()
  await expect(page).toHaveURL(/#\/productMarketDetail\?/)
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true)
/** The release the document runs: its entry script. */
const runningEntry = (page: Page) =>
  page.evaluate(() => document.querySelector('script[type="module"][src]')?.getAttribute('src'))

test.describe('a page’s code across a release or a network drop', ON.wechatAndApp, () => {
  let releaseB: string
  test.beforeAll(() => {
    releaseB = mkdtempSync(path.join(os.tmpdir(), 'storefront-release-b-'))
    makeRelease(DIST, releaseB, 'b')
  })
  test.afterAll(() => rmSync(releaseB, { recursive: true, force: true }))

  test('a release deployed while the market is open: the tap reloads once to it and the product opens', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page)
    await openMarket(page)
    await expect.poll(() => runningEntry(page)).toBe(entryScript(DIST))

    await deploy(context, releaseB)
    const documents = requestsTo(page, (request) => request.resourceType() === 'document')
    await tapAProduct(page)
    await settled(page, 'main h1')
    // The new release, on the customer's route, in one reload.
    await expect.poll(() => runningEntry(page)).toBe(entryScript(releaseB))
    await expect.poll(() => sameDocument(page)).toBe(false)
    await expect(page).toHaveURL(/#\/productMarketDetail\?/)
    expect(documents).toHaveLength(1)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a network drop during the tap: the page says so, and 重新加载 brings the product once back online', async ({
    page,
    context,
  }) => {
    await openMarket(page)

    await context.setOffline(true)
    await tapAProduct(page)
    const failed = page.getByRole('alert')
    await expect(failed).toContainText('页面加载失败')
    await expect(failed).toContainText('请检查网络后重试')
    // Still offline: 重新加载 asks again, and fails again with the same words.
    await failed.getByRole('button', { name: '重新加载' }).click()
    await expect(page.getByRole('alert')).toContainText('请检查网络后重试')

    await context.setOffline(false)
    await page.getByRole('alert').getByRole('button', { name: '重新加载' }).click()
    await settled(page, 'main h1')
    await expect(page.getByRole('alert')).toHaveCount(0)
    // A fresh import in this document (today's Chromium forgets a failed one), no reload.
    await expect.poll(() => sameDocument(page)).toBe(true)
  })
})
