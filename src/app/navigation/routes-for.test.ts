import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { PATHS } from '@/shared/lib/paths'
import { ROUTES } from './route-table'
import { routeObjects, routesFor } from './router'

/** The element react-router draws for a pathname from the given routes (the page's, under the layout). */
const drawn = (routes: typeof routeObjects, pathname: string) =>
  matchRoutes(routes, pathname)?.map((m) => m.route.element)

describe('the routes the shell hands to react-router (docs/decisions/038)', () => {
  it('a listed path: its own route alone under the layout, made once', () => {
    const routes = routesFor(PATHS.productMarket)
    expect(routes).toHaveLength(1)
    expect(routes[0].children).toHaveLength(1)
    expect(routesFor(PATHS.productMarket)).toBe(routes)
    expect(routesFor(`${PATHS.productMarket.toUpperCase()}/`)).toBe(routes)
  })

  it('draws what the whole table draws, for every listed path in any case and with a trailing slash', () => {
    for (const { path } of ROUTES)
      for (const pathname of [path, path.toLowerCase(), `${path}/`]) {
        const alone = drawn(routesFor(pathname), pathname)
        expect(alone, pathname).toBeDefined()
        expect(alone, pathname).toEqual(drawn(routeObjects, pathname))
      }
  })

  it('any other path (/, a family member, an unknown page) gets the whole table', () => {
    for (const pathname of ['/', '/transferspecialactivityNew', '/no-such-page'])
      expect(routesFor(pathname)).toBe(routeObjects)
  })
})
