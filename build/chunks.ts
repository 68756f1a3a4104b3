import { existsSync } from 'node:fs'
import path from 'node:path'
import type { ChunkingContext, CodeSplittingGroup } from 'rolldown'
import { root } from './environments.ts'

/*
 * Chunks: a first visit pays a round trip per file, so a route loads a handful of files instead of
 * dozens of tiny ones. Layers, each importing only the ones above it (no chunk cycles):
 *   index   main.tsx (`ENTRY`), the route table, paths and start-up's page lookup: asks for the route's page
 *           beside the shell
 *   react   React, ReactDOM, the router
 *   ui      antd-mobile and the other small libraries that two or more pages share
 *   core    the app shell, the HTTP layer, the shared helpers every page uses and the shared code both
 *           the catalogue's and the campaign's first-visit pages draw with
 *   shared, campaign, common
 *           the shared components and API modules that two or more pages use: those of the market and the
 *           detail, those of the inviter home, the others
 *   pages   each page with what only it uses (rolldown's own splitting)
 * Heavy libraries (charts, carousel, crypto, QR codes, sanitiser, WeChat SDK) keep their own lazy chunks, and
 * nothing that imports one of them joins a shared chunk, so a route only loads them when it shows them.
 */
/**
 * The entry. What it imports statically is start-up's own code and stays in the small entry chunk, which
 * must not import the shell (docs/architecture.md, "Start-up"): a module main.tsx imports moves into the
 * entry, and what that module imports with it. So main.tsx imports only src/app/navigation/start-page.ts and
 * page-loader.ts from the navigation, which import neither React nor the router (their headers say so).
 */
const ENTRY = '/src/main.tsx'
/** The app shell's start: what it imports statically from the app, the API and the shared code is `core`. */
const SHELL_START = '/src/app/start.tsx'
/**
 * What the shell loads after the first paint, or only when it shows it: the maintenance check and the
 * route gate's notices (docs/decisions/025). Each its own chunk, with the shared code only it and pages that
 * are not first visits use, so loading one does not pull in the grab bag of `common`.
 */
const SHELL_LATER: [name: string, file: string][] = [
  ['maintenance', '/src/app/maintenance.ts'],
  ['notices', '/src/shared/ui/gate-notices.tsx'],
]

/** The app shell's chunks: index.html asks for them itself (preloadShell). */
export const SHELL_FILE = /(^|\/)assets\/(react|ui|core|rolldown-runtime)-[\w-]+\.js$/
/** The chunks the rules below name (and their stylesheets): their files keep the name. */
const NAMED =
  /^(index|rolldown-runtime|react|ui|core|actions|later|maintenance|notices|widgets|motion|shared|campaign|common|market|detail|inviter|[a-z]+-(lib|early))$/

/**
 * A chunk's (or a stylesheet's) file name: `name-hash` for the named chunks above, the hash alone for the
 * others (each page and what loads on demand). The entry names every lazy file once, in its route table's
 * preload lists, so a name there is paid by every first visit: 1.1 KiB brotli for all the page names
 * (docs/decisions/025). Source maps and the build's module map (dist-meta/) still say what each file holds.
 */
export function fileName(chunkName: string, extension: string): string {
  const name = chunkName.replace(/\.[a-z]+$/, '')
  return NAMED.test(name) ? `assets/[name]-[hash].${extension}` : `assets/[hash].${extension}`
}

/** The shell's and the entry's stylesheets: index.html carries them inline (preloadShell). */
export const SHELL_STYLE = /(^|\/)assets\/(ui|core|index)-[\w-]+\.css$/

const REACT =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\/|^\0@oxc-project\+runtime@/
const HEAVY = /node_modules\/(echarts|zrender|swiper|crypto-js|qrcode\.react|dompurify|weixin-js-sdk)\//
/** Packages every page uses (antd-mobile's global styles). */
const CORE_PACKAGES = /node_modules\/antd-mobile\/es\/global\//
/**
 * TanStack Query: what the shell or two first-visit pages use (the client, the provider, queries) is in the
 * shell, not in the React file, whose download is the last thing a first paint waits for
 * (docs/decisions/019-one-way-to-fetch.md); what fewer use (mutations, infinite lists) goes where those
 * pages are (docs/decisions/025).
 */
const QUERY = /node_modules\/@tanstack\/(query-core|react-query)\//
/**
 * Folders that belong to the shell whole: the shared helpers and theme, and the login layer but for the WeChat
 * OAuth round trip, which loads when a sign-in starts or returns (docs/decisions/027).
 */
const CORE_FOLDERS = /\/src\/(shared\/theme|api\/auth)\/(?!wechat-oauth\.)[\w-]+(\.tsx?|\.module\.css)$/

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
  const reaches = (id: string, ctx: ChunkingContext, trail: Set<string>): boolean => {
    if (target.test(id)) return true
    const known = memo.get(id)
    if (known !== undefined) return known
    if (trail.has(id) || (!throughPackages && id.includes('/node_modules/')) || skip?.test(id)) return false
    trail.add(id)
    const result = (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => reaches(dep, ctx, trail))
    trail.delete(id)
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

/**
 * How many lazily loaded modules (the route table's pages and what pages load on demand) import `id`
 * statically, directly or through other modules (memoised per build): rolldown's share count.
 */
function pagesReaching(): (id: string, ctx: ChunkingContext) => number {
  const memo = new Map<string, number>()
  return (id, ctx) => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const seen = new Set<string>([id])
    const queue = [id]
    let count = 0
    while (queue.length) {
      const current = queue.shift()!
      if (ctx.getModuleInfo(current)?.dynamicImporters.length) count++
      for (const importer of ctx.getModuleInfo(current)?.importers ?? [])
        if (!seen.has(importer)) {
          seen.add(importer)
          queue.push(importer)
        }
    }
    memo.set(id, count)
    return count
  }
}

/**
 * What a first-visit page asks for on its own once its first picture is on the screen (or sooner, when an
 * answer shows it): the market's notice strip, the inviter home's answer dialogs (docs/decisions/034). Each
 * with what only it needs, in a file of its own (`market-early`, `inviter-early`), so asking for it does not
 * bring `widgets` or `common` (docs/decisions/025).
 */
const FIRST_VISIT_EARLY: [name: string, file: string][] = [
  ['market-early', '/src/features/catalogue/market/components/notice-strip.tsx'],
  ['inviter-early', '/src/features/campaign/inviter/components/answer-dialogs.tsx'],
]

/**
 * A test of `id` and of every module that imports it statically, directly or through other modules: true as
 * soon as one of them passes (memoised per build).
 */
function upFrom(
  passes: (id: string, ctx: ChunkingContext) => boolean,
): (id: string, ctx: ChunkingContext) => boolean {
  const memo = new Map<string, boolean>()
  return (id, ctx) => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const seen = new Set<string>([id])
    const queue = [id]
    let found = false
    while (queue.length && !found) {
      const current = queue.shift()!
      if (passes(current, ctx)) found = true
      else
        for (const importer of ctx.getModuleInfo(current)?.importers ?? [])
          if (!seen.has(importer)) {
            seen.add(importer)
            queue.push(importer)
          }
    }
    memo.set(id, found)
    return found
  }
}

/** Whether `page` statically imports `id`, directly or through other modules (memoised per build). */
const staticallyFrom = (page: string) => upFrom((id) => id.endsWith(page))

/**
 * Whether `id` is loaded on demand by a first-visit page or the shell (a lazy component drawn after the
 * paint, a tap's import), or imported statically by such a module: `id`, or a module that imports it
 * statically, is imported dynamically by one of `from`'s modules (memoised per build).
 */
const onDemandOf = (from: (id: string, ctx: ChunkingContext) => boolean) =>
  upFrom((id, ctx) => !!ctx.getModuleInfo(id)?.dynamicImporters.some((importer) => from(importer, ctx)))

/** The action guard and what it runs on (TanStack Query's mutations). */
const ACTIONS =
  /\/src\/shared\/lib\/action\.ts$|node_modules\/@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver)\.js$/

/** The shared code and the API modules. */
const SHARED_CODE = /\/src\/(shared|api)\/.*(\.tsx?|\.module\.css)$/

/** The build's stand-ins for package modules (build/per-module-imports.ts): they go where the package would. */
const STUB = /\/build\/stubs\/[\w-]+\.js$/

const MOTION = /node_modules\/(antd-mobile\/node_modules\/)?(@react-spring|@use-gesture)\//

export function chunkGroups(): CodeSplittingGroup[] {
  // A renamed or moved page must not lose its chunk without a word.
  for (const file of [
    ENTRY,
    SHELL_START,
    ...SHELL_LATER.map(([, file]) => file),
    ...FIRST_VISIT_EARLY.map(([, file]) => file),
    ...FIRST_VISIT_PAGES.map(([, page]) => page),
  ])
    if (!existsSync(path.join(root, file)))
      throw new Error(`build/chunks.ts names ${file}, which does not exist`)
  const heavy = reach(HEAVY, false)
  // A first-visit page's own module may import the shared widgets' index (src/shared/ui/index.ts): what it
  // takes from there is bundled by name (tree-shaken), so the index's other re-exports (RichText and its
  // sanitiser) do not make the module heavy. Without this, the detail view stayed out of the detail chunk.
  const heavyForPage = reach(HEAVY, false, /\/src\/shared\/ui\/index\.ts$/)
  const motion = reach(MOTION, true)
  const firstVisit = FIRST_VISIT_PAGES.map(([name, page]) => [name, staticallyFrom(page)] as const)
  // Start-up's own modules (what the entry imports statically): they stay in the small entry chunk (`ENTRY`).
  const boot = staticallyFrom(ENTRY)
  const fromShell = staticallyFrom(SHELL_START)
  const later = SHELL_LATER.map(([name, file]) => [name, staticallyFrom(file)] as const)
  const early = FIRST_VISIT_EARLY.map(([name, file]) => [name, staticallyFrom(file)] as const)
  const shell = [boot, fromShell]
  const sharedBy = pagesReaching()
  const firstVisitPages = (id: string, ctx: ChunkingContext) =>
    new Set(firstVisit.filter(([, from]) => from(id, ctx)).map(([name]) => name))
  const onDemand = onDemandOf(
    (id, ctx) => shell.some((from) => from(id, ctx)) || firstVisitPages(id, ctx).size > 0,
  )
  // The shell: what start.tsx imports statically from the app, the API layer and the shared code, with the
  // packages and folders above. Rules, not file lists: a renamed file stays where it was.
  const core = (id: string, ctx: ChunkingContext) =>
    !boot(id, ctx) &&
    (CORE_PACKAGES.test(id) ||
      (QUERY.test(id) && (fromShell(id, ctx) || firstVisitPages(id, ctx).size > 1)) ||
      CORE_FOLDERS.test(id) ||
      (/\/src\/(app|api|shared)\/.*(\.tsx?|\.module\.css)$/.test(id) && fromShell(id, ctx)))
  // What only heavy modules import (the carousel's stylesheet) stays in their lazy chunk: in a shared chunk it
  // made the carousel load that chunk, and the chunks it imports, after a first paint that had not needed them.
  const onlyForHeavy = (id: string, ctx: ChunkingContext) => {
    const importers = ctx.getModuleInfo(id)?.importers ?? []
    return importers.length > 0 && importers.every((importer) => heavyForPage(importer, ctx))
  }
  const bothFamilies = (id: string, ctx: ChunkingContext) => {
    const pages = firstVisitPages(id, ctx)
    return pages.has('inviter') && (pages.has('market') || pages.has('detail'))
  }
  return [
    { name: 'react', test: REACT, priority: 40, includeDependenciesRecursively: false },
    {
      // The action guard and TanStack Query's mutations: every page with a button that writes loads them,
      // and a first-visit page loads them with the dialog that acts, so they are a file of their own, not
      // in `common` or `widgets`, which would come with them (docs/decisions/025).
      name: (id, ctx) => (ACTIONS.test(id) && !core(id, ctx) ? 'actions' : null),
      priority: 38,
      includeDependenciesRecursively: false,
    },
    {
      name: (id, ctx) => {
        if (
          !(/\/src\/.*(\.tsx?|\.module\.css)$/.test(id) || id.includes('/node_modules/') || STUB.test(id)) ||
          HEAVY.test(id) ||
          shell.some((from) => from(id, ctx)) ||
          firstVisitPages(id, ctx).size > 0 ||
          motion(id, ctx)
        )
          return null
        const names = early.filter(([, from]) => from(id, ctx)).map(([name]) => name)
        return names.length === 1 ? names[0] : null
      },
      priority: 37,
      includeDependenciesRecursively: false,
    },
    {
      // The packages (antd-mobile and the small libraries it uses), by who draws with them
      // (docs/decisions/025):
      //   ui         the shell, or two first-visit pages: on every first paint
      //   <page>-lib one first-visit page only (the market's infinite scroll and notice bar, the detail's
      //              exact arithmetic, the inviter's progress bar): a file beside that page's, asked for in
      //              the same round, so the other shared links do not download it
      //   widgets    the rest that six pages or more use (inputs, checkboxes, lists, results…)
      // What fewer pages use stays with them (rolldown's own splitting).
      name: (id, ctx) => {
        if (
          !(id.includes('/node_modules/') || STUB.test(id)) ||
          HEAVY.test(id) ||
          CORE_PACKAGES.test(id) ||
          (QUERY.test(id) && core(id, ctx)) ||
          motion(id, ctx)
        )
          return null
        if (shell.some((from) => from(id, ctx))) return 'ui'
        const pages = firstVisitPages(id, ctx)
        if (pages.size > 1) return 'ui'
        // One first-visit page's: with that page's shared code (below).
        if (pages.size === 1) return null
        // A package that only one module of ours imports, on demand (big.js, under the exact arithmetic):
        // with that module, so that loading it does not bring `widgets` and the chunks it imports.
        const importers = ctx.getModuleInfo(id)?.importers ?? []
        if (importers.length === 1 && !importers[0].includes('/node_modules/') && onDemand(id, ctx))
          return null
        return sharedBy(id, ctx) >= 6 ? 'widgets' : null
      },
      priority: 36,
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
        core(id, ctx) ||
        // Shared code that both the catalogue's first-visit pages and the inviter draw with.
        (SHARED_CODE.test(id) &&
          bothFamilies(id, ctx) &&
          !boot(id, ctx) &&
          !heavy(id, ctx) &&
          !motion(id, ctx))
          ? 'core'
          : null,
      priority: 20,
      includeDependenciesRecursively: false,
    },
    {
      // One file for each of them (`maintenance`, `notices`), with the shared code only it (and pages that
      // are not first visits) uses.
      name: (id, ctx) => {
        if (
          !/\/src\/(app|api|shared)\/.*(\.tsx?|\.module\.css)$/.test(id) ||
          core(id, ctx) ||
          firstVisitPages(id, ctx).size > 0 ||
          heavy(id, ctx) ||
          motion(id, ctx)
        )
          return null
        const names = later.filter(([, from]) => from(id, ctx)).map(([name]) => name)
        return names.length === 1 ? names[0] : names.length ? 'later' : null
      },
      priority: 15,
      includeDependenciesRecursively: false,
    },
    {
      // Shared code and API modules that two or more pages use, by which first-visit pages draw with them:
      // the market's and the detail's ('shared', with the feature code two first-visit pages use: the
      // benchmark disclosure), the inviter's ('campaign'), nobody's ('common'). What both kinds use is in
      // the shell (above). So a first visit does not load the other features' API modules.
      name: (id, ctx) => {
        const pages = firstVisitPages(id, ctx)
        const library = (id.includes('/node_modules/') || STUB.test(id)) && !HEAVY.test(id)
        const shared = SHARED_CODE.test(id) || library || (/\/src\/features\//.test(id) && pages.size > 1)
        if (!shared || boot(id, ctx) || heavy(id, ctx) || motion(id, ctx) || onlyForHeavy(id, ctx))
          return null
        if (library && pages.size !== 1) return null
        // What a first-visit page loads on demand (after its paint, on a tap) stays a file of its own, not
        // in `common`, whose other modules that page would download with it.
        if (pages.size === 0 && ctx.getModuleInfo(id)?.dynamicImporters.length) return null
        // And so does what such a file imports: in `common`, it brought that chunk and the chunks it imports.
        if (pages.size === 0 && onDemand(id, ctx)) return null
        // Used by one catalogue first-visit page (and pages that are not first visits): a file beside that
        // page's, so the other first-visit page of the family does not download it (docs/decisions/025).
        if (pages.size === 1 && !pages.has('inviter')) return `${[...pages][0]}-lib`
        return pages.has('market') || pages.has('detail')
          ? 'shared'
          : pages.has('inviter')
            ? 'campaign'
            : 'common'
      },
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
