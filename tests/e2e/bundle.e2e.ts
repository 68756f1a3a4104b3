import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { COMPILE_HINT } from '../../build/compile-hints'
import { HEAVY_LIBS, kib, loadBuild, readMeta } from '../../scripts/bundle-stats.mjs'
import { expect, test } from './browser'

const DIST = process.env.DIST_DIR ?? 'dist'
const KIB = 1024

/**
 * The gzip JavaScript (and the number of files) each route loads before its first paint, set from
 * what the build reaches with a little headroom. The three routes customers open from shared links are
 * budgeted one by one; every other route page shares one budget. `npm run size` prints the figures.
 * The supported-engine floor added 3 KiB to every route (big.js, 2.6 KiB, for exact money without BigInt
 * literals; the floor's polyfills and flex-gap test, 0.3 KiB): docs/engines.md. /productMarket then took
 * 1 KiB more: the page-error view that tells a network failure from a server answer (shared/lib/failure.ts)
 * and the one list of tracked events (api/tracking.ts, the product list's view and click).
 * The shell's navigation that keeps a page on screen until the next one's code arrives (no skeleton
 * flash, app/navigation/shown-location.tsx) took 0.2 KiB; /productMarketDetail went 0.5 KiB up for it.
 * One way to fetch (TanStack Query behind a provider in the shell, docs/architecture.md "State") put 10.5 KiB
 * into every route that did not load it yet; the shared chunk split by first-visit page (build/chunks.ts) won
 * back 7 KiB on the catalogue routes and 9 KiB on /mgmfour: /productMarket 189.4 → 182.8 KiB,
 * /productMarketDetail 178.0 → 182.6, /mgmfour 206.6 → 208.9, the largest other page 237.8 → 253.1; a page
 * that uses all three shared chunks (the transit pages) loads two files more, 26
 * (docs/decisions/019-one-way-to-fetch.md).
 * Recovery across a change put 1.2 KiB into the shell and 0.2 KiB into the entry: a page's code that does not
 * load finds out why and reloads to a new release (app/code-recovery.ts), a call in flight survives the
 * customer being forgotten (app/server-state.tsx), an expired session says so; the market list's retry took
 * 0.2 KiB more. /productMarket 183.2 → 184.5, /productMarketDetail 183.1 → 184.2, /mgmfour 209.4 → 210.3, the
 * largest other page (the points home) 253.8 → 254.8 (docs/decisions/005-first-route-budgets.md).
 * The HTTP layer on fetch in place of axios gave back 20.3 KiB on every route, and every budget came down by
 * 20 KiB: /productMarket 186.8 → 166.6, /productMarketDetail 186.5 → 166.2, /mgmfour 214.3 → 194.0, the points
 * home 259.7 → 239.4 (docs/decisions/022-http-layer-on-fetch.md).
 * The inviter home's dialogs drawn by the page, and its other overlays loaded when opened, took the `motion`
 * chunk (react-spring, use-gesture, antd-mobile's popups) out of /mgmfour: 194.6 → 168.3 KiB, 8 → 7 files
 * (docs/decisions/023-mgmfour-first-paint-without-motion.md).
 * An SMS code bound to the one transfer it confirms, and the transfer sheet kept across a 403's reload
 * (docs/money-actions.md), put 0.8 KiB into the points home: 239.4 → 240.2, its budget 240 → 241. The switch of
 * account a link's ticket asks for (docs/identity.md, "Whose ticket") put 0.1–0.2 KiB into the shell.
 * The maintenance check reads its window with the app's own date parser, and dayjs left the shell: 3.4 KiB
 * off every route, /productMarket 166.7 → 163.3, /productMarketDetail 166.4 → 163.0, /mgmfour 167.9 → 164.5,
 * the points home 240.2 → 236.8 (docs/decisions/024-no-date-library-on-the-first-paint.md).
 * Only what the first paint draws (one import per module, packages by who draws with them, what comes later
 * loaded later, names by hash): /productMarket 163.7 → 134.7 KiB in 8 files, /productMarketDetail 163.4 →
 * 133.0 in 8, /mgmfour 164.8 → 133.6 in 7; a page that uses many shared chunks loads more, smaller files (the
 * transit pages: 34) (docs/decisions/025-only-what-the-first-paint-draws.md). The front door's own budget is
 * in brotli bytes against the reference page (below).
 * Eyes on production put only the monitor's hook on the first paint (src/shared/monitor/report.ts), in place
 * of the error boundary's console.error: core 51 B brotli smaller, all routes' hashes new (±100 B); the
 * monitor and web-vitals load after start-up (docs/decisions/028-eyes-on-production.md).
 * One action contract put the mutation cache's callbacks into the shell (core +112 B brotli) and took the
 * account-change bus out: /productMarket 125.4 → 125.5 KiB brotli, /productMarketDetail 125.0 → 125.1, /mgmfour
 * 126.0 → 126.1 (docs/decisions/030-one-action-contract.md). The same round (the campaign user's app login
 * beside its account state, the one isSignedIn, the identity moved beside the sign-in, the mutation cache)
 * took the points home, the largest other route, from 235.2 to 238.1 KiB gzip: its budget 237.5 → 239 (it is
 * no shared-link route; the three above keep theirs).
 * The other pages' imports and titles, in a file of their own that a visit of one of them loads first
 * (later-pages.ts), took 3.3 KiB brotli off the entry, and so off the three routes above; that file is counted
 * here for every route it serves: the points home 239.8 KiB, its budget 239 → 241
 * (docs/decisions/033-the-other-pages-in-a-file-of-their-own.md).
 */
const ROUTE_BUDGETS: Record<string, { path: string; kib: number; files: number }> = {
  'src/features/catalogue/market/pages/market-page.tsx': { path: '/productMarket', kib: 135, files: 8 },
  'src/features/catalogue/detail/pages/market-detail-page.tsx': {
    path: '/productMarketDetail',
    kib: 133.5,
    files: 8,
  },
  'src/features/campaign/inviter/pages/inviter-home-page.tsx': { path: '/mgmfour', kib: 134, files: 7 },
}
const OTHER_ROUTE_BUDGET = { kib: 241, files: 34 }

/**
 * The front door in bytes (docs/performance.md, "The front door"): what a first visit of each shared-link
 * route downloads before its first paint, brotli as nginx serves it (the document, the JavaScript of the
 * entry, the shell and the page, the stylesheets not written into the document), at most the reference
 * page's (React, the router and antd-mobile, none of the app: bench/reference/, built beside the app by
 * `npm run build:e2e` into dist-reference/) plus 50 KiB.
 */
const REFERENCE_DIST = process.env.REFERENCE_DIR ?? 'dist-reference'
const OVER_REFERENCE_KIB = 50

/** Every page module the route table loads (its lazy imports). */
/** The file of the route table's other pages, which a visit of one of them loads first. */
const LATER_PAGES = 'src/app/navigation/later-pages.ts'

/** The page modules the route table names, in the table itself or in LATER_PAGES. */
function routePages(table = 'src/app/navigation/route-table.ts'): string[] {
  const text = readFileSync(table, 'utf8')
  const pages = [...text.matchAll(/import\('@\/([^']+)'\)/g)].map(([, spec]) => `src/${spec}.tsx`)
  return [...new Set(pages)]
}

test.describe('bundle budget (budgets per first-paint route; no chart, carousel or crypto code up front)', () => {
  const build = loadBuild(DIST)
  // "/" redirects to /productMarket (src/app/navigation/home-path.ts): the first route customers load.
  const home = 'src/features/catalogue/market/pages/market-page.tsx'

  test('keeps the entry and the app shell free of echarts, swiper and crypto-js', () => {
    const mods: string[] = build.route('__none__').modules
    expect(mods.some((m) => m.endsWith('src/app/start.tsx'))).toBe(true)
    for (const lib of HEAVY_LIBS) expect(mods.filter((m) => m.includes(lib))).toEqual([])
  })

  test('keeps the first route free of chart, carousel and crypto code', () => {
    const first = build.route(home)
    for (const lib of HEAVY_LIBS) expect(first.modules.filter((m: string) => m.includes(lib))).toEqual([])
  })

  test("keeps antd-mobile's animation code out of the shell and the market's first paint", () => {
    const motion = (mods: string[]) => mods.filter((m) => /@react-spring|@use-gesture/.test(m))
    expect(motion(build.route('__none__').modules)).toEqual([])
    expect(motion(build.route(home).modules)).toEqual([])
    // The product detail's tab bar is a light one too (antd-mobile's Tabs brought react-spring).
    expect(motion(build.route('src/features/catalogue/detail/pages/market-detail-page.tsx').modules)).toEqual(
      [],
    )
    // The inviter home draws its first-time story itself; what the customer opens loads on opening.
    expect(motion(build.route('src/features/campaign/inviter/pages/inviter-home-page.tsx').modules)).toEqual(
      [],
    )
    // Pages that animate still get it (the invite progress's reminder sheet).
    expect(motion(build.route('src/features/campaign/progress/pages/progress-page.tsx').modules)).not.toEqual(
      [],
    )
  })

  for (const [page, budget] of Object.entries(ROUTE_BUDGETS))
    test(`loads ${budget.path} within its budget`, () => {
      const r = build.route(page)
      console.log(
        `${budget.path}: ${kib(r.gzip)} gzip in ${r.files.length} files (budget ${budget.kib} KiB, ${budget.files} files)`,
      )
      expect(build.keyOf(page)).toBeDefined()
      expect(r.gzip).toBeLessThanOrEqual(budget.kib * KIB)
      expect(r.files.length).toBeLessThanOrEqual(budget.files)
    })

  test('downloads at most the reference page + 50 KiB (brotli) before the first paint of each shared link', () => {
    const reference = loadBuild(REFERENCE_DIST).firstPaintBrotli('')
    // The reference draws with React, the router and antd-mobile: about 75 KiB.
    expect(reference.bytes).toBeGreaterThan(60 * KIB)
    const rows = Object.entries(ROUTE_BUDGETS).map(([page, { path }]) => {
      const { bytes, parts } = build.firstPaintBrotli(page)
      const files = parts.map(([f, n]) => `${f.replace(/^assets\//, '')} ${kib(n)}`)
      console.log(`${path}: ${kib(bytes)} brotli (reference ${kib(reference.bytes)}): ${files.join(', ')}`)
      return { path, over: (bytes - reference.bytes) / KIB }
    })
    expect(
      rows.filter((r) => r.over > OVER_REFERENCE_KIB).map((r) => `${r.path} +${r.over.toFixed(1)} KiB`),
    ).toEqual([])
  })

  test('sends the document and the entry within the first round trip, as nginx sends them', () => {
    // Lighthouse's simulation through nginx sends 10 TCP segments in the document's round trip (14,600 B);
    // the entry asked for beside the document rides in it only if both fit, headers included (about 470 B
    // on the document, 400 B on a file, measured through the shipped nginx block): one round trip less for
    // every shared link (docs/performance.md, "The first flight fits"; decisions/033).
    const FIRST_FLIGHT = 10 * 1460
    const HEADERS = 470 + 400
    const { parts } = build.firstPaintBrotli('')
    const document = parts.find(([file]) => file === 'index.html')
    const entry = parts.find(([file]) => /^assets\/index-[\w-]+\.js$/.test(file))
    expect(document).toBeDefined()
    expect(entry).toBeDefined()
    const sent = document![1] + entry![1] + HEADERS
    console.log(`document + entry as sent: ${sent} B of ${FIRST_FLIGHT}`)
    expect(sent).toBeLessThanOrEqual(FIRST_FLIGHT)
  })

  test('loads every other route page within the common budget', () => {
    const later = new Set(routePages(LATER_PAGES))
    const pages = [...new Set([...routePages(), ...later])].filter(
      (p) => !(p in ROUTE_BUDGETS) && build.keyOf(p),
    )
    expect(pages.length).toBeGreaterThan(50)
    const over = pages
      .map((page) => ({ page, r: later.has(page) ? build.route(page, LATER_PAGES) : build.route(page) }))
      .filter(
        ({ page, r }) =>
          !build.keyOf(page) ||
          r.gzip > OTHER_ROUTE_BUDGET.kib * KIB ||
          r.files.length > OTHER_ROUTE_BUDGET.files,
      )
      .map(({ page, r }) => `${page}: ${kib(r.gzip)} in ${r.files.length} files`)
    expect(over).toEqual([])
  })

  test('writes the shell stylesheets into index.html: no render-blocking stylesheet request', () => {
    const html = readFileSync(`${DIST}/index.html`, 'utf8')
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([tag]) => tag)
    // Each shell stylesheet is present only as a disabled link (never fetched) that tells Vite's loader it is
    // there, beside an inline <style> with its rules; antd-mobile's rules first, the app's overriding them.
    expect(links.length).toBeGreaterThanOrEqual(3)
    for (const tag of links) expect(tag).toMatch(/ disabled>$/)
    const files = links.map((tag) => /href="\/([^"]+)"/.exec(tag)![1])
    expect(files[0]).toMatch(/^assets\/ui-/)
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css)
    expect(styles).toEqual(files.map((f) => readFileSync(`${DIST}/${f}`, 'utf8')))
  })

  test('asks for the entry before the shell: the page and its first calls start while the shell loads', () => {
    const html = readFileSync(`${DIST}/index.html`, 'utf8')
    // In document order: the requests the page makes, as the browser's preload scanner finds them.
    const asked = [
      ...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/([^"]+)"/g),
    ].map(([, file]) => file)
    expect(asked[0]).toMatch(/^assets\/index-[\w-]+\.js$/)
    expect(asked[1]).toMatch(/^assets\/rolldown-runtime-/)
    expect(
      asked
        .slice(2)
        .map((f) => /^assets\/(\w+)-/.exec(f)?.[1])
        .sort(),
    ).toEqual(['core', 'react', 'ui'])
    // The entry runs as soon as it is in: it imports nothing statically but the small runtime (a helper from the
    // React file would make it, its page request and its first calls wait for React).
    const entry = readFileSync(`${DIST}/${asked[0]}`, 'utf8')
    const imports = [...entry.matchAll(/(?:^|[;}])import\s*(?:[^'"`;]*?from\s*)?["'`]\.\/([^"'`]+)["'`]/g)]
    const files = imports.map(([, file]) => file.replace(/-[\w-]+\.js$/, ''))
    expect(files.filter((file) => file !== 'rolldown-runtime')).toEqual([])
  })

  test("takes React Router's production files: none of its development warnings in the shell", () => {
    // Its package's `exports` name only its development files, which keep every warning's text in the build
    // (docs/decisions/034); build/production-builds.ts resolves the production ones.
    const modules: string[] = build.route('__none__').modules
    const router = modules.filter((m) => m.includes('node_modules/react-router/dist/'))
    expect(router.length).toBeGreaterThan(0)
    expect(router.filter((m) => !m.includes('/dist/production/'))).toEqual([])
    const files: string[] = build.route('__none__').files
    const shell = files.map((f) => readFileSync(`${DIST}/${f}`, 'utf8')).join('')
    expect(shell).not.toContain('You rendered descendant <Routes>')
  })

  test("keeps the sanitiser (DOMPurify) out of the inviter home's first paint: its rich texts load it", () => {
    const first: string[] = build.route('src/features/campaign/inviter/pages/inviter-home-page.tsx').modules
    expect(first.filter((m) => m.includes('dompurify'))).toEqual([])
    expect(first.some((m) => m.endsWith('src/shared/ui/lazy-rich-text.tsx'))).toBe(true)
  })

  test("keeps the notice strip's code out of the market's first paint, in a file of its own", () => {
    const first: string[] = build.route(home).modules
    expect(first.some((m) => m.endsWith('market/components/notice.tsx'))).toBe(true)
    // The strip (antd-mobile's NoticeBar) is the market chunk's own dynamic import (notice.tsx), not part
    // of its closure: asked for once the first picture is on the screen (first-visit.e2e.ts).
    expect(first.some((m) => m.endsWith('market/components/notice-strip.tsx'))).toBe(false)
    expect(first.some((m) => m.includes('antd-mobile/es/components/notice-bar/'))).toBe(false)
    // With what only it needs (the notice bar, its icons), in a file of its own: asking for it brings no
    // other chunk the market does not load anyway (widgets, common).
    const strip = build.keyOf('src/features/catalogue/market/components/notice-strip.tsx')!
    expect(build.manifest[build.keyOf(home)!].dynamicImports).toContain(strip)
    const loaded = new Set(build.route(home).files)
    const brought = (build.manifest[strip].imports ?? []).map((key) => build.manifest[key].file)
    expect(brought.filter((file) => !loaded.has(file))).toEqual([])
  })

  test('loads after the first paint only what the later parts import: no shared chunk rides along', () => {
    const inviter = 'src/features/campaign/inviter/pages/inviter-home-page.tsx'
    const detail = 'src/features/catalogue/detail/pages/market-detail-page.tsx'
    // What a first-visit page draws on its own right after its paint (docs/decisions/037): the inviter home's
    // banner carousel and the link rules its taps follow, the detail's chart. Each once brought `common`
    // (every page's API modules) and the chunks that imports, evaluated with it in one task.
    const later: [page: string, part: string, own: RegExp][] = [
      [inviter, 'src/shared/ui/banner-carousel.tsx', /node_modules\/swiper\/|src\/shared\/(ui|lib)\//],
      [inviter, 'src/shared/ui/follow-link.ts', /src\/shared\/(ui|lib)\//],
      [
        detail,
        'src/features/catalogue/chart/nav-chart.tsx',
        /node_modules\/(echarts|zrender|tslib|big\.js)\/|src\/features\/catalogue\/chart\/|src\/shared\/lib\//,
      ],
    ]
    // The carousel plays on a timer: swiper's autoplay module, which asks for a frame on every frame while it
    // plays, is not in the build (banner-carousel.tsx).
    expect(
      (build.route(inviter, 'src/shared/ui/banner-carousel.tsx').modules as string[]).filter((m) =>
        m.includes('swiper/modules/autoplay'),
      ),
    ).toEqual([])
    for (const [page, part, own] of later) {
      const first = new Set<string>(build.route(page).modules)
      const brought = (build.route(page, part).modules as string[]).filter((m) => !first.has(m))
      expect(brought.length, part).toBeGreaterThan(0)
      expect(
        brought.filter((m) => !own.test(m)),
        part,
      ).toEqual([])
    }
  })

  test('keeps what comes after the first paint, or on a tap, out of it', () => {
    const route = (page: string): string[] => build.route(page).modules
    const shell: string[] = build.route('__none__').modules
    const detail = 'src/features/catalogue/detail/pages/market-detail-page.tsx'
    const inviter = 'src/features/campaign/inviter/pages/inviter-home-page.tsx'
    const holding = (modules: string[], pattern: RegExp) => modules.filter((m) => pattern.test(m))
    // The shell: the maintenance check, the gate's notices, antd-mobile's React 16-18 render.
    expect(
      holding(shell, /src\/app\/maintenance\.ts$|gate-notices|rc-util\/lib\/React\/render|regenerator/),
    ).toEqual([])
    // The market: the list's foot (the infinite scroll), the filter panel's data, the detail's code.
    expect(
      holding(route(home), /infinite-scroll|market\/filter-rules\.ts$|api\/catalogue\/detail\.ts$|big\.js/),
    ).toEqual([])
    // The detail: exact arithmetic (big.js) comes with the chart's figures.
    expect(holding(route(detail), /big\.js|shared\/lib\/exact\.ts$/)).toEqual([])
    // The inviter home: actions (mutations), WeChat's share wrapper, the link rules, the answer dialogs.
    expect(
      holding(
        route(inviter),
        /useMutation\.js$|api\/wechat-sdk\.ts$|safe-redirect\.ts$|answer-dialogs\.tsx$|share-record\.ts$/,
      ),
    ).toEqual([])
    // Components six pages use but no first paint draws.
    for (const page of [home, detail, inviter])
      expect(holding(route(page), /antd-mobile\/es\/components\/(input|checkbox|list|result)\//)).toEqual([])
  })

  test('loads the monitor and web-vitals after the first paint: only its hook is on it (docs/observability.md)', () => {
    for (const page of ['__none__', ...Object.keys(ROUTE_BUDGETS)]) {
      const modules: string[] = build.route(page).modules
      expect(
        modules.filter((m) =>
          /src\/app\/(monitor|start-guard)\.ts$|src\/shared\/monitor\/(?!report\.ts)|web-vitals/.test(m),
        ),
      ).toEqual([])
      expect(modules.some((m) => m.endsWith('src/shared/monitor/report.ts'))).toBe(true)
    }
    const monitor = build.keyOf('src/app/monitor.ts')
    expect(monitor && build.manifest[monitor].isDynamicEntry).toBe(true)
  })

  test('builds hidden source maps: a .map beside every script of ours, no sourceMappingURL, no compressed copy', () => {
    const assets = readdirSync(`${DIST}/assets`)
    const scripts = assets.filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(20)
    // The bundler's own runtime has no source to map.
    expect(scripts.filter((f) => !assets.includes(`${f}.map`) && !f.startsWith('rolldown-runtime-'))).toEqual(
      [],
    )
    expect(
      scripts.filter((f) => readFileSync(`${DIST}/assets/${f}`, 'utf8').includes('sourceMappingURL')),
    ).toEqual([])
    expect(assets.filter((f) => /\.map\.(gz|br)$/.test(f))).toEqual([])
  })

  test("starts the chart's files with the compile hint, and no other file (docs/decisions/032)", () => {
    const chunks = readMeta(DIST, 'chunk-modules.json') as Record<string, string[]>
    const hinted = (file: string) =>
      readFileSync(`${DIST}/${file}`, 'utf8').startsWith(`${COMPILE_HINT}\n`) &&
      zlib
        .brotliDecompressSync(readFileSync(`${DIST}/${file}.br`))
        .toString()
        .startsWith(COMPILE_HINT)
    const scripts = Object.entries(chunks).filter(([file]) => file.endsWith('.js'))
    const chart = scripts.filter(([, modules]) =>
      modules.some((m) => /node_modules\/(echarts|zrender)\//.test(m)),
    )
    expect(chart.length).toBeGreaterThan(0)
    expect(chart.filter(([file]) => !hinted(file)).map(([file]) => file)).toEqual([])
    const others = scripts.filter(([file]) => !chart.some(([c]) => c === file))
    expect(others.filter(([file]) => readFileSync(`${DIST}/${file}`, 'utf8').includes(COMPILE_HINT))).toEqual(
      [],
    )
    // The hint moved the code a line down: so did its source map.
    const [file] = chart[0]
    const map = JSON.parse(readFileSync(`${DIST}/${file}.map`, 'utf8')) as { mappings: string }
    expect(map.mappings.startsWith(';')).toBe(true)
  })

  test('keeps the (public) share-link key out of the start-up code: only the lazy poster chunk has it', () => {
    // `npm run test:e2e` builds with SHARE_LINK_KEY_PROD=e2e-public-share-key (package.json).
    const key = 'e2e-public-share-key'
    const holders = readdirSync(`${DIST}/assets`).filter(
      (f) => f.endsWith('.js') && readFileSync(`${DIST}/assets/${f}`, 'utf8').includes(key),
    )
    expect(holders).toHaveLength(1)
    const startUp: string[] = build.entry.files.map((f: string) => f.replace(/^assets\//, ''))
    expect(startUp).not.toContain(holders[0])
    const chunks = readMeta(DIST, 'chunk-modules.json') as Record<string, string[]>
    expect(chunks[`assets/${holders[0]}`].some((m) => m.endsWith('inviter/share/poster.ts'))).toBe(true)
  })

  test('never bundles the mock backend or the QA panel, in any emitted chunk', () => {
    // Every chunk the build wrote, reachable from a route or not (chunk-modules.json lists them all).
    const chunks = readMeta(DIST, 'chunk-modules.json') as Record<string, string[]>
    const offending = Object.entries(chunks).flatMap(([file, modules]) =>
      modules
        .filter((m) => /\/mocks\/|node_modules\/(msw|@mswjs)\/|src\/app\/qa-panel/.test(m))
        .map((m) => `${file}: ${m}`),
    )
    expect(offending).toEqual([])
    // And the text of every emitted file: no mock control API, no QA panel strings.
    const files = readdirSync(`${DIST}/assets`).filter((f) => /\.(js|css|html)$/.test(f))
    expect(files.length).toBeGreaterThan(10)
    const leaks = files.filter((f) =>
      /__mock\/|模拟后端（仅开发环境）/.test(readFileSync(`${DIST}/assets/${f}`, 'utf8')),
    )
    expect(leaks).toEqual([])
  })

  test('publishes no build metadata: no module map or manifest in what is deployed (README, Build and deploy)', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) => {
        const p = path.join(dir, f)
        return statSync(p).isDirectory() ? walk(p) : [path.relative(DIST, p)]
      })
    const files = walk(DIST)
    expect(existsSync(`${DIST}/.vite`)).toBe(false)
    expect(files.filter((f) => /(^|\/)\.|manifest|chunk-modules|module-sizes/.test(f))).toEqual([])
    // What is deployed: index.html, the hashed assets and their precompressed copies, the public files.
    const deployed = (f: string) =>
      /^index\.html(\.gz|\.br)?$/.test(f) || f.startsWith('assets/') || existsSync(`public/${f}`)
    expect(files.filter((f) => !deployed(f))).toEqual([])
    // The statistics still have their inputs, beside dist.
    expect(Object.keys(readMeta(DIST, 'manifest.json')).length).toBeGreaterThan(50)
  })
})
