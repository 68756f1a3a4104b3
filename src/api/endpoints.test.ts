import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allPaths, BadPathParamError, endpoints, PATH_PARAM_SHAPES, pathWith } from './endpoints'

describe('paths with a parameter (docs/api-contract.md "Paths with a parameter")', () => {
  it('fills a record id and a timestamp', () => {
    expect(pathWith(endpoints.draws.userPrize, { id: 'DR000042' })).toBe(
      '/cms.marketing/api/userPrize/DR000042',
    )
    expect(pathWith(endpoints.draws.userPrize, { id: 42 })).toBe('/cms.marketing/api/userPrize/42')
    expect(pathWith(endpoints.system.randomImage, { timestamp: 1764300000000 })).toBe(
      '/cms.system/sys/randomImage/1764300000000',
    )
  })

  it.each([
    '..%2Fintegral%2Fmarketing%2FalterOpenBoxState%3Fuser_id%3Dx%26box_id%3Dbox3',
    '../integral/marketing/alterOpenBoxState?user_id=x&box_id=box3',
    '..',
    'a/b',
    'a?b=1',
    'a#b',
    'a%2Fb',
    ' DR1',
    '',
    'x'.repeat(65),
  ])('refuses the record id %j before any request', (id) => {
    expect(() => pathWith(endpoints.draws.userPrize, { id })).toThrow(BadPathParamError)
  })

  it('refuses a timestamp that is not digits, and a missing value', () => {
    expect(() => pathWith(endpoints.system.randomImage, { timestamp: '1/../x' })).toThrow(BadPathParamError)
    expect(() => pathWith(endpoints.system.randomImage, {})).toThrow(BadPathParamError)
  })

  it('whatever it is given, a filled path stays one segment under its template', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        let path: string
        try {
          path = pathWith(endpoints.draws.userPrize, { id })
        } catch (error) {
          expect(error).toBeInstanceOf(BadPathParamError)
          return
        }
        expect(path).toMatch(/^\/cms\.marketing\/api\/userPrize\/[A-Za-z0-9_-]+$/)
      }),
    )
  })

  it('every parameter a template names has a shape', () => {
    const names = allPaths().flatMap((p) => [...p.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!))
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(Object.keys(PATH_PARAM_SHAPES)).toContain(name)
  })
})
