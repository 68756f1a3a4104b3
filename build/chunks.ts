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

/** The app shell's chunks: index.html asks for them itself (preloadShell). */
export const SHELL_FILE = /(^|\/)assets\/(react|ui|core|rolldown-runtime)-[\w-]+\.js$/

const REACT =
  /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\/|^\0@oxc-project\+runtime@/
const HEAVY = /node_modules\/(echarts|zrender|swiper|crypto-js|qrcode\.react|dompurify|weixin-js-sdk)\//
/**
 * Packages every page uses through the HTTP layer, the server-state cache and the formatters. TanStack Query
 * is here, not in the React file, whose download is the last thing a first paint waits for
 * (docs/decisions/019-one-way-to-fetch.md).
 */
const CORE_PACKAGES = /node_modules\/(valibot|antd-mobile\/es\/global|@tanstack\/(query-core|react-query))\//
/** Folders that belong to the shell whole: the shared helpers and theme, and the login layer. */
const CORE_FOLDERS =
  /\/src\/(shared\/lib|shared\/theme|api\/auth)\/(?!toast-impl)[\w-]+(\.tsx?|\.module\.css)$/

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

/** The shared code and the API modules. */
const SHARED_CODE = /\/src\/(shared|api)\/.*(\.tsx?|\.module\.css)$/

const MOTION = /node_modules\/(antd-mobile\/node_modules\/)?(@react-spring|@use-gesture)\//

export function chunkGroups(): CodeSplittingGroup[] {
  // A renamed or moved page must not lose its chunk without a word.
  for (const file of [ENTRY, SHELL_START, ...FIRST_VISIT_PAGES.map(([, page]) => page)])
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
  const shell = [boot, fromShell]
  // The shell: what start.tsx imports statically from the app, the API layer and the shared code, with the
  // packages and folders above. Rules, not file lists: a renamed file stays where it was.
  const core = (id: string, ctx: ChunkingContext) =>
    !boot(id, ctx) &&
    (CORE_PACKAGES.test(id) ||
      CORE_FOLDERS.test(id) ||
      (/\/src\/(app|api|shared)\/.*(\.tsx?|\.module\.css)$/.test(id) && fromShell(id, ctx)))
  const firstVisitPages = (id: string, ctx: ChunkingContext) =>
    new Set(firstVisit.filter(([, from]) => from(id, ctx)).map(([name]) => name))
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
      name: (id, ctx) =>
        id.includes('/node_modules/') && !HEAVY.test(id) && !CORE_PACKAGES.test(id) && !motion(id, ctx)
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
        core(id, ctx) ||
        // The small packages a first-visit page draws with that fewer than six pages share (the market's
        // notice bar, the inviter's progress bar): in the shell, whose styles are written into the page,
        // instead of a JS and a CSS file each in the round after the shell, where they queued on HTTP/1.1's
        // six connections.
        (FIRST_PAINT_WIDGETS.test(id) && firstVisitPages(id, ctx).size > 0) ||
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
      // Shared code and API modules that two or more pages use, by which first-visit pages draw with them:
      // the market's and the detail's ('shared', with the feature code two first-visit pages use: the
      // benchmark disclosure), the inviter's ('campaign'), nobody's ('common'). What both kinds use is in
      // the shell (above). So a first visit does not load the other features' API modules.
      name: (id, ctx) => {
        const pages = firstVisitPages(id, ctx)
        const shared = SHARED_CODE.test(id) || (/\/src\/features\//.test(id) && pages.size > 1)
        if (!shared || boot(id, ctx) || heavy(id, ctx) || motion(id, ctx) || onlyForHeavy(id, ctx))
          return null
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
