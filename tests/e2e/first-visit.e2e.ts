import type { Page } from '@playwright/test'
import { channel, collectErrors, expect, ON, requestsTo, settled, test } from './browser'
import { builtFiles, withImports } from './built-files'

/**
 * The first visit from a shared link, in Chromium: what happens before the first contentful paint.
 * - The page draws once: the route's page arrives beside the shell, so no skeleton is drawn first (a second
 *   full render a moment later was the largest task after the first paint).
 * - No stylesheet request of the shell: its rules are in index.html. The page's own stylesheets (and those of
 *   its family's shared chunk) are asked for beside its code, in the same round.
 * - Pull-to-refresh (react-spring and use-gesture), the list's foot that asks for more rows (the infinite
 *   scroll) and the notice strip's code are asked for only after the first paint.
 */
/** The stylesheets written into index.html: the shell's. */
const SHELL_CSS = /\/assets\/(ui|core|index)-[\w-]+\.css$/

interface FirstVisit {
  skeletonSeen: boolean
  fcp: number
  /** Largest-contentful-paint candidates: when each was painted, and the start of its text. */
  paints: { time: number; text: string }[]
  requests: { name: string; start: number; end: number; type: string }[]
}

/**
 * The market's first visit is over once pull-to-refresh (asked for after the first paint) and the list's
 * foot that asks for more rows (asked for once the first rows are on the screen, which on a busy machine
 * can be after pull-to-refresh has arrived) are both there.
 */
async function marketSettled(page: Page): Promise<void> {
  await page.getByText('业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益').waitFor()
  await page.waitForSelector('[data-refreshable="ready"]', { timeout: 10_000 })
  await page.locator('.adm-infinite-scroll').waitFor({ timeout: 10_000 })
}

async function firstVisit(
  page: Page,
  path: string,
  settled = marketSettled,
  prepare: (page: Page) => Promise<unknown> = async () => {},
): Promise<FirstVisit> {
  const errors = collectErrors(page)
  await page.addInitScript(() => {
    const w = window as unknown as { __skeleton: boolean; __fcp: number; __paints: FirstVisit['paints'] }
    w.__skeleton = false
    w.__fcp = 0
    w.__paints = []
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
        w.__paints.push({ time: e.startTime, text: (e.element?.textContent ?? '').slice(0, 40) })
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver(() => {
      if (document.querySelector('[data-page-loading]')) w.__skeleton = true
    }).observe(document, { childList: true, subtree: true })
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime
    }).observe({ type: 'paint', buffered: true })
  })
  await prepare(page)
  await page.goto(path)
  await settled(page)
  const result = await page.evaluate(() => {
    const w = window as unknown as { __skeleton: boolean; __fcp: number; __paints: FirstVisit['paints'] }
    return {
      skeletonSeen: w.__skeleton,
      fcp: w.__fcp,
      paints: w.__paints,
      requests: performance.getEntriesByType('resource').map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
        type: (e as PerformanceResourceTiming).initiatorType,
      })),
    }
  })
  expect(errors).toEqual([])
  return result
}

test.describe('first visit to the market', ON.wechatAndApp, () => {
  test('draws the page once, with no render-blocking stylesheet and nothing chained before its first paint', async ({
    page,
  }) => {
    const visit = await firstVisit(page, '/#/productMarket')
    expect(visit.skeletonSeen).toBe(false)
    expect(visit.fcp).toBeGreaterThan(0)
    // No stylesheet of the shell is fetched at all (it is in the page).
    const shellCss = visit.requests.filter((r) => SHELL_CSS.test(r.name))
    expect(shellCss).toEqual([])
    const afterPaint = [
      ...builtFiles(/antd-mobile\/es\/components\/pull-to-refresh\/pull-to-refresh\.js$/),
      ...builtFiles(/src\/features\/catalogue\/market\/components\/more-rows\.tsx$/),
    ]
    const late = (file: string) => visit.requests.filter((r) => r.name === file)
    for (const file of afterPaint) {
      expect(late(file)).toHaveLength(1)
      expect(late(file)[0].start).toBeGreaterThan(visit.fcp)
    }
    // The notice strip's code is asked for after the first paint (its place is kept meanwhile), once: its
    // bytes are not on the way to the list. The notice's answer is asked for by start-up (the next describe).
    const notice = visit.requests.find((r) => r.name.includes('/productInfo/getNotice'))
    expect(notice).toBeDefined()
    const stripFiles = builtFiles(/src\/features\/catalogue\/market\/components\/notice-strip\.tsx$/)
    const strip = visit.requests.filter((r) => stripFiles.includes(r.name))
    expect(strip).toHaveLength(1)
    expect(strip[0].start).toBeGreaterThan(visit.fcp)
    // The maintenance check waits for the first round of calls (the list, the notice): no part of it.
    const maintenance = visit.requests.find((r) => r.name.includes('/sys/maintenance'))
    const list = visit.requests.find((r) => r.name.includes('/productInfo/fundList'))
    expect(maintenance).toBeDefined()
    expect(list).toBeDefined()
    expect(maintenance!.start).toBeGreaterThanOrEqual(Math.max(list!.end, notice!.end))
    // (Pull-to-refresh, its animation code and the list's foot come after the first paint, checked above,
    // and so do the maintenance check's code and the toasts'; the optional warm-ups start 3 s after
    // start-up at the earliest, src/app/after-start-up.ts.)
    const expected = new Set(
      withImports([
        ...afterPaint,
        ...stripFiles,
        ...builtFiles(/antd-mobile\/es\/components\/(pull-to-refresh|toast|spin-loading)\//),
        ...builtFiles(/@react-spring|@use-gesture|rubberband/),
        ...builtFiles(/src\/app\/maintenance\.ts$/),
        // In the app, the market's introduction is part of its first picture (catalogue §2.2): asked by its code.
        ...(channel() === 'app' ? builtFiles(/market\/components\/intro-overlay\.tsx$/) : []),
      ]),
    )
    // Nothing else is asked for once the market's code is in.
    const marketFiles = builtFiles(/market\/pages\/market-page\.tsx$/)
    const market = visit.requests.find((r) => marketFiles.includes(r.name))
    expect(market).toBeDefined()
    const chained = visit.requests.filter(
      (r) => /\.js$/.test(r.name) && r.start > market!.end && r.start < 3000 && !expected.has(r.name),
    )
    expect(chained.map((r) => r.name)).toEqual([])
  })
})

// In WeChat the market's first picture holds the notice (in the app the introduction opens over it first).
test.describe('first visit to the market in care mode', ON.wechat, () => {
  test("in care mode asks for the notice strip's code with the page's: its wrapped text has no fixed place", async ({
    page,
  }) => {
    const visit = await firstVisit(page, '/#/productMarket', marketSettled, (p) =>
      p.addInitScript(() => localStorage.setItem('careMode', '1')),
    )
    expect(visit.fcp).toBeGreaterThan(0)
    const stripFiles = builtFiles(/src\/features\/catalogue\/market\/components\/notice-strip\.tsx$/)
    const strip = visit.requests.filter((r) => stripFiles.includes(r.name))
    expect(strip).toHaveLength(1)
    expect(strip[0].start).toBeLessThan(visit.fcp)
    await expect(page.getByRole('status', { name: '公告' })).toBeVisible()
  })
})

/** The work a first visit does not need for its first picture comes after it. */
test.describe('first visit to a product detail', ON.wechatAndApp, () => {
  test('asks for the chart code (echarts) only after the product is on the screen', async ({ page }) => {
    const visit = await firstVisit(
      page,
      '/#/productMarketDetail?fundCode=9K210049&productType=2',
      (page) => page.getByRole('button', { name: '查看数据' }).waitFor({ timeout: 10_000 }),
      // The detail answers last, so the page draws with its 历史净值 already there (as on a real first
      // visit, where both answers arrive together): the chart could then be asked in that same render.
      (page) =>
        page.route('**/getTAProductDetail*', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 400))
          await route.continue()
        }),
    )
    // The product's name (the page's largest text) painted first, then the chart's code was asked for.
    const named = visit.paints.find((p) => p.text.includes('稳享日日盈2号'))
    expect(named).toBeDefined()
    const chartFiles = builtFiles(/src\/features\/catalogue\/chart\/nav-chart\.tsx$/)
    const chart = visit.requests.filter((r) => chartFiles.includes(r.name))
    expect(chart).toHaveLength(1)
    expect(chart[0].start).toBeGreaterThan(named!.time)
  })
})

/**
 * The first round of calls of a shared link leaves as soon as the small entry runs, beside the download of
 * the app's code, and the page's own call takes that answer: each call is asked once, and before the page's
 * code has arrived (held back here, so that a call made by the page would start after it).
 */
test.describe('first visit to the inviter home', ON.wechatAndApp, () => {
  test("asks for the answer dialogs' code only once its first picture is on the screen", async ({
    page,
    signedIn,
  }) => {
    await signedIn('/#/mgmfour')
    await settled(page, 'main')
    // The stop alert and the reward dialog open on an answer, neither on a first visit's first picture (the
    // story): their file is asked for after that paint (docs/decisions/034).
    const dialogFiles = builtFiles(/inviter\/components\/answer-dialogs\.tsx$/)
    expect(dialogFiles.length).toBeGreaterThan(0)
    const visit = await firstVisit(
      page,
      '/#/mgmfour',
      async (p) => {
        await p.locator('main').first().waitFor()
        await p.waitForFunction(
          (files) =>
            performance.getEntriesByType('resource').some((e) => files.includes(new URL(e.name).pathname)),
          dialogFiles,
        )
      },
      (p) => p.goto('about:blank'),
    )
    expect(visit.fcp).toBeGreaterThan(0)
    const asked = visit.requests.filter((r) => dialogFiles.includes(r.name))
    expect(asked).toHaveLength(dialogFiles.length)
    for (const file of asked) expect(file.start).toBeGreaterThan(visit.fcp)
  })
})

test.describe('the first round of calls of a shared link', ON.wechatAndApp, () => {
  /**
   * Opens `path` with the page's file held back, waits for `drawn`, and returns for each call how often it was
   * asked and whether it started before the page's file had arrived.
   */
  async function visitWithPageHeldBack(
    page: Page,
    path: string,
    pageModule: RegExp,
    calls: string[],
    drawn: () => Promise<void>,
  ) {
    const held = builtFiles(pageModule)
    await page.route(
      (url) => held.includes(url.pathname),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      },
    )
    // A new document, not a change of the fragment of the one open (the session stays: one tab).
    await page.goto('about:blank')
    const asked = calls.map((call) => requestsTo(page, call))
    await page.goto(path)
    await drawn()
    await settled(page)
    const timings = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        name: e.name.replace(location.origin, ''),
        start: e.startTime,
        end: (e as PerformanceResourceTiming).responseEnd,
      })),
    )
    const pageFile = timings.find((t) => held.includes(t.name))
    expect(pageFile).toBeDefined()
    return calls.map((call, i) => {
      const answered = timings.filter((t) => t.name.includes(call))
      return {
        call,
        asked: asked[i].length,
        beforeThePage: answered.length > 0 && answered.every((t) => t.start < pageFile!.end),
      }
    })
  }

  test('the market: its first page and its notice', async ({ page }) => {
    const calls = ['/custom/productInfo/fundList', '/custom/productInfo/getNotice']
    const seen = await visitWithPageHeldBack(
      page,
      '/#/productMarket',
      /market\/pages\/market-page\.tsx$/,
      calls,
      () => page.getByText('业绩比较基准不是预期收益率，不代表产品的未来表现和实际收益').waitFor(),
    )
    expect(seen).toEqual(calls.map((call) => ({ call, asked: 1, beforeThePage: true })))
  })

  test('a product detail: the product', async ({ page }) => {
    const calls = ['/custom/productInfo/getTAProductDetail']
    const seen = await visitWithPageHeldBack(
      page,
      '/#/productMarketDetail?fundCode=9K210049&productType=2',
      /detail\/pages\/market-detail-page\.tsx$/,
      calls,
      () => page.getByRole('button', { name: '查看数据' }).waitFor(),
    )
    expect(seen).toEqual(calls.map((call) => ({ call, asked: 1, beforeThePage: true })))
  })

  test('the inviter home, signed in: its page config', async ({ page, signedIn }) => {
    await signedIn('/#/mgmfour')
    await settled(page, 'main')
    const calls = ['/newMgm/initPageInfo']
    const seen = await visitWithPageHeldBack(
      page,
      '/#/mgmfour',
      /inviter\/pages\/inviter-home-page\.tsx$/,
      calls,
      () => page.locator('main').first().waitFor(),
    )
    expect(seen).toEqual(calls.map((call) => ({ call, asked: 1, beforeThePage: true })))
  })
})
