#!/usr/bin/env node
// The Lighthouse benchmark of docs/performance.md (How to measure; a script, not a timed test): builds the
// production bundle and a reference page with the same Vite config, serves both with the mock backend on one
// origin, and prints the Lighthouse table of the three routes customers open from shared links —
// performance, LCP, TBT, CLS and the JavaScript each loads — as a first-time visitor on a phone: Lighthouse
// mobile (slow 4G, 4x CPU, simulated), cold HTTP cache, gzip on, WeChat user agent, signed-in user.
//
// The reference page (bench/reference/: React, the hash router, antd-mobile, one list of 30 rows, no app
// code) is measured in the same run, first in every round, and each route's LCP and TBT are also given as a
// ratio to the reference's (route ÷ reference, medians). The absolute numbers follow the machine (its speed,
// its load); the ratios much less. Aim: every shared-link route within 1.2× of the reference's LCP and 1.5×
// of its TBT.
//
//   node scripts/bench-lighthouse.mjs                 # build to /tmp/storefront-bench, port 4390, 3 runs
//   node scripts/bench-lighthouse.mjs --runs=5 --port=4391 --no-build --dist=/tmp/dist-x /productMarket
//   node scripts/bench-lighthouse.mjs --runs=1 --lcp-path /mgmfour   # also what the simulated LCP waits for
//   node scripts/bench-lighthouse.mjs --nginx         # also through nginx: the shipped block, TLS, HTTP/2, brotli
//   node scripts/bench-lighthouse.mjs --api-latency=150   # every backend answer takes 150 ms, as a real one does
//
// --nginx measures every page a second time, through real nginx from deploy/nginx/ in front of the same mock
// backend (tests/e2e/nginx.ts, the harness of the e2e `nginx` project: a throwaway self-signed certificate,
// the build installed by deploy/release.sh), in the same rounds, and prints a second table. Needs nginx and
// libnginx-mod-http-brotli-static.
//
// With --nginx the pictures come from a second origin, as production's do from their image host over a TLS
// connection of their own: the mock names them https://api.xywealth.com.cn/__pictures/… (the production API
// host, one of the build's picture hosts) instead of inline data: URLs (MOCK_PICTURE_ORIGIN, mocks/pictures.ts),
// a second server block of the same nginx answers that name on port 443 (PICTURE_HOST, tests/e2e/nginx.ts),
// and Lighthouse's Chromium resolves it to this machine (--host-resolver-rules). Port 443 must be free. Both
// tables then load pictures that way. --nginx also adds a row for /mgmfour as a WeChat customer's first visit
// (signed out): through the OAuth round trip of the mock's stand-in, on the mock server's own origin (the build
// on an unknown host sends WeChat's authorise step to its own origin; through nginx that path is the app's
// index.html, so the row is measured on the first table only).
//
// --api-latency=MS makes the mock backend take MS ms over every answer (its `slow` scenario, docs/testing.md): the
// mock answers at once, a real backend does not, and only then does it show what starting calls early gives.
// Both the app and the reference page are served by the same server; the reference makes no backend call.
//
// --lcp-path prints, after each run, Lighthouse's own simulation of the largest paint (Lantern, from the
// run's saved trace): every request and CPU task the paint waits for, with its simulated start and end. The
// last to end sets LCP; that is where a change helps.
//
// --keep-artifacts=DIR keeps every run's trace and network log in DIR, a folder per page and target
// (nginx-… or mock-…): scripts/replay-lantern.mjs replays one with some responses' bytes changed, to see
// which cut moves the simulated paint before building it.
//
// Needs Debian's Chromium (/usr/bin/chromium) and @playwright/test (a devDependency); installs the
// Lighthouse CLI once into ~/.cache/storefront-lighthouse (no project dependency). Numbers move with the
// machine's load: take the median of several runs (--runs), and read the ratios.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { createRequire } from 'node:module'
import { buildReference, REFERENCE_BASE } from './build-reference.mjs'
import { loadBuild } from './bundle-stats.mjs'
import { formatNodes, LIGHTHOUSE_CACHE, replayLcp } from './replay-lantern.mjs'

const args = process.argv.slice(2)
const opt = Object.fromEntries(
  args.filter((a) => a.startsWith('--')).map((a) => [...a.slice(2).split('='), true].slice(0, 2)),
)
const ROUTES = ['/productMarket', '/productMarketDetail?fundCode=9K210049&productType=2', '/mgmfour']
/** Where the reference page is served, beside the app on the same origin (same CSP, same gzip front). */
const REFERENCE = REFERENCE_BASE
/** The aim for every shared-link route, as a ratio to the reference page: LCP and TBT. */
const AIM = { lcp: 1.2, tbt: 1.5 }
/**
 * TBT counts only what each task takes beyond 50 ms, so on a fast machine the reference blocks 0 ms and a ratio
 * to it would be infinite: a reference TBT under 50 ms counts as 50 ms (one task at the long-task threshold).
 */
const TBT_FLOOR = 50
const routes = args.filter((a) => !a.startsWith('--'))
const runs = Number(opt.runs ?? 3)
const lcpPath = Boolean(opt['lcp-path'])
/** --keep-artifacts=DIR keeps each run's trace and network log, a folder per page and target (scripts/replay-lantern.mjs). */
const keepArtifacts = typeof opt['keep-artifacts'] === 'string' ? path.resolve(opt['keep-artifacts']) : ''
const throughNginx = Boolean(opt.nginx)
const port = Number(opt.port ?? 4390)
const apiLatency = Number(opt['api-latency'] ?? 0)
const dist = path.resolve(opt.dist ?? path.join(os.tmpdir(), 'storefront-bench'))
const CHROME = '/usr/bin/chromium'
const UA =
  'Mozilla/5.0 (Linux; Android 13; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/4G Language/zh_CN'
/**
 * Lantern's largest-paint estimate for a run's saved artifacts, node by node (simulated ms, by start): the
 * requests and CPU tasks the paint's graph holds. Uses the Lighthouse CLI installed in the cache.
 */
async function printLcpPath(dir, route) {
  const { lcp, nodes } = await replayLcp(dir)
  console.log(`${route}: simulated LCP ${lcp} ms; what it waits for (start → end, ms):`)
  console.log(formatNodes(nodes))
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
      // A production build needs a share-link key (build/environments.ts), as `npm run build:e2e` gives one.
      env: { ...process.env, SHARE_LINK_KEY_PROD: process.env.SHARE_LINK_KEY_PROD || 'e2e-public-share-key' },
    },
  )
}
// The reference page, built by the same vite.config.ts (plugins, chunk rules, CSP, target) into the build's
// __reference/ folder, which the mock server serves as /__reference/.
const referenceDir = path.join(dist, REFERENCE)
if (!opt['no-build'] || !fs.existsSync(path.join(referenceDir, 'index.html'))) {
  console.error(`building the reference page into ${referenceDir} …`)
  await buildReference(referenceDir)
}

const lhBin = path.join(LIGHTHOUSE_CACHE, 'node_modules', '.bin', 'lighthouse')
if (!fs.existsSync(lhBin)) {
  fs.mkdirSync(LIGHTHOUSE_CACHE, { recursive: true })
  console.error('installing the Lighthouse CLI into', LIGHTHOUSE_CACHE)
  execFileSync('npm', ['install', '--prefix', LIGHTHOUSE_CACHE, '--no-audit', '--no-fund', 'lighthouse@12'], {
    stdio: 'inherit',
  })
}
const { chromium } = createRequire(path.join(root, 'package.json'))('@playwright/test')

// The build with the mock backend (mocks/serve.ts), as the e2e tests serve it.
/** The picture host through nginx (--nginx): a host the build allows pictures from, mapped to this machine. */
const PICTURE_HOST = 'api.xywealth.com.cn'
const pictureOrigin = throughNginx ? { MOCK_PICTURE_ORIGIN: `https://${PICTURE_HOST}` } : {}
const server = spawn(process.execPath, ['--import', 'tsx', 'mocks/serve.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DIST_DIR: dist,
    TSX_TSCONFIG_PATH: 'tsconfig.app.json',
    ...pictureOrigin,
  },
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
if (apiLatency > 0) {
  const switched = await fetch(`${base}/__mock/scenario`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fault: 'slow', slowMs: apiLatency }),
  })
  if (!switched.ok) throw new Error(`the mock server refused the slow scenario: ${switched.status}`)
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

/**
 * Where the pages are measured: the mock server behind the gzip front and, with --nginx, the shipped nginx
 * block in front of the same mock backend. `seed` writes the signed-in storage into a page of that origin
 * without loading any of the app's files; `reference` is the reference page's address there.
 */
const targets = [
  {
    title: 'the mock server behind the gzip front (HTTP/1.1, live gzip)',
    origin,
    reference: `${origin}${REFERENCE}#/`,
    insecure: false,
    seed: (page) => page.goto(`${origin}/__seed`),
  },
]

let nginx
try {
  if (throughNginx) {
    const { tsImport } = await import('tsx/esm/api')
    const harness = await tsImport(path.join(root, 'tests/e2e/nginx.ts'), import.meta.url)
    nginx = await harness.startNginx({ dist, backend: base, pictureHost: PICTURE_HOST })
    targets.push({
      title: 'nginx from deploy/nginx/ (TLS, HTTP/2, brotli_static)',
      origin: nginx.origin,
      // try_files answers a directory with the app's index.html: ask for the reference's own file.
      reference: `${nginx.origin}${REFERENCE}index.html#/`,
      insecure: true,
      seed: async (page) => {
        await page.goto(`${nginx.origin}${harness.SEED_PATH}`)
        await page.evaluate((s) => {
          const items = JSON.parse(s)
          for (const k in items.local) localStorage.setItem(k, items.local[k])
          for (const k in items.session) sessionStorage.setItem(k, items.session[k])
        }, seed)
      },
    })
  }

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
  /** One Lighthouse run of `url` in a fresh profile seeded with the signed-in storage; undefined on failure. */
  const measure = async (url, label, target, signedOut = false) => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'))
    try {
      if (!signedOut) {
        const ctx = await chromium.launchPersistentContext(profile, {
          executablePath: CHROME,
          args: ['--no-sandbox', '--disable-gpu'],
          ignoreHTTPSErrors: target.insecure,
        })
        const p = await ctx.newPage()
        await target.seed(p)
        await ctx.close()
      }
      const out = path.join(profile, 'report.json')
      const artifacts = path.join(profile, 'artifacts')
      await run(
        lhBin,
        [
          url,
          '--quiet',
          ...(lcpPath || keepArtifacts ? [`-GA=${artifacts}`] : []),
          '--output=json',
          `--output-path=${out}`,
          '--form-factor=mobile',
          '--disable-storage-reset',
          `--emulated-user-agent=${UA}`,
          '--only-categories=performance',
          `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run${target.insecure || throughNginx ? ' --ignore-certificate-errors' : ''}${throughNginx ? ` --host-resolver-rules="MAP ${PICTURE_HOST} 127.0.0.1"` : ''} --user-data-dir=${profile}`,
        ],
        { CHROME_PATH: CHROME },
      )
      if (!fs.existsSync(out)) {
        console.error(`${label}: Lighthouse produced no report`)
        return undefined
      }
      const r = JSON.parse(fs.readFileSync(out, 'utf8'))
      const a = r.audits
      const js = a['network-requests'].details.items.filter((x) => x.resourceType === 'Script')
      // Lighthouse does not always leave its report beside the artifacts; the replay reads its settings.
      if (fs.existsSync(artifacts)) fs.copyFileSync(out, path.join(artifacts, 'lhr.report.json'))
      if (lcpPath) await printLcpPath(artifacts, label)
      if (keepArtifacts) {
        const where = path.join(
          keepArtifacts,
          `${target.title.includes('nginx') ? 'nginx' : 'mock'}-${label.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}`,
        )
        fs.cpSync(artifacts, where, { recursive: true })
      }
      return {
        performance: Math.round(r.categories.performance.score * 100),
        lcp: a['largest-contentful-paint'].numericValue,
        tbt: a['total-blocking-time'].numericValue,
        cls: a['cumulative-layout-shift'].numericValue,
        js: `${Math.round(js.reduce((s, x) => s + x.transferSize, 0) / 1024)} KiB in ${js.length} files`,
      }
    } finally {
      fs.rmSync(profile, { recursive: true, force: true })
    }
  }

  // The reference first in every round, then the routes, on each target in turn: each round sees about the
  // same machine load.
  const measured = routes.length ? routes : ROUTES
  const pageSets = targets.map((target, i) => ({
    target,
    pages: [
      { label: `reference (${REFERENCE})`, url: target.reference, samples: [] },
      ...measured.map((route) => ({
        label: route.split('?')[0],
        url: `${target.origin}/#${route}`,
        samples: [],
      })),
      // A WeChat customer's first visit, signed out: the OAuth round trip first (on the mock's origin only).
      ...(i === 0 && measured.includes('/mgmfour')
        ? [
            {
              label: '/mgmfour, signed out (OAuth first)',
              url: `${target.origin}/#/mgmfour`,
              samples: [],
              signedOut: true,
            },
          ]
        : []),
    ],
  }))
  for (let i = 0; i < runs; i++)
    for (const { target, pages } of pageSets)
      for (const page of pages) {
        const sample = await measure(page.url, page.label, target, page.signedOut)
        if (sample) page.samples.push(sample)
      }

  // Beside each page, what its first visit downloads before the first paint (brotli: the document, its
  // stylesheets and JavaScript, as tests/e2e/bundle.e2e.ts counts it) and where that sits on the steps in
  // which the simulation sends bytes through nginx: the first 14.6 KB with the document, then about 30 KB a
  // step (docs/performance.md, "The front door"); "to N" is what it takes to need one step fewer.
  const FIRST_PAINT_PAGES = {
    '/productMarket': 'src/features/catalogue/market/pages/market-page.tsx',
    '/productMarketDetail': 'src/features/catalogue/detail/pages/market-detail-page.tsx',
    '/mgmfour': 'src/features/campaign/inviter/pages/inviter-home-page.tsx',
  }
  const FIRST_ROUND_KB = 14.6
  const STEP_KB = 30.25
  const bytesOf = (build, page) => {
    try {
      return build().firstPaintBrotli(page).bytes
    } catch {
      return undefined
    }
  }
  const referenceBytes = bytesOf(() => loadBuild(referenceDir), '')
  const firstPaint = (label) => {
    const bytes = label.startsWith('reference')
      ? referenceBytes
      : FIRST_PAINT_PAGES[label] && bytesOf(() => loadBuild(dist), FIRST_PAINT_PAGES[label])
    if (bytes === undefined) return '—'
    const kb = bytes / 1000
    const steps = Math.max(0, Math.ceil((kb - FIRST_ROUND_KB) / STEP_KB))
    const over = kb - FIRST_ROUND_KB - STEP_KB * (steps - 1)
    const vsReference =
      referenceBytes !== undefined && !label.startsWith('reference')
        ? `, +${((bytes - referenceBytes) / 1024).toFixed(1)} KiB`
        : ''
    return `${(bytes / 1024).toFixed(1)} KiB${vsReference}; ${steps} steps, ${over.toFixed(1)} KB to ${steps - 1}`
  }

  const median = (values) => {
    const sorted = [...values].sort((x, y) => x - y)
    return sorted[Math.floor(sorted.length / 2)]
  }
  const day = new Date().toISOString().slice(0, 10)
  for (const { target, pages } of pageSets) {
    const rows = pages
      .filter((page) => page.samples.length)
      .map(({ label, samples }) => ({
        label,
        performance: median(samples.map((s) => s.performance)),
        lcp: median(samples.map((s) => s.lcp)),
        tbt: median(samples.map((s) => s.tbt)),
        cls: median(samples.map((s) => s.cls)),
        js: samples[0].js,
        runs: samples.map((s) => s.performance).join('/'),
      }))
    const reference = pages[0].samples.length ? rows[0] : undefined
    const divisor = reference && { lcp: reference.lcp, tbt: Math.max(reference.tbt, TBT_FLOOR) }
    /** route ÷ reference with a mark against the aim. */
    const ratio = (r, metric) => {
      if (r === reference)
        return metric === 'tbt' && reference.tbt < TBT_FLOOR ? `(÷ ${TBT_FLOOR} ms)` : 'reference'
      if (!divisor) return '—'
      const x = r[metric] / divisor[metric]
      return `${x.toFixed(2)}× ${x <= AIM[metric] ? '✓' : '✗'}`
    }
    console.log(
      `\nLighthouse mobile, median of ${runs}, the reference page measured in the same run (${day}), ` +
        `through ${target.title}${apiLatency ? `, every backend answer ${apiLatency} ms` : ''}:\n`,
    )
    console.log(
      '| page | performance | LCP | LCP ÷ ref | TBT | TBT ÷ ref | CLS | JS | first paint (brotli) | runs |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|')
    for (const r of rows)
      console.log(
        `| ${r.label} | ${r.performance} | ${(r.lcp / 1000).toFixed(2)} s | ${ratio(r, 'lcp')} | ` +
          `${Math.round(r.tbt)} ms | ${ratio(r, 'tbt')} | ${r.cls.toFixed(3)} | ${r.js} | ` +
          `${firstPaint(r.label)} | ${r.runs} |`,
      )
    if (!reference) console.log('The reference page produced no report: no ratios.')
  }
  console.log(
    `\nAim: every shared-link route within ${AIM.lcp}× of the reference's LCP and ${AIM.tbt}× of its TBT ` +
      `(route ÷ reference, medians of the same run; ✓ within, ✗ over). A reference TBT under ${TBT_FLOOR} ms ` +
      `counts as ${TBT_FLOOR} ms.`,
  )
} finally {
  await nginx?.stop()
  front.close()
  server.kill('SIGTERM')
}
