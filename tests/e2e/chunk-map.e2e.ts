import { loadBuild, readMeta } from '../../scripts/bundle-stats.mjs'
import { expect, test } from './browser'

const DIST = process.env.DIST_DIR ?? 'dist'

/** What a first visit loads before its first paint: the entry, the app shell and the shared-link routes. */
const FIRST_PAINTS: [label: string, page: string | null][] = [
  ['entry', null],
  ['app shell', '__none__'],
  ['/productMarket', 'src/features/catalogue/market/pages/market-page.tsx'],
  ['/productMarketDetail', 'src/features/catalogue/detail/pages/market-detail-page.tsx'],
  ['/mgmfour', 'src/features/campaign/inviter/pages/inviter-home-page.tsx'],
]

/**
 * A module as the map names it: a package's modules by the package's name (the innermost `node_modules/`),
 * Rolldown's helpers by theirs, the app's own by their path from the root. Nothing that depends on the
 * machine, the package versions or the build's hashes.
 */
function moduleName(id: string): string {
  const plain = id.replace(/^\0/, '').replace(/\?.*$/, '')
  if (/^@oxc-project\+runtime@/.test(plain)) return '@oxc-project/runtime'
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(plain)
  return inPackage ? inPackage[1] : plain.replace(/^\//, '')
}

/** Code-unit order, the same in every locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * The chunk map of the first paints (docs/decisions/README.md, "The chunk map"): which chunks each one loads,
 * then each chunk's source modules, sorted, one a line. A change of the chunk rules (build/chunks.ts) shows as
 * a diff of this text against tests/e2e/snapshots/first-visit-chunks.md.
 */
function chunkMap(): string {
  const build = loadBuild(DIST)
  const modules = readMeta(DIST, 'chunk-modules.json') as Record<string, string[]>
  const nameOf = new Map(
    Object.values(build.manifest).map((item) => [item.file, (item as { name?: string }).name ?? item.file]),
  )
  const loads = FIRST_PAINTS.map(
    ([label, page]) => [label, page === null ? build.entry.files : build.route(page).files] as const,
  )
  const files = [...new Set(loads.flatMap(([, list]) => list))]
  const contents = new Map(
    files.map((file) => [file, [...new Set((modules[file] ?? []).map(moduleName))].sort()]),
  )
  // Two chunks of one name are told apart by their first module, so the map does not depend on file order.
  const byName = [...files].sort((a, b) =>
    byText(`${nameOf.get(a)} ${contents.get(a)![0]}`, `${nameOf.get(b)} ${contents.get(b)![0]}`),
  )
  const label = new Map<string, string>()
  for (const file of byName) {
    const name = nameOf.get(file)!
    const taken = [...label.values()].filter((l) => l === name || l.startsWith(`${name} (`)).length
    label.set(file, taken ? `${name} (${taken + 1})` : name)
  }
  const lines = [
    '# First-visit chunks',
    '',
    'Written by `tests/e2e/chunk-map.e2e.ts` from the build; to rewrite it after a deliberate change of the',
    'chunk rules: `npm run build:e2e && npx playwright test tests/e2e/chunk-map.e2e.ts --project=build -u`',
    '(docs/decisions/README.md, "The chunk map").',
    '',
    '## Chunks per first paint',
    '',
    ...loads.map(
      ([what, list]) =>
        `- ${what}: ${list
          .map((f) => label.get(f))
          .sort()
          .join(', ')}`,
    ),
  ]
  for (const file of [...byName].sort((a, b) => byText(label.get(a)!, label.get(b)!)))
    lines.push('', `## ${label.get(file)}`, '', ...contents.get(file)!.map((m) => `- ${m}`))
  return `${lines.join('\n')}\n`
}

test.describe('chunk map', () => {
  test("puts the first paints' modules in the chunks the snapshot names", () => {
    expect(chunkMap()).toMatchSnapshot('first-visit-chunks.md')
  })
})
