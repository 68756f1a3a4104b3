// The product market with 2 000 rows (catalogue §2.2: infinite scroll, 100 pages of 20): drives Debian's
// Chromium (@playwright/test) against a production build served with the mock backend, answers the market
// list with 100 pages of 20 rows (the same rows as catalogue-market.e2e.ts, whose test checks the
// structure only) and prints, per run and as medians:
//   - load: how long scrolling to the bottom, again and again, takes to bring all 2 000 rows in;
//   - scroll frames: the list scrolled through in 60 steps, one step every second animation frame; the time
//     of each step (median, p95, worst) and the main thread's long tasks (over 50 ms) meanwhile;
//   - the rows in the DOM at the bottom (the table is windowed: a few dozen, whatever the length).
// A script, not a test (docs/testing.md, "Benchmarks are scripts, not tests"): the numbers depend on the
// machine and its load. Target: p95 of the scroll steps under 200 ms at --cpu=1 on a quiet machine, and
// no long task while scrolling.
//
// Usage (docs/performance.md, "How to measure"):
//   SHARE_LINK_KEY_PROD=x npx vite build --mode prod --outDir /tmp/dist-scroll --emptyOutDir
//   npm run bench:scroll -- --dist=/tmp/dist-scroll [--port=4196] [--runs=3] [--cpu=1]
//   (or against a server already running: --base=http://127.0.0.1:4173). --cpu=N applies CDP CPU
//   throttling (Emulation.setCPUThrottlingRate) during the scroll, for a mid-range phone try 4.
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { MARKET_LOAD, marketLoadPage } from '../mocks/market-load.mjs'
import { startServer, stopServer, WECHAT_UA } from './bench-server.mjs'

const opt = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
)
const RUNS = Number(opt.runs ?? 3)
const CPU = Number(opt.cpu ?? 1)
const PORT = Number(opt.port ?? 4196)
const { rows: ROWS } = MARKET_LOAD
const STEPS = 60
const LIST_PATH = '/cms.product/api/custom/productInfo/fundList'

const rowCount = (page) =>
  page.evaluate(
    () => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1,
  )

async function run(browser, base) {
  const ctx = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: base,
  })
  const page = await ctx.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route(`**${LIST_PATH}?*`, (route) =>
    route.fulfill({
      json: marketLoadPage(
        Number(new URL(route.request().url()).searchParams.get('pageNum')),
        // The app's own page size (MARKET_PAGE_SIZE), as the backend would answer it.
        Number(new URL(route.request().url()).searchParams.get('pageSize')),
      ),
    }),
  )
  await page.goto('/#/productMarket?type=2')
  await page.waitForFunction(
    (n) => Number(document.querySelector('[role="table"]')?.getAttribute('aria-rowcount') ?? 1) - 1 >= n,
    1,
    { timeout: 30_000 },
  )

  const started = Date.now()
  while ((await rowCount(page)) < ROWS) {
    if (Date.now() - started > 180_000) throw new Error(`only ${await rowCount(page)} rows after 3 minutes`)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))))
  }
  const loadMs = Date.now() - started

  const cdp = await ctx.newCDPSession(page)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  const stats = await page.evaluate(async (steps) => {
    const long = []
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) long.push(e.duration)
    })
    observer.observe({ type: 'longtask' })
    window.scrollTo(0, 0)
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
    const max = document.documentElement.scrollHeight - innerHeight
    const frames = []
    let last = performance.now()
    for (let i = 1; i <= steps; i++) {
      window.scrollTo(0, (max * i) / steps)
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      const now = performance.now()
      frames.push(now - last)
      last = now
    }
    observer.disconnect()
    const domRows = document.querySelectorAll('[role="rowgroup"] [role="row"]').length
    frames.sort((a, b) => a - b)
    const at = (q) => frames[Math.min(frames.length - 1, Math.floor(q * frames.length))]
    return {
      median: at(0.5),
      p95: at(0.95),
      worst: frames.at(-1),
      longTasks: long.length,
      longest: long.length ? Math.max(...long) : 0,
      domRows,
    }
  }, STEPS)
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await ctx.close()
  return { loadMs, ...stats, errors }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ms = (x) => `${x.toFixed(1)} ms`

const base = await startServer({ base: opt.base, dist: opt.dist, port: PORT })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
})
try {
  await fetch(`${base}/__mock/reset`, { method: 'POST' })
  const load = () => loadavg()[0].toFixed(1)
  console.log(
    `market scroll benchmark: ${ROWS} rows, ${CPU}× CPU while ` +
      `scrolling, 375×667, ${RUNS} runs (${base}); load average ${load()} on ${cpus().length} cores`,
  )
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const r = await run(browser, base)
    if (r.errors.length) console.error(`  page errors: ${r.errors.join('; ')}`)
    console.log(
      `  run ${i + 1}: 2000 rows loaded by scrolling in ${Math.round(r.loadMs)} ms; scroll steps median ` +
        `${ms(r.median)}, p95 ${ms(r.p95)}, worst ${ms(r.worst)}; long tasks ${r.longTasks} ` +
        `(longest ${ms(r.longest)}); DOM rows ${r.domRows}`,
    )
    runs.push(r)
  }
  const m = (f) => median(runs.map(f))
  console.table({
    'load 2000 rows': `${Math.round(m((r) => r.loadMs))} ms`,
    'scroll step, median': ms(m((r) => r.median)),
    'scroll step, p95 (target < 200 ms)': ms(m((r) => r.p95)),
    'scroll step, worst': ms(m((r) => r.worst)),
    'long tasks while scrolling': m((r) => r.longTasks),
    'DOM rows at the bottom': m((r) => r.domRows),
  })
  console.log(`Load average now ${load()}: on a loaded machine the times stretch with everyone else's work.`)
} finally {
  await browser.close()
  stopServer()
}
