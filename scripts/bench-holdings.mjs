// Holdings with many rows: drives Debian's Chromium (@playwright/test) against a production
// build served with the mock backend, gives the signed-in `opened` user N holdings (the mock scenario's
// `holdings`) and prints, at 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), for /allChannelAssets
// (every distributor group opened before scrolling) and /assetsHold (the holdings of one kind):
//   - first frame: from the arrival of the last holdings answer to the first frame painted with holding rows
//     (reading the answer, rendering, painting; not the network);
//   - the longest main-thread task of the load, of a flick through the list (120 px a frame, a fast thumb)
//     and of jumps (scrubbing to 10 %, 25 % … of the page), from a Chromium trace (RunTask on the renderer's
//     main thread), with the number of tasks over 50 ms;
//   - DOM elements after the first frame and the most seen while scrolling, and the holding rows in the DOM.
// Two modes (--mode=throttle|cputime, both by default): "throttle" is the measure, wall-clock times
// under CDP CPU throttling; "cputime" runs unthrottled and gives the main thread's own CPU time × the rate,
// which is what the throttled wall clock would be with nothing else running: on a shared machine (the load
// average, printed first, far above the core count) the wall clock stretches with everyone else's work.
// "first frame" includes reading the answer (JSON.parse and the schema, in src/api); "render" is the part
// after it (React render, layout, paint).
// A script, not a test: the numbers depend on the machine. Targets: first frame ≤ 150 ms, no task over
// 50 ms while scrolling.
//
// Usage:
//   SHARE_LINK_KEY_PROD=x npx vite build --mode prod --outDir /tmp/dist-hld --emptyOutDir
//   node scripts/bench-holdings.mjs --dist=/tmp/dist-hld [--port=4195] [--rows=10000] [--runs=3] [--cpu=4]
//   (or against a server already running: --base=http://127.0.0.1:4173); --detail lists what the long
//   tasks spent their time on.
import { cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { startServer, stopServer, WECHAT_UA } from './bench-server.mjs'

const opt = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
)
const ROWS = Number(opt.rows ?? 10_000)
const RUNS = Number(opt.runs ?? 3)
const CPU = Number(opt.cpu ?? 4)
/**
 * throttle: CDP CPU throttling at --cpu, times by the wall clock (the measure). cputime: no
 * throttling, times = the main thread's own CPU time × --cpu, which a loaded shared machine does not
 * stretch (wall clock at 4× on a machine whose load average is far above its cores is mostly waiting).
 */
const MODES = opt.mode && opt.mode !== 'both' ? [opt.mode] : ['throttle', 'cputime']
const PORT = Number(opt.port ?? 4195)

/** A holding row on screen: its button shows 持有金额 (the same test before and after windowing). */
const ROW_TEXT = '持有金额'
const ANSWERS = /\/assets\/(allAssets|assetTypeShare|holdList)/

async function scenario(base, patch) {
  const res = await fetch(`${base}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  })
  if (!res.ok) throw new Error(`scenario: ${res.status}`)
  const state = await res.json()
  if (patch.holdings && state.holdings !== patch.holdings)
    throw new Error('this mock server does not know the `holdings` scenario')
}

/**
 * Installed before the app: notes when the first holding row is in the DOM and when that frame painted,
 * and leaves a user-timing mark there so the page's clock can be matched to the trace's.
 */
function firstRowProbe(rowText) {
  const mark = { inserted: 0, painted: 0 }
  window.__firstRow = mark
  const found = () =>
    [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').includes(rowText))
  const observer = new MutationObserver(() => {
    if (mark.inserted || !found()) return
    mark.inserted = performance.now()
    observer.disconnect()
    // The frame that shows the rows: a task posted from its animation frame runs after its paint.
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        mark.painted = performance.mark('bench:rows-painted').startTime
      }
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document, { childList: true, subtree: true })
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
]

/** The renderer main thread's complete events of a trace, and the trace time (µs) of a user-timing mark. */
function readTrace(buffer) {
  const { traceEvents } = JSON.parse(buffer.toString())
  const mains = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  )
  const onMain = traceEvents.filter((e) => e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`))
  const markTs = (name) => traceEvents.find((e) => e.name === name && e.ph !== 'M')?.ts
  return { onMain, markTs }
}

/**
 * The tasks (RunTask) of a trace: the longest and how many exceed 50 ms, by wall clock and by CPU time ×
 * the throttling rate. With --detail, what the long tasks spent their time on.
 */
function tasks({ onMain }, label, scale) {
  const out = { longest: 0, over50: 0 }
  const long = []
  for (const e of onMain) {
    if (e.name !== 'RunTask') continue
    const t = (scale ? (e.tdur ?? e.dur ?? 0) * scale : (e.dur ?? 0)) / 1000
    out.longest = Math.max(out.longest, t)
    if (t > 50) {
      out.over50++
      long.push(e)
    }
  }
  if (opt.detail && long.length) {
    const spent = new Map()
    for (const task of long)
      for (const e of onMain)
        if (
          e !== task &&
          e.name !== 'RunTask' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + task.dur
        ) {
          const fn = e.args?.data?.functionName || e.args?.data?.url?.split('/').pop() || ''
          const key = e.name === 'FunctionCall' ? `FunctionCall ${fn}` : e.name
          const t = scale ? (e.tdur ?? e.dur ?? 0) * scale : (e.dur ?? 0)
          spent.set(key, (spent.get(key) ?? 0) + t / 1000)
        }
    console.log(`    ${label}: ${long.length} tasks over 50 ms spent (nested events overlap):`)
    for (const [name, t] of [...spent].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`      ${t.toFixed(0).padStart(7)} ms  ${name}`)
  }
  return out
}

/** Time (ms) from `from` to `to` (trace µs): wall clock, or the main thread's CPU time × scale in it. */
function timeWithin({ onMain }, from, to, scale) {
  if (!scale) return (to - from) / 1000
  let total = 0
  for (const e of onMain) {
    if (e.name !== 'RunTask' || !e.dur) continue
    const overlap = Math.min(to, e.ts + e.dur) - Math.max(from, e.ts)
    if (overlap > 0) total += (e.tdur ?? e.dur) * (overlap / e.dur)
  }
  return (total * scale) / 1000
}

/** The end (trace µs) of the task that received the last holdings answer (JSON and schema parse). */
function answerTaskEnd({ onMain }) {
  const loads = onMain.filter((e) => e.name === 'XHRLoad' && ANSWERS.test(e.args?.data?.url ?? ''))
  const last = loads.at(-1)
  if (!last) return undefined
  const task = onMain.find(
    (e) => e.name === 'RunTask' && e.ts <= last.ts && e.ts + e.dur >= last.ts + last.dur,
  )
  return task ? task.ts + task.dur : last.ts + last.dur
}

const elements = (page) => page.evaluate(() => document.getElementsByTagName('*').length)
const frame = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))))

/** Opens every closed distributor group. */
async function openAllGroups(page) {
  const headers = page.locator('section[aria-label] .adm-collapse-panel-header')
  const n = await headers.count()
  for (let i = 0; i < n; i++) {
    const section = page.locator('section[aria-label]').nth(i)
    if ((await section.locator('.adm-collapse-panel-content-active').count()) > 0) continue
    await headers.nth(i).click()
    await page.waitForTimeout(800)
  }
}

/** A fast thumb: 120 px a frame through the first part of the page, then back up a little. */
async function flick(page) {
  let most = 0
  for (let i = 0; i < 200; i++) {
    await page.mouse.wheel(0, i < 160 ? 120 : -120)
    await frame(page)
    if (i % 20 === 19) most = Math.max(most, await elements(page))
  }
  return most
}

/** Jumps along the page (a scrubbed scroll bar, a fling released far down), each followed by a few steps. */
async function jumps(page) {
  let most = 0
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  for (const f of [0.1, 0.25, 0.5, 0.75, 0.9, 1, 0.5, 0]) {
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(height * f))
    await frame(page)
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, f === 1 ? -120 : 120)
      await frame(page)
    }
    most = Math.max(most, await elements(page))
  }
  return most
}

async function measureRoute(browser, base, route, { groups, mode }) {
  const scale = mode === 'cputime' ? CPU : 0
  const ctx = await browser.newContext({
    userAgent: WECHAT_UA,
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    locale: 'zh-CN',
  })
  const page = await ctx.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(e.message))
  // Sign in (the mock's OAuth round trip) and warm the mock's cache of the N holdings, unthrottled.
  await page.goto(`${base}/#/mgmfour`)
  await page.waitForFunction(() => !!localStorage.getItem('localToken'), undefined, { timeout: 30_000 })
  await page.goto(`${base}/#${route}`)
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('button')].some((b) => (b.textContent ?? '').includes(t)),
    ROW_TEXT,
    { timeout: 120_000 },
  )
  await page.addInitScript(firstRowProbe, ROW_TEXT)
  const cdp = await ctx.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: scale ? 1 : CPU })

  // The measured load: a fresh document at 4× CPU.
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  await page.reload()
  await page.waitForFunction(() => window.__firstRow?.painted > 0, undefined, { timeout: 300_000 })
  await page.waitForTimeout(500)
  const loadTrace = readTrace(await browser.stopTracing())
  const timing = await page.evaluate((pattern) => {
    const answers = performance.getEntriesByType('resource').filter((e) => new RegExp(pattern).test(e.name))
    return { answered: Math.max(...answers.map((e) => e.responseEnd)), painted: window.__firstRow.painted }
  }, ANSWERS.source)
  const paintedTs = loadTrace.markTs('bench:rows-painted')
  const answeredTs = paintedTs - (timing.painted - timing.answered) * 1000
  const load = tasks(loadTrace, `${route} load`, scale)
  const parsedTs = answerTaskEnd(loadTrace)
  const firstElements = await elements(page)

  if (groups) await openAllGroups(page)
  const rowsInDom = await page.locator(`button:has-text("${ROW_TEXT}")`).count()
  await page.waitForTimeout(500)
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  const mostFlick = await flick(page)
  const flickTasks = tasks(readTrace(await browser.stopTracing()), `${route} flick`, scale)
  await browser.startTracing(page, { categories: TRACE_CATEGORIES })
  const mostJump = await jumps(page)
  const jumpTasks = tasks(readTrace(await browser.stopTracing()), `${route} jumps`, scale)
  await ctx.close()
  return {
    firstFrame: paintedTs ? timeWithin(loadTrace, answeredTs, paintedTs, scale) : NaN,
    render: paintedTs && parsedTs ? timeWithin(loadTrace, parsedTs, paintedTs, scale) : NaN,
    load,
    flick: flickTasks,
    jumps: jumpTasks,
    firstElements,
    mostElements: Math.max(firstElements, mostFlick, mostJump),
    rowsInDom,
    errors,
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const ms = (x) => `${Math.round(x)} ms`

const base = await startServer({ base: opt.base, dist: opt.dist, port: PORT })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-dev-shm-usage'],
})
try {
  await fetch(`${base}/__mock/reset`, { method: 'POST' })
  await scenario(base, { user: 'opened', holdings: ROWS, fault: 'none', data: 'mock' })
  const routes = [
    { route: '/allChannelAssets', groups: true },
    { route: '/assetsHold?respProductType=1', groups: false },
  ]
  const load = () => loadavg()[0].toFixed(1)
  console.log(
    `holdings benchmark: ${ROWS} holdings, ${CPU}× CPU, 375×667, median of ${RUNS} runs (${base}); ` +
      `load average ${load()} on ${cpus().length} cores`,
  )
  const table = []
  for (const mode of MODES)
    for (const { route, groups } of routes) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const r = await measureRoute(browser, base, route, { groups, mode })
        if (r.errors.length) console.error(`  page errors on ${route}: ${r.errors.join('; ')}`)
        console.log(
          `  ${mode} ${route} run ${i + 1}: first frame ${ms(r.firstFrame)} (render ${ms(r.render)}); ` +
            `longest task: load ${ms(r.load.longest)}, flick ${ms(r.flick.longest)} (${r.flick.over50} over 50 ms), ` +
            `jumps ${ms(r.jumps.longest)} (${r.jumps.over50} over 50 ms); ` +
            `DOM elements ${r.firstElements} → max ${r.mostElements}; holding rows in DOM ${r.rowsInDom}`,
        )
        runs.push(r)
      }
      const m = (f) => median(runs.map(f))
      table.push({
        mode,
        route,
        'first frame': ms(m((r) => r.firstFrame)),
        'of which render': ms(m((r) => r.render)),
        'longest task, load': ms(m((r) => r.load.longest)),
        'longest task, flick': ms(m((r) => r.flick.longest)),
        'flick tasks > 50 ms': m((r) => r.flick.over50),
        'longest task, jumps': ms(m((r) => r.jumps.longest)),
        'jump tasks > 50 ms': m((r) => r.jumps.over50),
        'DOM elements (first / max)': `${m((r) => r.firstElements)} / ${m((r) => r.mostElements)}`,
        'rows in DOM': m((r) => r.rowsInDom),
      })
    }
  console.log(
    `throttle: wall clock at ${CPU}× CPU throttling; cputime: main-thread CPU time × ${CPU}, unthrottled. ` +
      `Load average now ${load()}.`,
  )
  console.table(table)
} finally {
  await browser.close()
  await scenario(base, { holdings: 0 }).catch(() => {})
  stopServer()
}
