import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import { FAILED_HINT, FAILED_RETRY, FAILED_TITLE, FRESH_PARAM } from '../../build/entry-script'
import { channel, expect, ON, requestsTo, test } from './browser'
import { BASE_URL, DIST } from './server'

/**
 * No white screen (docs/deployment.md, "No white screen"): a first load whose own code does not arrive
 * (the entry, a file of the shell, a stale index.html whose files were pruned) reloads once past every
 * cache, and shows 加载失败 with 重新加载 when that does not help either.
 */

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8')
/** The files index.html names: the entry module and the shell's module preloads. */
const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)![1]
const SHELL = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((m) => m[1])
const CORE = SHELL.find((file) => /\/core-/.test(file))!

const MARKET = '/#/productMarket?tab=0&type=2'

/** A document request, by whether it is the guard's fresh reload. */
const isFresh = (url: string) => new URL(url).searchParams.has(FRESH_PARAM)

/** The market drew: the app started (the app channel's one-time introduction may cover it). */
async function expectTheApp(page: Page): Promise<void> {
  await expect(page.locator('[role="table"]').first()).toBeAttached()
  await expect(page.getByText(FAILED_TITLE)).toHaveCount(0)
  // The cache-busting parameter did its work on the way in: it is not left in the address.
  expect(new URL(page.url()).searchParams.has(FRESH_PARAM)).toBe(false)
}

/** Lets `times` requests of a file fail (as a dropped connection), then serves it as usual. */
async function drop(page: Page, file: string, times: number): Promise<() => number> {
  let dropped = 0
  await page.route(
    (url) => url.pathname === file,
    (route: Route) => {
      if (dropped >= times) return route.fallback()
      dropped++
      return route.abort('connectionreset')
    },
  )
  return () => dropped
}

test.describe('a first load whose own code does not arrive', ON.wechatAndApp, () => {
  test('the entry dropped twice: a fresh reload by itself, then 加载失败, whose 重新加载 brings the app', async ({
    page,
  }) => {
    const documents = requestsTo(page, /\/(\?|#|$)/)
    const dropped = await drop(page, ENTRY, 2)
    await page.goto(MARKET)
    const failed = page.getByRole('alert').filter({ hasText: FAILED_TITLE })
    await expect(failed).toBeVisible()
    await expect(failed).toContainText(FAILED_HINT)
    expect(dropped()).toBe(2)
    // The second document was the guard's reload, at the same route, and it did not reload again.
    const pages = documents.filter((url) => url.pathname === '/')
    expect(pages.map((url) => isFresh(url.href))).toEqual([false, true])
    expect(new URL(page.url()).hash).toBe('#/productMarket?tab=0&type=2')
    await page.screenshot({ path: test.info().outputPath(`start-failed-${channel()}.png`) })

    await failed.getByRole('button', { name: FAILED_RETRY }).click()
    await expectTheApp(page)
    expect(documents.filter((url) => url.pathname === '/')).toHaveLength(3)
  })

  test('a file of the shell lost for the first document: the fresh reload brings the app, with no screen in between', async ({
    page,
  }) => {
    const documents = requestsTo(page, /\/(\?|#|$)/)
    const pages = () => documents.filter((url) => url.pathname === '/')
    let dropped = 0
    await page.route(
      (url) => url.pathname === CORE,
      (route) => {
        if (pages().some((url) => isFresh(url.href))) return route.fallback()
        dropped++
        return route.abort('connectionreset')
      },
    )
    await page.goto(MARKET)
    await expectTheApp(page)
    expect(dropped).toBeGreaterThan(0)
    expect(pages().map((url) => isFresh(url.href))).toEqual([false, true])
    // The good start reports the one that failed (docs/observability.md): why, and which file.
    await expect
      .poll(async () => {
        const { collect } = (await (await fetch(`${BASE_URL}/__mock/monitor`)).json()) as {
          collect: { events: { type: string; reason?: string; url?: string }[] }[]
        }
        return collect.flatMap((batch) => batch.events).find((e) => e.type === 'start')
      })
      .toMatchObject({ reason: 'shell', url: expect.stringContaining('/assets/core-') })
  })

  test('a stale index.html whose files are gone (a cached copy of an old release): the fresh reload gets the current one', async ({
    page,
  }) => {
    // The old release's files: every name in index.html changed, so the server answers each with a 404.
    const stale = html.replace(/\/assets\/([A-Za-z0-9_.-]+)\.(js|css)/g, '/assets/$1old.$2')
    const served: string[] = []
    await page.route(
      (url) => url.pathname === '/' && !url.searchParams.has(FRESH_PARAM),
      (route) => {
        served.push('stale')
        return route.fulfill({ status: 200, contentType: 'text/html', body: stale })
      },
    )
    const missing = requestsTo(page, /old\.js$/)
    await page.goto(MARKET)
    await expectTheApp(page)
    expect(served).toEqual(['stale'])
    expect(missing.length).toBeGreaterThan(0)
  })
})
