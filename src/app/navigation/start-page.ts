import { ROUTES, type LazyPage } from './route-table'
import { HOME_PATH } from './home-path'

/*
 * The entry's head start (docs/architecture.md, "Start-up"; docs/decisions/001-start-up-in-two-parallel-legs.md):
 * main.tsx asks for the current route's page before the shell has arrived. This module is in the entry chunk
 * (build/chunks.ts, `ENTRY`), so it must not import react-router: the router's matching lives in the shell
 * (resolve-route.ts). It only looks a listed path up, spelled in any case; any other address (a
 * family member, a trailing slash) gets its page from the shell's matcher, which asks for it then.
 */

const byPath = new Map<string, LazyPage>(ROUTES.map((route) => [route.path.toLowerCase(), route.page]))

/** The path of a hash-routed address (`#/productMarket?tab=0` → `/productMarket`; none → `/`). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0]
  return path.startsWith('/') ? path : '/'
}

/** The page of the listed route at this hash (`/` is on its way to the home page), if there is one. */
export function startPage(hash: string): LazyPage | undefined {
  const path = hashPath(hash)
  return byPath.get((path === '/' ? HOME_PATH : path).toLowerCase())
}
