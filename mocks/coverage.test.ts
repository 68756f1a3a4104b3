import { allStaticPaths, endpoints } from '@/api/endpoints'
import { handlers } from './handlers'

/** The mock backend serves exactly the contract: every path in endpoints.ts has a handler. */
describe('mock backend coverage', () => {
  const served = handlers.map((h) => String((h.info as { path?: unknown }).path ?? ''))

  it.each(allStaticPaths())('serves %s', (path) => {
    expect(served.some((p) => p === `*${path}`)).toBe(true)
  })

  it('serves the parameterised paths', () => {
    const dynamic = [endpoints.system.randomImage(':timestamp'), endpoints.draws.userPrize(':id')]
    for (const path of dynamic) {
      const pattern = path.replace(/:[a-z]+/gi, ':')
      expect(served.some((p) => p.replace(/:[a-z]+/gi, ':') === `*${pattern}`)).toBe(true)
    }
  })
})
