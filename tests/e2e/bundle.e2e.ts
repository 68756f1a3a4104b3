import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM helper shared with `npm run size`
import { HEAVY_LIBS, kib, loadBuild } from '../../scripts/bundle-stats.mjs'

const LIMIT = 150 * 1024

describe('bundle budget (issue: first route ≤ 150 KiB gzip, no chart, carousel or crypto code)', () => {
  const build = loadBuild()
  // "/" redirects to /productMarket (src/app/router-paths.ts): the first route customers load.
  const home = 'src/features/catalogue/market/pages/market-page.tsx'

  it('keeps the entry free of echarts, swiper and crypto-js', () => {
    const mods: string[] = build.route('__none__').modules
    for (const lib of HEAVY_LIBS) expect(mods.filter((m) => m.includes(lib))).toEqual([])
  })

  it('loads the first route in at most 150 KiB of gzip JavaScript', () => {
    const first = build.route(home)
    console.log(`first route (${home}): ${kib(first.gzip)} gzip`)
    expect(first.gzip).toBeLessThanOrEqual(LIMIT)
    for (const lib of HEAVY_LIBS) expect(first.modules.filter((m: string) => m.includes(lib))).toEqual([])
  })

  it('keeps the (public) share-link key out of the start-up code: only the lazy poster chunk has it', () => {
    // `npm run test:e2e` builds with SHARE_LINK_KEY_PROD=e2e-public-share-key (package.json).
    const key = 'e2e-public-share-key'
    const holders = readdirSync('dist/assets').filter(
      (f) => f.endsWith('.js') && readFileSync(`dist/assets/${f}`, 'utf8').includes(key),
    )
    expect(holders).toHaveLength(1)
    const startUp: string[] = build.entry.files.map((f: string) => f.replace(/^assets\//, ''))
    expect(startUp).not.toContain(holders[0])
    const chunks = JSON.parse(readFileSync('dist/.vite/chunk-modules.json', 'utf8')) as Record<
      string,
      string[]
    >
    expect(chunks[`assets/${holders[0]}`].some((m) => m.endsWith('inviter/share/poster.ts'))).toBe(true)
  })

  it('never bundles the mock backend or the QA panel, in any emitted chunk (issue 10)', () => {
    // Every chunk the build wrote, reachable from a route or not (chunk-modules.json lists them all).
    const chunks = JSON.parse(readFileSync('dist/.vite/chunk-modules.json', 'utf8')) as Record<
      string,
      string[]
    >
    const offending = Object.entries(chunks).flatMap(([file, modules]) =>
      modules
        .filter((m) => /\/mocks\/|node_modules\/(msw|@mswjs)\/|src\/app\/qa-panel/.test(m))
        .map((m) => `${file}: ${m}`),
    )
    expect(offending).toEqual([])
    // And the text of every emitted file: no mock control API, no QA panel strings.
    const files = readdirSync('dist/assets').filter((f) => /\.(js|css|html)$/.test(f))
    expect(files.length).toBeGreaterThan(10)
    const leaks = files.filter((f) =>
      /__mock\/|模拟后端（仅开发环境）/.test(readFileSync(`dist/assets/${f}`, 'utf8')),
    )
    expect(leaks).toEqual([])
  })
})
