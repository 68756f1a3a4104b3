import { describe, expect, it } from 'vitest'
import { APP_UA, collectErrors, newPhone, suiteBrowser, WECHAT_UA } from './browser'

/**
 * Issue 13, first visit from a shared link, in Chromium: what happens before the first contentful paint.
 * - The page draws once: the route's page arrives beside the shell, so no skeleton is drawn first (a second
 *   full render a moment later was the largest task after the first paint).
 * - No stylesheet request blocks the first paint: the shell's rules are in index.html.
 * - Pull-to-refresh (react-spring and use-gesture) is asked for only after the first paint, and the notice
 *   strip is part of the market's own code (no chunk asked after the notice's answer).
 */
const suite = suiteBrowser()

interface FirstVisit {
  skeletonSeen: boolean
  fcp: number
  requests: { name: string; start: number; type: string }[]
}

async function firstVisit(ua: string, path: string): Promise<FirstVisit> {
  const context = await newPhone(suite.current, ua)
  const page = await context.newPage()
  const errors = collectErrors(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __skeleton: boolean; __fcp: number }
    w.__skeleton = false
    w.__fcp = 0
    new MutationObserver(() => {
      if (document.querySelector('[data-page-loading]')) w.__skeleton = true
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
  })
  await page.goto(path)
  await page.getByText('业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益').waitFor()
  // Pull-to-refresh arrives after the first frame: wait for it, then read the record.
  await page.waitForSelector('[data-refreshable="ready"]', { timeout: 10_000 })
  const result = await page.evaluate(() => {
    const w = window as unknown as { __skeleton: boolean; __fcp: number }
    return {
      skeletonSeen: w.__skeleton,
      fcp: w.__fcp,
      requests: performance.getEntriesByType('resource').map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: e.startTime,
        type: (e as PerformanceResourceTiming).initiatorType,
      })),
    }
  })
  expect(errors).toEqual([])
  await context.close()
  return result
}

for (const [channel, ua] of [
  ['WeChat', WECHAT_UA],
  ['app', APP_UA],
] as const) {
  describe(`first visit to the market (${channel})`, () => {
    it('draws the page once, with no render-blocking stylesheet and nothing chained before its first paint', async () => {
      const visit = await firstVisit(ua, '/#/productMarket')
      expect(visit.skeletonSeen).toBe(false)
      expect(visit.fcp).toBeGreaterThan(0)
      // No stylesheet of the shell is fetched at all (they are in the page).
      const shellCss = visit.requests.filter((r) => /\/assets\/(ui|core|index)-[\w-]+\.css$/.test(r.name))
      expect(shellCss).toEqual([])
      const pull = visit.requests.filter((r) => /\/assets\/pull-to-refresh-[\w-]+\.js$/.test(r.name))
      expect(pull).toHaveLength(1)
      expect(pull[0].start).toBeGreaterThan(visit.fcp)
      // The notice's code comes with the page, before the notice is even asked for.
      const notice = visit.requests.find((r) => r.name.includes('/productInfo/getNotice'))
      expect(notice).toBeDefined()
      // (Pull-to-refresh and its animation code come after the first paint, checked above; the optional
      // warm-ups start 3 s after start-up at the earliest, src/app/after-start-up.ts.)
      const late = visit.requests.filter(
        (r) =>
          /\.js$/.test(r.name) &&
          r.start > notice!.start &&
          r.start < 3000 &&
          !/pull-to-refresh|rubberband|motion|toast|spin-loading/.test(r.name),
      )
      expect(late.map((r) => r.name)).toEqual([])
    })
  })
}
