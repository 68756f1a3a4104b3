#!/usr/bin/env node
// First-visit benchmark (a script, not a timed test; docs/performance.md): builds the production bundle, serves it with the mock
// backend, and prints the Lighthouse table of the three routes customers open from shared links —
// performance, LCP, CLS and the JavaScript each loads — as a first-time visitor on a phone: Lighthouse
// mobile (slow 4G, 4x CPU, simulated), cold HTTP cache, gzip on, WeChat user agent, signed-in user.
//
//   node scripts/bench-lighthouse.mjs                 # build to /tmp/storefront-bench, port 4390, 3 runs
//   node scripts/bench-lighthouse.mjs --runs=5 --port=4391 --no-build --dist=/tmp/dist-x /productMarket
//   node scripts/bench-lighthouse.mjs --runs=1 --lcp-path /mgmfour   # also what the simulated LCP waits for
//
// --lcp-path prints, after each run, Lighthouse's own simulation of the largest paint (Lantern, from the
// run's saved trace): every request and CPU task the paint waits for, with its simulated start and end. The
// last to end sets LCP; that is where a change helps (the request count of the round after the
// shell, the React file's own download, then one round of calls).
//
// Needs Debian's Chromium (/usr/bin/chromium) and playwright-core (a devDependency); installs the
// Lighthouse CLI once into ~/.cache/storefront-lighthouse (no project dependency). Numbers move with the
// machine's load: take the median of several runs (--runs) on a quiet machine.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'

const args = process.argv.slice(2)
const opt = Object.fromEntries(
  args.filter((a) => a.startsWith('--')).map((a) => [...a.slice(2).split('='), true].slice(0, 2)),
)
const ROUTES = ['/productMarket', '/productMarketDetail?fundCode=9K210049&productType=2', '/mgmfour']
const routes = args.filter((a) => !a.startsWith('--'))
const runs = Number(opt.runs ?? 3)
const lcpPath = Boolean(opt['lcp-path'])
const port = Number(opt.port ?? 4390)
const dist = path.resolve(opt.dist ?? path.join(os.tmpdir(), 'storefront-bench'))
const CHROME = '/usr/bin/chromium'
const UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN'
/**
 * Lantern's largest-paint estimate for a run's saved artifacts, node by node (simulated ms, by start): the
 * requests and CPU tasks the paint's graph holds. Uses the Lighthouse CLI installed in the cache.
 */
async function printLcpPath(dir, route) {
  const lighthouse = (file) => import(path.join(cache, 'node_modules', 'lighthouse', file))
  const { loadArtifacts } = await lighthouse('core/lib/asset-saver.js')
  const { LanternLargestContentfulPaint } = await lighthouse(
    'core/computed/metrics/lantern-largest-contentful-paint.js',
  )
  const a = await loadArtifacts(dir)
  const settings = JSON.parse(fs.readFileSync(path.join(dir, 'lhr.report.json'), 'utf8')).configSettings
  const data = {
    trace: a.Trace,
    devtoolsLog: a.DevtoolsLog,
    gatherContext: a.GatherContext,
    settings,
    URL: a.URL,
    SourceMaps: a.SourceMaps,
    simulator: null,
  }
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  console.log(`${route}: simulated LCP ${Math.round(lcp.timing)} ms; what it waits for (start → end, ms):`)
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
    (x, y) => x[1].startTime - y[1].startTime,
  )
  for (const [node, t] of nodes) {
    const what =
      node.type === 'network'
        ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.transferSize} B)`
        : `CPU, ${Math.round(node.duration / 1000)} ms observed`
    console.log(
      `  ${String(Math.round(t.startTime)).padStart(6)} → ${String(Math.round(t.endTime)).padStart(6)}  ${what}`,
    )
  }
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

if (!opt['no-build']) {
  console.error(`building into ${dist} …`)
  execFileSync(
    'npx',
    ['vite', 'build', '--mode', 'prod', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
}

const cache = path.join(os.homedir(), '.cache', 'storefront-lighthouse')
const lhBin = path.join(cache, 'node_modules', '.bin', 'lighthouse')
if (!fs.existsSync(lhBin)) {
  fs.mkdirSync(cache, { recursive: true })
  console.error('installing the Lighthouse CLI into', cache)
  execFileSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', 'lighthouse@12'], {
    stdio: 'inherit',
  })
}
const { chromium } = createRequire(path.join(root, 'package.json'))('playwright-core')

// The build with the mock backend (mocks/serve.ts), as the e2e tests serve it.
const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DIST_DIR: dist, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/__mock/scenario`)).ok) break
  } catch {
    /* not up yet */
  }
  if (i > 150) throw new Error(`the mock server did not start on ${base}`)
  await new Promise((r) => setTimeout(r, 200))
}

// A gzip front (the deployment compresses; the mock server does not), plus a page that writes a signed-in
// user's storage without loading any of the app's files, so the HTTP cache stays cold.
let seed = '{}'
const front = http.createServer((req, res) => {
  if (req.url.startsWith('/__seed')) {
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(
      `<!doctype html><script>const s=${seed};for(const k in s.local)localStorage.setItem(k,s.local[k]);for(const k in s.session)sessionStorage.setItem(k,s.session[k]);document.title='seeded'</script>`,
    )
    return
  }
  const u = new URL(req.url, base)
  const headers = { ...req.headers, host: u.host }
  delete headers['accept-encoding']
  const up = http.request(u, { method: req.method, headers }, (r) => {
    const h = { ...r.headers }
    if (/javascript|css|html|json|svg/.test(h['content-type'] || '')) {
      delete h['content-length']
      h['content-encoding'] = 'gzip'
      res.writeHead(r.statusCode, h)
      r.pipe(zlib.createGzip({ level: 9 })).pipe(res)
    } else {
      res.writeHead(r.statusCode, h)
      r.pipe(res)
    }
  })
  up.on('error', (e) => {
    res.writeHead(502)
    res.end(String(e))
  })
  req.pipe(up)
})
await new Promise((r) => front.listen(0, '127.0.0.1', r))
const origin = `http://127.0.0.1:${front.address().port}`

try {
  // Sign in once through the mock's OAuth stand-in and keep the storage it leaves.
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ userAgent: UA })
  await page.goto(`${origin}/#/mgmfour`)
  await page.waitForTimeout(5000)
  seed = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }),
  )
  await browser.close()

  const run = (cmd, argv, env) =>
    new Promise((resolve) =>
      spawn(cmd, argv, { stdio: 'ignore', env: { ...process.env, ...env } }).on('exit', resolve),
    )
  const rows = []
  for (const route of routes.length ? routes : ROUTES) {
    const scores = []
    for (let i = 0; i < runs; i++) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
      const ctx = await chromium.launchPersistentContext(profile, {
        executablePath: CHROME,
        args: ['--no-sandbox', '--disable-gpu'],
      })
      const p = await ctx.newPage()
      await p.goto(`${origin}/__seed`)
      await ctx.close()
      const out = path.join(profile, 'report.json')
      const artifacts = path.join(profile, 'artifacts')
      await run(
        lhBin,
        [
          `${origin}/#${route}`,
          '--quiet',
          ...(lcpPath ? [`-GA=${artifacts}`] : []),
          '--output=json',
          `--output-path=${out}`,
          '--form-factor=mobile',
          '--disable-storage-reset',
          `--emulated-user-agent=${UA}`,
          '--only-categories=performance',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run --user-data-dir=${profile}`,
        ],
        { CHROME_PATH: CHROME },
      )
      if (fs.existsSync(out)) {
        const r = JSON.parse(fs.readFileSync(out, 'utf8'))
        const a = r.audits
        const js = a['network-requests'].details.items.filter((x) => x.resourceType === 'Script')
        scores.push({
          route: route.split('?')[0],
          performance: Math.round(r.categories.performance.score * 100),
          lcp: a['largest-contentful-paint'].displayValue,
          cls: a['cumulative-layout-shift'].displayValue,
          tbt: a['total-blocking-time'].displayValue,
          js: `${Math.round(js.reduce((s, x) => s + x.transferSize, 0) / 1024)} KiB in ${js.length} files`,
        })
        if (lcpPath) await printLcpPath(artifacts, route)
      } else console.error(`${route}: Lighthouse produced no report`)
      fs.rmSync(profile, { recursive: true, force: true })
    }
    scores.sort((x, y) => x.performance - y.performance)
    const median = scores[Math.floor(scores.length / 2)]
    if (median) rows.push({ ...median, runs: scores.map((s) => s.performance).join('/') })
  }
  console.log(`\nLighthouse mobile, median of ${runs} (${new Date().toISOString().slice(0, 10)}):\n`)
  console.log('| route | performance | LCP | CLS | TBT | JS | runs |')
  console.log('|---|---|---|---|---|---|---|')
  for (const r of rows)
    console.log(`| ${r.route} | ${r.performance} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.js} | ${r.runs} |`)
} finally {
  front.close()
  server.kill('SIGTERM')
}
