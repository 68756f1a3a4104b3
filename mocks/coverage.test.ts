import { allPaths } from '@/api/endpoints'
import { handlers } from './handlers'

/** The mock backend serves exactly the contract: every path in endpoints.ts has a handler. */
describe('mock backend coverage', () => {
  const served = handlers.map((h) => String((h.info as { path?: unknown }).path ?? ''))

  it.each(allPaths())('serves %s', (path) => {
    expect(served.some((p) => p === `*${path}`)).toBe(true)
  })
})
