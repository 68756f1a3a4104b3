#!/usr/bin/env node
// Two builds' blocking time, compared visit by visit (docs/performance.md, "Blocking time: what Lighthouse
// counts"). Lighthouse's blocking time moves by 2–3× between runs of the same build on this machine, more than
// most changes move it; this takes the trace Lighthouse takes (the same categories, JavaScript stacks on every
// timer and request included), unthrottled, for a signed-in WeChat first visit of one route, alternating build A
// and build B, and sums what Lighthouse's simulation would count of it: every task that runs JavaScript, from
// the first call into React on, at 4× its length, beyond 50 ms. Tasks that only lay out and paint are left out,
// as the simulation places them before the first contentful paint. Prints the medians and every visit's
// blocking / JavaScript ms / task count. With --tasks, also each visit's counted tasks (over 12.5 ms) and the
// functions they call first, to see where the blocking time is. With --cold, each visit in a browser of its
// own, as Lighthouse visits: the browser's first layout (its fonts) is then part of the visit.
//
//   npm run build:e2e && cp -r dist /tmp/dist-b      # B, the change
//   (build A, the tree before, into /tmp/dist-a, e.g. from a `git worktree`)
//   npm run bench:blocking-ab -- /tmp/dist-a /tmp/dist-b /mgmfour --runs=9
//
// A timing, so a benchmark and never a test: run it on a quiet machine.
import path from 'node:path'
import { chromium } from '@playwright/test'
import { signedInColdPage, startServer, stopServer } from './bench-server.mjs'

const args = process.argv.slice(2)
const opt = Object.fromEntries(
  args.filter((a) => a.startsWith('--')).map((a) => [...a.slice(2).split('='), true].slice(0, 2)),
)
const [distA, distB, route = '/productMarket'] = args.filter((a) => !a.startsWith('--'))
if (!distA || !distB) throw new Error('give two build folders and a route: A B /route [--runs=N]')
const runs = Number(opt.runs ?? 7)
const port = Number(opt.port ?? 4381)

// What Lighthouse's trace gatherer records (core/gather/gatherers/trace.js), stacks included.
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'latencyInfo',
  'toplevel',
  'v8',
]
const JS_EVENTS = new Set([
  'FunctionCall',
  'TimerFire',
  'EvaluateScript',
  'v8.evaluateModule',
  'FireAnimationFrame',
])

/** The renderer's main thread: the one running the most tasks. */
function mainThread(events) {
  const tasks = new Map()
  for (const e of events)
    if (e.name === 'RunTask') tasks.set(`${e.pid}:${e.tid}`, (tasks.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const mains = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`)
  return mains.sort((a, b) => (tasks.get(b) ?? 0) - (tasks.get(a) ?? 0))[0]
}

function blockingOf(events) {
  const key = mainThread(events)
  const on = events.filter((e) => `${e.pid}:${e.tid}` === key && e.ph === 'X').sort((a, b) => a.ts - b.ts)
  const react = on.find(
    (e) => e.name === 'FunctionCall' && String(e.args?.data?.url ?? '').includes('/assets/react-'),
  )
  let blocking = 0
  let js = 0
  let count = 0
  const long = []
  for (const task of on.filter((e) => e.name === 'RunTask' && react && e.ts >= react.ts - 1)) {
    const inside = on.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur)
    if (!inside.some((e) => JS_EVENTS.has(e.name))) continue
    const ms = task.dur / 1000
    js += ms
    count++
    blocking += Math.max(0, 4 * ms - 50)
    if (4 * ms > 50) long.push(`${ms.toFixed(1)} ms: ${whatRuns(inside)}`)
  }
  return { blocking: Math.round(blocking), js: Math.round(js), count, long }
}

/** The outermost JavaScript of a task: what fired it and the function it called, file by file. */
function whatRuns(inside) {
  const names = []
  for (const e of inside) {
    if (!JS_EVENTS.has(e.name)) continue
    const d = e.args?.data ?? {}
    const file = String(d.url ?? d.stackTrace?.[0]?.url ?? '')
      .split('/')
      .pop()
    const label = `${e.name}${d.functionName ? ` ${d.functionName}` : ''}${file ? ` (${file})` : ''}`
    if (!names.includes(label)) names.push(label)
  }
  return names.slice(0, 4).join(', ')
}

const bases = [
  await startServer({ dist: path.resolve(distA), port }),
  await startServer({ dist: path.resolve(distB), port: port + 1 }),
]
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
let browser = await launch()
const results = [[], []]
try {
  for (let i = 0; i < runs; i++)
    for (const k of [0, 1]) {
      // --cold: a browser of its own for each visit, as Lighthouse starts one (its caches, fonts among them, empty).
      if (opt.cold && (i > 0 || k > 0)) {
        await browser.close()
        browser = await launch()
      }
      // Signed in once through the mock's OAuth stand-in; then a cold visit of the route.
      const { phone, page } = await signedInColdPage(browser, bases[k])
      await browser.startTracing(page, { categories: CATEGORIES })
      await page.goto(`${bases[k]}/#${route}`)
      await page.waitForTimeout(3500)
      const events = JSON.parse(String(await browser.stopTracing())).traceEvents
      await phone.close()
      results[k].push(blockingOf(events))
    }
} finally {
  await browser.close()
  stopServer()
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(`${route}, ${runs} visits each, alternating:`)
for (const k of [0, 1])
  console.log(
    `${k ? 'B' : 'A'} ${[distA, distB][k]}: blocking ${median(results[k].map((r) => r.blocking))} ms, ` +
      `JavaScript ${median(results[k].map((r) => r.js))} ms (medians); ` +
      results[k].map((r) => `${r.blocking}/${r.js}/${r.count}`).join(' '),
  )
if (opt.tasks)
  for (const k of [0, 1])
    results[k].forEach((r, i) =>
      console.log(`${k ? 'B' : 'A'} visit ${i + 1}: ${r.blocking} ms\n  ${r.long.join('\n  ')}`),
    )
process.exit(0)
