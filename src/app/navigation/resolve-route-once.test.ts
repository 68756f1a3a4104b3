import { beforeEach, describe, expect, it, vi } from 'vitest'

// react-router's matcher, counted: it flattens and ranks the whole route table on every call.
const counted = vi.hoisted(() => ({ calls: 0 }))
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof import('react-router-dom')>()
  const matchRoutes: typeof actual.matchRoutes = (...args) => {
    counted.calls++
    return actual.matchRoutes(...args)
  }
  return { ...actual, matchRoutes }
})

const { resolveRoute } = await import('./resolve-route')
const { PATHS } = await import('@/shared/lib/paths')

describe('route resolution without ranking the table on every render (docs/decisions/037)', () => {
  beforeEach(() => {
    counted.calls = 0
  })

  it('finds a listed path, in any case and with a trailing slash, without the matcher', () => {
    const row = resolveRoute(PATHS.mgmfour)
    expect(row?.path).toBe(PATHS.mgmfour)
    expect(resolveRoute(`${PATHS.mgmfour.toUpperCase()}/`)).toBe(row)
    expect(resolveRoute(PATHS.productMarket)?.path).toBe(PATHS.productMarket)
    expect(counted.calls).toBe(0)
  })

  it('matches any other pathname once, however often the shell asks', () => {
    const member = resolveRoute('/transferspecialactivityNew')
    expect(member?.path).toBe(PATHS.transferspecialactivity)
    const calls = counted.calls
    expect(calls).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) expect(resolveRoute('/transferspecialactivityNew')).toBe(member)
    expect(resolveRoute('/no-such-page')).toBeUndefined()
    expect(resolveRoute('/no-such-page')).toBeUndefined()
    // The unlisted page: one call (it is no family member either, so the second look-up is the same address).
    expect(counted.calls).toBe(calls + 1)
  })
})
