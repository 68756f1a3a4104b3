#!/usr/bin/env node
// The largest paint of a first visit as Chromium observes it (docs/performance.md, "Observed, not simulated"):
// Lighthouse's simulation (Lantern) shares the bandwidth among every request in flight, also while one only
// waits for its server's answer, so a call started early is simulated as slowing the files beside it. This
// measures instead: a signed-in WeChat customer with a cold cache, slow 4G applied by Chromium itself (150 ms,
// 1.6 Mbps down) and 4× CPU, the build served by the mock backend whose every answer takes --api-latency ms
// (its `slow` scenario; a real backend is not instant). Prints each route's median LCP of --runs visits, and
// its median observed blocking time: the long tasks Chromium reports after the first contentful paint, each
// counted beyond 50 ms, over the 9 s of the visit. Unlike the simulation's, this counts what runs on the main
// thread as it ran there: work moved to a background thread (a compile hint, docs/decisions/032) shows.
//
//   npm run build:e2e && npm run bench:observed -- --runs=5 --api-latency=150 /mgmfour /productMarket
//   npm run bench:observed -- --dist=/tmp/other/dist …     # another build, the same mock backend
//   npm run bench:observed -- /__reference/ /productMarket    # beside the reference page (npm run build:e2e builds it)
//
// A timing, so a benchmark and never a test: run it on a quiet machine, builds one after another.
import path from 'node:path'
import { chromium } from '@playwright/test'
import { signedInColdPage, startServer, stopServer } from './bench-server.mjs'

const args = process.argv.slice(2)
const opt = Object.fromEntries(
  args.filter((a) => a.startsWith('--')).map((a) => [...a.slice(2).split('='), true].slice(0, 2)),
)
const routes = args.filter((a) => !a.startsWith('--'))
const runs = Number(opt.runs ?? 5)
const apiLatency = Number(opt['api-latency'] ?? 150)
const dist = path.resolve(opt.dist ?? 'dist')
const port = Number(opt.port ?? 4393)

const base = await startServer({ dist, port })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
})
const samples = {}
try {
  const scenario = apiLatency > 0 ? { fault: 'slow', slowMs: apiLatency } : { fault: 'none' }
  await fetch(`${base}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(scenario),
  })
  for (let i = 0; i < runs; i++)
    for (const route of routes.length ? routes : ['/productMarket', '/mgmfour']) {
      // Signed in once through the mock's OAuth stand-in; then a cold visit of the route.
      const { phone, page, cdp } = await signedInColdPage(browser, base)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.addInitScript(() => {
        window.__lcp = 0
        window.__fcp = 0
        window.__tasks = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__lcp = entry.startTime
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime
        }).observe({ type: 'paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__tasks.push([entry.startTime, entry.duration])
        }).observe({ type: 'longtask', buffered: true })
      })
      // The reference page (React, the router and antd-mobile only: docs/decisions/020) is a path of its own.
      await page.goto(route.startsWith('/__reference/') ? `${base}${route}` : `${base}/#${route}`)
      // Long enough for every first paint here to be over at these speeds.
      await page.waitForTimeout(9000)
      const seen = await page.evaluate(() => ({
        lcp: window.__lcp,
        blocking: window.__tasks
          .filter(([start]) => start >= window.__fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      }))
      ;(samples[route] ??= []).push({ lcp: Math.round(seen.lcp), tbt: Math.round(seen.blocking) })
      await phone.close()
    }
} finally {
  await browser.close()
  stopServer()
}
console.log(
  `observed LCP and blocking time, ${dist}, every backend answer ${apiLatency} ms, median of ${runs}:`,
)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
for (const [route, values] of Object.entries(samples)) {
  const lcps = values.map((v) => v.lcp)
  const tbts = values.map((v) => v.tbt)
  console.log(
    `${route}: LCP ${median(lcps)} ms (${lcps.join(', ')}); TBT ${median(tbts)} ms (${tbts.join(', ')})`,
  )
}
