import { describe, expect, it } from 'vitest'
import { PATHS } from '@/shared/lib/paths'
import { ROUTES, type RouteDef } from './route-table'
import { HOME_PATH } from './home-path'
import { resolveRoute, startRoute } from './resolve-route'
import { startPage } from './start-page'

const row = (path: string): RouteDef => ROUTES.find((route) => route.path === path)!

/** `/pointsHome` → `/POINTShOME`: every letter's case flipped. */
const flipCase = (path: string) =>
  [...path].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('')

/** Each family (marketing §2.15 "/getzfbticket family" …) and its listed members. */
const FAMILIES = [
  PATHS.getzfbticket,
  PATHS.transferspecialactivity,
  PATHS.prizeActivity,
  PATHS.talentCompetition,
  PATHS.liveInterAction,
  PATHS.jxlearning,
  PATHS.pointsHome,
]

/** Every listed path as customers' links may spell it: each must draw that path's own route. */
const spellings = (path: string) => [
  path,
  path.toLowerCase(),
  path.toUpperCase(),
  flipCase(path),
  `${path}/`,
  `${path.toLowerCase()}//`,
]

/** Unlisted members of each family get the family's page; a listed member keeps its own row. */
const FAMILY_MEMBERS: [string, RouteDef][] = FAMILIES.flatMap((family): [string, RouteDef][] => [
  [`${family}Zq`, row(family)],
  [`${family.toLowerCase()}share9`, row(family)],
  [`${flipCase(family)}X/`, row(family)],
  [`${family}/deeper/still`, row(family)],
])

const UNKNOWN = [
  '/',
  '',
  '/no-such-page',
  '/fourPageX',
  '/fourPage/none',
  '/productMarket/extra',
  '//productMarket',
  '/xgetzfbticket',
]

describe('route resolution (react-router matchRoutes over the route table and its families)', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s in any case, with a trailing slash → its own route',
    (path, route) => {
      for (const spelling of spellings(path)) expect(resolveRoute(spelling), spelling).toBe(route)
    },
  )

  it.each(FAMILY_MEMBERS)('%s → its family’s route', (path, route) => {
    expect(resolveRoute(path)).toBe(route)
  })

  it('keeps a listed member of a family on its own row', () => {
    expect(resolveRoute(PATHS.pointsHomeNew)).toBe(row(PATHS.pointsHomeNew))
    expect(resolveRoute(PATHS.transferspecialactivityRule)).toBe(row(PATHS.transferspecialactivityRule))
    expect(resolveRoute('/GETZFBTICKETRESULT')).toBe(row(PATHS.getzfbticketResult))
  })

  it.each(UNKNOWN)('%j → no route (/routerError)', (path) => {
    expect(resolveRoute(path)).toBeUndefined()
  })

  it('starts `/` with the home page', () => {
    expect(startRoute('/')).toBe(row(HOME_PATH))
    expect(startRoute(PATHS.mgmfour)).toBe(row(PATHS.mgmfour))
  })
})

describe("the entry's head start (start-page.ts, no react-router in the entry chunk)", () => {
  it('asks for the page the shell will draw, or for none', () => {
    const addresses = [
      ...ROUTES.flatMap((route) => spellings(route.path)),
      ...FAMILY_MEMBERS.map(([path]) => path),
      ...UNKNOWN,
    ]
    for (const path of addresses) {
      const page = startPage(`#${path}?x=1`)
      if (page) expect(page, path).toBe(startRoute(path.startsWith('/') ? path : '/')?.page)
    }
  })

  it('asks for every listed route’s page at its own path in any case, and for the home page at `/`', () => {
    for (const route of ROUTES) {
      expect(startPage(`#${route.path}`)).toBe(route.page)
      expect(startPage(`#${flipCase(route.path)}?tab=1`)).toBe(route.page)
    }
    expect(startPage('')).toBe(row(HOME_PATH).page)
    expect(startPage('#/')).toBe(row(HOME_PATH).page)
    expect(startPage('#/no-such-page')).toBeUndefined()
  })
})
