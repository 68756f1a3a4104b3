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

  it('never bundles the mock backend', () => {
    const all: string[] = build.pages.flatMap((p: string) => build.route(p).modules)
    expect(all.filter((m) => m.includes('/mocks/') || m.includes('node_modules/msw'))).toEqual([])
  })
})
