/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress as brotliCb, constants as zlibConstants, gzip as gzipCb } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite'
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown'
import react from '@vitejs/plugin-react'

const ENV_NAMES = ['dev', 'sit', 'uat', 'prod'] as const
const root = fileURLToPath(new URL('.', import.meta.url))

/** Path prefixes the backend answers (api-contract.md) plus the mock-only helpers. */
export const BACKEND_PREFIXES = [
  '/cms.wechat',
  '/cms.marketing',
  '/cms.product',
  '/cms.system',
  '/aresoft-wechat',
  '/aresoft-user',
  '/connect/oauth2',
]

/**
 * The public settings of the build's own environment (its `--mode`'s .env file; `prod` for any other mode,
 * like vitest's `test`). A build carries only these, and its CSP lists only their hosts: a production build
 * names no dev, sit or uat host (docs/deployment.md, Environments).
 */
function environmentTable(mode: string) {
  const name = (ENV_NAMES as readonly string[]).includes(mode) ? mode : 'prod'
  const env = loadEnv(name, root, 'VITE_')
  return [
    {
      name: env.VITE_ENV_NAME || name,
      host: env.VITE_ENV_HOST,
      apiBase: env.VITE_API_BASE,
      officialDomain: env.VITE_OFFICIAL_DOMAIN,
      wxScope: env.VITE_WX_SCOPE,
      wxAuthorizeUrl: env.VITE_WX_AUTHORIZE_URL,
      appLoginUrl: env.VITE_APP_LOGIN_URL,
      appOpenAccountUrl: env.VITE_APP_OPEN_ACCOUNT_URL,
      imageHosts: (env.VITE_IMAGE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  ]
}

/**
 * `import { Button, Popup } from 'antd-mobile'` becomes one import per component in the build:
 * through the package's index every component "reaches" every other, so the chunk rules could not keep
 * antd-mobile's animation code (react-spring, use-gesture) out of the first paint of pages that never
 * animate. The index's own side effect (the global CSS variables) is imported once by the shell.
 */
function antdPerComponent(): Plugin {
  const index = readFileSync(path.join(root, 'node_modules/antd-mobile/es/index.js'), 'utf8')
  const exportsOf = new Map<string, { from: string; name: string }>()
  for (const [, specs, from] of index.matchAll(/export \{ ([^}]+) \} from '\.\/([^']+)'/g))
    for (const spec of specs.split(',').map((s) => s.trim())) {
      const [name, alias] = spec.split(/\s+as\s+/)
      exportsOf.set(alias ?? name, { from: `antd-mobile/es/${from}`, name })
    }
  return {
    name: 'antd-per-component',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src')) || !code.includes('antd-mobile')) return null
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g,
        (whole, specs: string) => {
          const lines: string[] = []
          for (const spec of specs
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            if (spec.startsWith('type ')) continue
            const [name, local = name] = spec.split(/\s+as\s+/)
            const target = exportsOf.get(name)
            if (!target) return whole
            lines.push(
              target.name === 'default'
                ? `import ${local} from '${target.from}';`
                : `import { ${target.name} as ${local} } from '${target.from}';`,
            )
          }
          return lines.join('\n')
        },
      )
      return out === code ? null : { code: out, map: null }
    },
  }
}

/**
 * `npm start` without API_PROXY_TARGET: the msw handlers answer every backend path inside the dev
 * server (the same handlers vitest and the e2e server use). They are loaded through Vite's SSR loader,
 * so nothing under mocks/ ever reaches the client bundle.
 */
function mockBackend(officialDomain: string): Plugin {
  return {
    name: 'mock-backend',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      let app: Promise<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> | undefined
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        if (!url.startsWith('/__mock') && !BACKEND_PREFIXES.some((p) => url.startsWith(p))) return next()
        process.env.MOCK_OFFICIAL_DOMAIN ??= officialDomain
        app ??= server.ssrLoadModule('/mocks/server.ts').then((m) => m.createMockApp())
        app.then((handler) => handler(req, res, next)).catch(next)
      })
    },
  }
}

/**
 * The Content-Security-Policy of the built page, as a `<meta http-equiv>` in index.html, so it holds wherever
 * dist/ is served. It lists the build's own environment only (`environmentTable`): its API origin, its
 * official domain and its picture hosts (VITE_IMAGE_HOSTS); pictures and media from any other https host are
 * refused, as the rich-text sanitiser refuses them (shared/ui/sanitize.ts). Builds only: the dev server's
 * inline preamble would not pass it. `frame-ancestors` cannot live in a meta tag: the server sends it (docs/deployment.md).
 */
export function contentSecurityPolicy(envs: ReturnType<typeof environmentTable>): string {
  const origins = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => !!v).map((v) => new URL(v).origin))].join(' ')
  const api = origins(envs.map((e) => e.apiBase))
  const official = origins(envs.map((e) => e.officialDomain && `https://${e.officialDomain}`))
  const pictures = origins(
    envs.flatMap((e) => [
      e.apiBase,
      e.officialDomain && `https://${e.officialDomain}`,
      ...e.imageHosts.map((h) => `https://${h}`),
    ]),
  )
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile, swiper and React style attributes are inline styles; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    // Banners, posters and product pictures from the environment's hosts; QR codes and posters as data/blob.
    `img-src 'self' data: blob: ${pictures}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    // Agreement documents and the direct-sales pages shown in a frame.
    `frame-src 'self' ${official}`,
    `media-src 'self' ${pictures}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

function cspMeta(mode: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(environmentTable(mode)),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * Precompressed copies of every text asset: `.gz` and `.br` beside each file, so nginx serves them
 * with gzip_static / brotli_static (docs/deployment.md) instead of compressing on every request.
 */
const gzip = promisify(gzipCb)
const brotliCompress = promisify(brotliCb)

function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      // Not the build's metadata under .vite/: buildMeta moves it out of dist.
      const files = Object.keys(bundle)
        .filter((name) => /\.(js|css|html|svg|json)$/.test(name) && !name.startsWith('.vite/'))
        .map((name) => path.join(outDir, name))
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file)
          if (data.length < 1024) return
          // Brotli 10: within 1% of 11 on these files, at a fraction of the build time.
          const br = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }
          const [gz, brotli] = await Promise.all([gzip(data, { level: 9 }), brotliCompress(data, br)])
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, brotli)])
        }),
      )
    },
  }
}

/**
 * index.html asks for the app shell's files itself: main.tsx imports the shell dynamically (so
 * that it can ask for the route's page at the same time), which would otherwise leave React, the UI
 * library and the shell undiscovered until main.js has arrived and run.
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
        const shell = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/start.tsx')))
        const entry = chunks.find((c) => c.isEntry)
        if (!shell || !entry) return html
        const byName = new Map(chunks.map((c) => [c.fileName, c]))
        const js = new Set<string>()
        const css = new Set<string>()
        const walk = (file: string) => {
          const chunk = byName.get(file)
          if (!chunk || js.has(file) || file === entry.fileName) return
          js.add(file)
          chunk.viteMetadata?.importedCss.forEach((f) => css.add(f))
          chunk.imports.forEach(walk)
        }
        walk(shell.fileName)
        // The stylesheet of the shared chunk too (the components and widgets that the first-visit pages share):
        // written into the page, it is one request fewer in the round that loads a page's own files, the round
        // the page's first paint waits for (Lighthouse's LCP on /mgmfour 2.66 → 2.50 s in its own
        // simulation of a recorded visit). Its rules come after the shell's, where Vite's loader put them.
        const sharedCss = chunks.find((c) => c.name === 'shared')?.viteMetadata?.importedCss ?? new Set()
        // The shell's stylesheets are written into the page: no render-blocking request before the
        // first paint. antd-mobile's rules come before the app's, which override them.
        const source = (file: string) => {
          const asset = ctx.bundle?.[file]
          return asset?.type === 'asset' ? String(asset.source) : ''
        }
        // The entry's own stylesheet (theme and global rules) last, as Vite placed it.
        const entryCss: string[] = []
        const page = html.replace(
          /\s*<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (_m, f: string) => {
            entryCss.push(f)
            return ''
          },
        )
        const styles = [...css]
          .sort((a, b) => Number(!a.includes('/ui-')) - Number(!b.includes('/ui-')))
          .concat(entryCss.filter((f) => !css.has(f)))
          .concat([...sharedCss].filter((f) => !css.has(f) && !entryCss.includes(f)))
          // The disabled link is never fetched; it tells Vite's loader that a page's import needs not ask again.
          .map((f) => `<style>${source(f)}</style><link rel="stylesheet" href="/${f}" disabled>`)
        const preloads = [...js].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        return page.replace(
          /(\s*)<script type="module"/,
          (m, space: string) => [...styles, ...preloads].map((t) => `${space}${t}`).join('') + m,
        )
      },
    },
  }
}

/**
 * Where a build's metadata goes: beside its output directory, never inside it (`dist` → `dist-meta`), so the
 * module map is not published with the site. scripts/bundle-stats.mjs reads it from there (`metaDirOf`).
 */
export const metaDirOf = (outDir: string): string => `${outDir.replace(/[\\/]+$/, '')}-meta`

/**
 * The build's metadata, written to `metaDirOf(outDir)` and kept out of what is deployed: Vite's manifest
 * (`build.manifest`, written under dist/.vite/ and moved out here), chunk-modules.json (chunk → source
 * modules) and module-sizes.json, which the bundle test and `npm run size` read.
 */
function buildMeta(): Plugin {
  let outDir = 'dist'
  return {
    name: 'build-meta',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      const sizes: Record<string, Record<string, number>> = {}
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          map[item.fileName] = item.moduleIds.map((id) => id.replace(root, ''))
          sizes[item.fileName] = Object.fromEntries(
            Object.entries(item.modules).map(([id, m]) => [id.replace(root, ''), m.renderedLength]),
          )
        }
      }
      const manifest = bundle['.vite/manifest.json']
      const meta = metaDirOf(outDir)
      await rm(meta, { recursive: true, force: true })
      await mkdir(meta, { recursive: true })
      await Promise.all([
        manifest?.type === 'asset' ? writeFile(path.join(meta, 'manifest.json'), manifest.source) : null,
        writeFile(path.join(meta, 'chunk-modules.json'), JSON.stringify(map)),
        writeFile(path.join(meta, 'module-sizes.json'), JSON.stringify(sizes)),
      ])
      await rm(path.join(outDir, '.vite'), { recursive: true, force: true })
    },
  }
}

/*
 * Chunks: a first visit pays a round trip per file, so a route loads a handful of files instead of
 * dozens of tiny ones. Layers, each importing only the ones above it (no chunk cycles):
 *   index   main.tsx, the route table and paths: asks for the route's page beside the shell
 *   react   React, ReactDOM, the router
 *   ui      antd-mobile and the other small libraries that two or more pages share
 *   core    the app shell, the HTTP layer and the shared helpers every page uses
 *   shared  the shared components and API modules that two or more pages use
 *   pages   each page with what only it uses (rolldown's own splitting)
 * Heavy libraries (charts, carousel, crypto, QR codes, sanitiser, WeChat SDK) keep their own lazy chunks, and
 * nothing that imports one of them joins a shared chunk, so a route only loads them when it shows them.
 */
/** The app shell's chunks: index.html asks for them itself (preloadShell). */
const SHELL_FILE = /(^|\/)assets\/(react|ui|core|rolldown-runtime)-[\w-]+\.js$/

/** Start-up's own modules: they stay in the small entry chunk, which must not import the shell. */
const BOOT =
  /\/src\/(main\.tsx|app\/(floor|flex-gap|route-table|router-paths|page-loader)\.ts|shared\/lib\/paths\.ts)$/
const REACT =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\/|^\0@oxc-project\+runtime@/
const HEAVY = /node_modules\/(echarts|zrender|swiper|crypto-js|qrcode\.react|dompurify|weixin-js-sdk)\//
const CORE = [
  /node_modules\/(axios|valibot|dayjs|antd-mobile\/es\/global)\//,
  /\/src\/app\/(start|router|root-layout|route-gate|route-error-boundary|bootstrap|antd-render|after-start-up|maintenance|location-catch-up)\.tsx?$/,
  /\/src\/api\/(http|endpoints|identity|schema|system|auth\/[\w-]+)\.ts$/,
  /\/src\/shared\/(lib|theme)\/(?!toast-impl)[\w-]+(\.tsx?|\.module\.css)$/,
  /\/src\/shared\/ui\/(page-state|loading-overlay|state-icons|copy-button|risk-footer|inert-behind-overlays)(\.tsx?|\.module\.css)$/,
]

/**
 * Modules whose static imports reach a module matching `target` (memoised per build); the walk goes through
 * packages' modules only when `throughPackages` (antd-mobile's components to react-spring), else it stops
 * at the first package module.
 */
function reach(
  target: RegExp,
  throughPackages: boolean,
  skip?: RegExp,
): (id: string, ctx: ChunkingContext) => boolean {
  const memo = new Map<string, boolean>()
  const reaches = (id: string, ctx: ChunkingContext, path: Set<string>): boolean => {
    if (target.test(id)) return true
    const known = memo.get(id)
    if (known !== undefined) return known
    if (path.has(id) || (!throughPackages && id.includes('/node_modules/')) || skip?.test(id)) return false
    path.add(id)
    const result = (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => reaches(dep, ctx, path))
    path.delete(id)
    memo.set(id, result)
    return result
  }
  return (id, ctx) => reaches(id, ctx, new Set())
}

/**
 * The pages customers open from shared links: each gets one chunk with the feature code only it
 * needs at first paint, so its first visit asks for a few files after the shell instead of a dozen small ones
 * queued on the browser's six connections. Feature code only: a page chunk holding a package that one of the
 * chunks it imports also uses makes a chunk cycle. What two of them use stays where the other rules put it.
 */
const FIRST_VISIT_PAGES: [name: string, page: string][] = [
  ['market', '/src/features/catalogue/market/pages/market-page.tsx'],
  ['detail', '/src/features/catalogue/detail/pages/market-detail-page.tsx'],
  ['detail', '/src/features/catalogue/detail/pages/market-detail-web-page.tsx'],
  ['inviter', '/src/features/campaign/inviter/pages/inviter-home-page.tsx'],
]

/** Whether `page` statically imports `id`, directly or through other modules (memoised per build). */
function staticallyFrom(page: string): (id: string, ctx: ChunkingContext) => boolean {
  const memo = new Map<string, boolean>()
  return (id, ctx) => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const seen = new Set<string>([id])
    const queue = [id]
    let found = false
    while (queue.length && !found) {
      for (const importer of ctx.getModuleInfo(queue.shift()!)?.importers ?? []) {
        if (importer.endsWith(page)) found = true
        else if (!seen.has(importer)) {
          seen.add(importer)
          queue.push(importer)
        }
      }
    }
    memo.set(id, found || id.endsWith(page))
    return found || id.endsWith(page)
  }
}

/** antd-mobile components a first-visit page draws with that fewer than six pages share, with what they use. */
const FIRST_PAINT_WIDGETS =
  /node_modules\/(antd-mobile\/es\/components\/(notice-bar|progress-bar)\/|antd-mobile-icons\/es\/SoundOutline\.js|ahooks\/es\/useTimeout\/)/

const MOTION = /node_modules\/(antd-mobile\/node_modules\/)?(@react-spring|@use-gesture)\//

function chunkGroups(): CodeSplittingGroup[] {
  const heavy = reach(HEAVY, false)
  // A first-visit page's own module may import the shared widgets' index (src/shared/ui/index.ts): what it
  // takes from there is bundled by name (tree-shaken), so the index's other re-exports (RichText and its
  // sanitiser) do not make the module heavy. Without this, the detail view stayed out of the detail chunk.
  const heavyForPage = reach(HEAVY, false, /\/src\/shared\/ui\/index\.ts$/)
  const motion = reach(MOTION, true)
  const firstVisit = FIRST_VISIT_PAGES.map(([name, page]) => [name, staticallyFrom(page)] as const)
  const shell = [staticallyFrom('/src/main.tsx'), staticallyFrom('/src/app/start.tsx')]
  const firstVisitPages = (id: string, ctx: ChunkingContext) =>
    new Set(firstVisit.filter(([, from]) => from(id, ctx)).map(([name]) => name))
  return [
    { name: 'react', test: REACT, priority: 40, includeDependenciesRecursively: false },
    // TanStack Query: one file for the pages that use it (the market asked for two).
    {
      name: 'query',
      test: /node_modules\/@tanstack\/(query-core|react-query)\//,
      priority: 38,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) =>
        id.includes('/node_modules/') &&
        !HEAVY.test(id) &&
        !CORE.some((re) => re.test(id)) &&
        !motion(id, ctx)
          ? 'ui'
          : null,
      priority: 36,
      // Used by six pages or more: shared by most routes. Rarer components stay with their pages.
      minShareCount: 6,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => (id.includes('/node_modules/') && motion(id, ctx) ? 'motion' : null),
      priority: 35,
      minShareCount: 6,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) =>
        (!BOOT.test(id) && CORE.some((re) => re.test(id))) ||
        // The small packages a first-visit page draws with that fewer than six pages share (the market's
        // notice bar, the inviter's progress bar): in the shell, whose styles are written into the page,
        // instead of a JS and a CSS file each in the round after the shell, where they queued on HTTP/1.1's
        // six connections.
        (FIRST_PAINT_WIDGETS.test(id) && firstVisitPages(id, ctx).size > 0)
          ? 'core'
          : null,
      priority: 20,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) =>
        // Also the feature code two first-visit pages use (the benchmark disclosure of the market and the
        // detail): it rides in this file they both load anyway, instead of a file of its own.
        (/\/src\/(shared|api)\/.*(\.tsx?|\.module\.css)$/.test(id) ||
          (/\/src\/features\//.test(id) && firstVisitPages(id, ctx).size > 1)) &&
        !BOOT.test(id) &&
        !heavy(id, ctx) &&
        !motion(id, ctx)
          ? 'shared'
          : null,
      priority: 10,
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        // Shared and API modules land here only when one page uses them (the shared group takes the rest).
        if (!/\/src\/(features|shared|api)\//.test(id) || heavyForPage(id, ctx)) return null
        if (shell.some((from) => from(id, ctx))) return null
        const names = firstVisitPages(id, ctx)
        return names.size === 1 ? [...names][0] : null
      },
      priority: 5,
      includeDependenciesRecursively: false,
    },
  ]
}

export default defineConfig(({ command, mode }) => {
  const modeEnv = loadEnv(mode, root, '')
  const proxyTarget = process.env.API_PROXY_TARGET
  const mockMode = command === 'serve' && !proxyTarget && mode !== 'test'
  const shareKeyVar = modeEnv.VITE_SHARE_KEY_VAR
  return {
    plugins: [
      react(),
      antdPerComponent(),
      buildMeta(),
      cspMeta(mode),
      preloadShell(),
      precompress(),
      ...(mockMode ? [mockBackend(modeEnv.VITE_OFFICIAL_DOMAIN ?? '')] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    define: {
      __APP_ENVIRONMENTS__: JSON.stringify(environmentTable(mode)),
      __BUILD_ENV__: JSON.stringify(modeEnv.VITE_ENV_NAME ?? mode),
      // The share-link key is read from the build environment, never from the repo.
      __SHARE_LINK_KEY__: JSON.stringify((shareKeyVar && process.env[shareKeyVar]) || ''),
      __MOCK_MODE__: JSON.stringify(mockMode),
    },
    server: {
      port: 5173,
      host: true,
      proxy: proxyTarget
        ? Object.fromEntries(
            BACKEND_PREFIXES.map((p) => [p, { target: proxyTarget, changeOrigin: true, secure: true }]),
          )
        : undefined,
    },
    build: {
      // The supported-engine floor (docs/engines.md): iOS 13+ WebKit (iPhone WeChat and Safari) and Android
      // Chrome / WeChat XWeb 70+. Syntax past ES2019 (?. and ??) is lowered; BigInt literals cannot be and
      // are not used; runtime functions the floor lacks come from src/app/floor.ts. tests/e2e/floor.e2e.ts
      // checks the build against this, and the journeys run in WebKit and Chromium 71 (tests/e2e/engines).
      target: ['es2019', 'chrome70', 'safari13'],
      sourcemap: false,
      // The manifest (module map) is for the bundle statistics only: buildMeta moves it out of dist.
      manifest: true,
      chunkSizeWarningLimit: 800,
      // A page's import does not list the shell's own files: index.html already asks for them, and
      // the loader's work per listed file (resolving, a <link> each) was a long task on a slow phone.
      modulePreload: {
        resolveDependencies: (_file, deps) => deps.filter((dep) => !SHELL_FILE.test(dep)),
      },
      rollupOptions: {
        output: {
          codeSplitting: { groups: chunkGroups() },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      restoreMocks: true,
      // No retries anywhere (docs/testing.md): a test that fails once is a race to fix, not to repeat.
      retry: 0,
      unstubGlobals: true,
    },
  }
})
