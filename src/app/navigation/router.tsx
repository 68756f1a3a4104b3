import { createElement, type ComponentType, type ReactElement } from 'react'
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { HOME_PATH } from './home-path'
import { pageComponent } from './page-component'
import { listedRoute, resolveRoute } from './resolve-route'
import { ShownLocation } from './shown-location'
import { RootLayout } from '../root-layout'
import { RouteGate } from './route-gate'
import { ROUTES, type LazyPage } from './route-table'

/** One page component per loader, made once (several routes share a loader), wrapped in its gate. */
const lazyPages = new Map<LazyPage, ComponentType>()
for (const route of ROUTES)
  if (!lazyPages.has(route.page)) lazyPages.set(route.page, pageComponent(route.page))

const elements = new Map<string, ReactElement>(
  ROUTES.map((route) => [
    route.path,
    <RouteGate key={route.path} route={route}>
      {createElement(lazyPages.get(route.page)!)}
    </RouteGate>,
  ]),
)

/**
 * Paths no listed route matches: the one matcher (navigation/resolve-route.ts) gives a family member its
 * family's page; anything else goes to /routerError.
 */
function Fallback() {
  const { pathname } = useLocation()
  const route = resolveRoute(pathname)
  return (route && elements.get(route.path)) || <Navigate to={PATHS.routerError} replace />
}

const layout = <RootLayout />

export const routeObjects: RouteObject[] = [
  {
    element: layout,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      ...ROUTES.map((route) => ({ path: route.path, element: elements.get(route.path) })),
      { path: '*', element: <Fallback /> },
    ],
  },
]

/**
 * A listed path's own route under the layout: what `useRoutes` would pick from the whole table, where it
 * flattens and ranks all of it on every render (resolve-route.ts says why the two agree). Made once per route.
 */
const alone = new Map<string, RouteObject[]>()
export function routesFor(pathname: string): RouteObject[] {
  const route = listedRoute(pathname)
  if (!route) return routeObjects
  let routes = alone.get(route.path)
  if (!routes) {
    routes = [{ element: layout, children: [{ path: route.path, element: elements.get(route.path) }] }]
    alone.set(route.path, routes)
  }
  return routes
}

/** The route table as elements; the caller supplies the router (HashRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return (
    <ShownLocation>
      <TableRoutes />
    </ShownLocation>
  )
}

/** The routes of the shown location (the next page is drawn once its code has arrived). */
function TableRoutes() {
  return useRoutes(routesFor(useLocation().pathname))
}
