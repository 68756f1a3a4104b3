import { createContext, useContext, useLayoutEffect } from 'react'

/**
 * What a page may know about its own route entry, provided by the app shell's route gate. Its isMgm code and
 * page flag: route-facts.ts, by the path.
 */
export interface RouteMeta {
  path: string
  title: string
  /** Whether the page needs a signed-in customer (the route table's login column). */
  login?: boolean
}

export const RouteMetaContext = createContext<RouteMeta | null>(null)

export const useRouteMeta = (): RouteMeta | null => useContext(RouteMetaContext)

interface TitleClaim {
  title: string
  /** Claimed inside a route's page (under RouteMetaContext): wins over the route's own title. */
  page: boolean
}

/** The titles mounted components ask for, oldest first. */
const claims: TitleClaim[] = []

/** The newest page claim wins; without one, the newest claim (the route's title from the table). */
function applyTitle(): void {
  // A plain loop: Array.prototype.findLast and .at need iOS 15.4 / Chrome 97, below the floor (docs/engines.md).
  let top: TitleClaim | undefined = claims[claims.length - 1]
  for (let i = claims.length - 1; i >= 0; i--)
    if (claims[i].page) {
      top = claims[i]
      break
    }
  if (top) document.title = top.title
}

/**
 * Sets the document title while the caller is mounted (account-and-shared §2: "the page title is set
 * from route metadata"; some pages show their own, e.g. a document's title, or switch titles as they
 * go). A title asked for inside a page (under RouteMetaContext) always wins over the route's title,
 * whatever order the effects run in: on a revisit the cached page mounts together with its route
 * shell, whose effect runs after the page's, and must not overwrite it. When a claim goes away the
 * remaining newest one is shown again. Set in the commit that shows the content (a layout effect), so the
 * title never lags the page it names.
 */
export function useDocumentTitle(title: string | undefined): void {
  const page = useContext(RouteMetaContext) !== null
  useLayoutEffect(() => {
    if (!title) return
    const claim: TitleClaim = { title, page }
    claims.push(claim)
    applyTitle()
    return () => {
      const at = claims.indexOf(claim)
      if (at >= 0) claims.splice(at, 1)
      applyTitle()
    }
  }, [title, page])
}
