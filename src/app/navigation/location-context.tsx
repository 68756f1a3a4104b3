import type { Provider } from 'react'
import { UNSAFE_LocationContext, type Location, type NavigationType } from 'react-router-dom'

/*
 * The one place that reaches into react-router's internals (docs/architecture.md, "Routing": the shown
 * location). `useRoutes(routes, location)` would report every change of the shown location as a POP, so the
 * shown location provides react-router's location context itself, with its own navigation type. What this
 * relies on (the context object, its value's shape, that `useLocation`, `useNavigationType` and `useRoutes`
 * read it) is pinned by location-context.test.tsx, which fails when a react-router upgrade changes it.
 */

/** What react-router's location context carries. */
export interface RouterLocation {
  location: Location
  navigationType: NavigationType
}

/**
 * Draws its children as if the router were at `value.location`, reached by `value.navigationType`.
 * react-router's own provider, typed here: a wrapper component would cost the shell bytes for nothing.
 */
export const LocationProvider: Provider<RouterLocation> = UNSAFE_LocationContext.Provider
