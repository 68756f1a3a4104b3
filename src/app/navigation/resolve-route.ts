import { matchRoutes } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { ROUTES, type RouteDef } from './route-table'
import { HOME_PATH } from './home-path'

/**
 * Route resolution (docs/architecture.md, "Routing"): which listed route, if any, draws a pathname. One
 * matcher, react-router's `matchRoutes`, over the route objects below; the router (router.tsx)
 * renders the same paths. Case-insensitive and indifferent to a trailing slash (react-router's defaults).
 */

/** A route object for `matchRoutes`, carrying the route table's row. */
interface Resolution {
  path: string
  def: RouteDef
}

/** Families (marketing §2.15 "/getzfbticket family" …): an unlisted member gets the family's page. */
const FAMILIES: string[] = [
  PATHS.getzfbticket,
  PATHS.transferspecialactivity,
  PATHS.prizeActivity,
  PATHS.talentCompetition,
  PATHS.liveInterAction,
  PATHS.jxlearning,
  PATHS.pointsHome,
]

/**
 * Every listed route at its own path; then each family as a route under its path (`/pointsHome/*`).
 * `matchRoutes` ranks a listed path above a family's, so a listed member (`/pointsHomeNew`) keeps its row.
 */
const RESOLUTIONS: Resolution[] = ROUTES.map((def) => ({ path: def.path, def }))
for (const def of ROUTES) if (FAMILIES.includes(def.path)) RESOLUTIONS.push({ path: `${def.path}/*`, def })

/**
 * react-router matches whole segments, while a family's members extend its last segment
 * (`/transferspecialactivityNew`): such a path is matched with the family's stem as a segment of its own
 * (`/transferspecialactivity/New`), which the family's route takes.
 */
function asFamilyMember(pathname: string): string {
  const stem = FAMILIES.find((family) => pathname.toLowerCase().startsWith(family.toLowerCase()))
  return stem ? `${stem}/${pathname.slice(stem.length)}` : pathname
}

/**
 * A listed path is found without the matcher: `matchRoutes` flattens and ranks the whole table (some 150
 * routes) on every call, and a static path that equals the pathname (in any case, with or without a trailing
 * slash) is the one it would rank first. Every other pathname is matched once (docs/decisions/037).
 */
const key = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1')
const LISTED = new Map<string, RouteDef>()
for (const { path, def } of RESOLUTIONS)
  if (!/[:*]/.test(path) && !LISTED.has(key(path))) LISTED.set(key(path), def)
const matched = new Map<string, RouteDef | undefined>()
const match = (pathname: string): RouteDef | undefined => {
  const listed = listedRoute(pathname)
  if (listed) return listed
  if (!matched.has(pathname)) matched.set(pathname, matchRoutes(RESOLUTIONS, pathname)?.[0].route.def)
  return matched.get(pathname)
}

/** The listed route at exactly this pathname (in any case, with or without a trailing slash), if any. */
export const listedRoute = (pathname: string): RouteDef | undefined => LISTED.get(key(pathname))

/** The route that draws a pathname: its listed route, else its family's, else none (→ /routerError). */
export const resolveRoute = (pathname: string): RouteDef | undefined =>
  match(pathname) ?? match(asFamilyMember(pathname))

/** The route whose page the first draw waits for: `/` is on its way to the home page. */
export const startRoute = (pathname: string): RouteDef | undefined =>
  resolveRoute(pathname === '/' ? HOME_PATH : pathname)
