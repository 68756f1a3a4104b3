import { describe, expect, it } from 'vitest'
import { addCompileHint, COMPILE_HINT, mapMovedDown, wantsCompileHint } from './compile-hints'

describe('the compile hint', () => {
  it('goes on a chunk holding echarts or zrender modules', () => {
    expect(wantsCompileHint({ moduleIds: ['/app/node_modules/echarts/lib/core/echarts.js'] })).toBe(true)
    expect(
      wantsCompileHint({
        moduleIds: ['/app/src/chart/nav-chart.tsx', '/app/node_modules/zrender/lib/zrender.js'],
      }),
    ).toBe(true)
  })

  it('leaves every other chunk as it is', () => {
    expect(wantsCompileHint({ moduleIds: ['/app/node_modules/react-dom/cjs/react-dom.production.js'] })).toBe(
      false,
    )
    expect(wantsCompileHint({ moduleIds: ['/app/src/features/catalogue/chart/nav-chart.tsx'] })).toBe(false)
    expect(wantsCompileHint({ moduleIds: [] })).toBe(false)
  })

  it('is the first line, and the source map moves down a line with the code', () => {
    const chunk = {
      code: 'import{a}from"./b.js";a()',
      map: { mappings: 'AAAA,CAAC' },
    }
    addCompileHint(chunk)
    expect(chunk.code).toBe(`${COMPILE_HINT}\nimport{a}from"./b.js";a()`)
    expect(chunk.map.mappings).toBe(';AAAA,CAAC')
    expect(JSON.parse(mapMovedDown('{"version":3,"mappings":"AAAA"}'))).toEqual({
      version: 3,
      mappings: ';AAAA',
    })
  })
})
