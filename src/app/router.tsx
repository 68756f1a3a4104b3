import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react'
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RootLayout } from './root-layout'
import { HOME_PATH } from './router-paths'
import { RouteGate } from './route-gate'
import { resolveRoute, ROUTES, type LazyPage } from './route-table'

/** One lazy component per loader, made once (several routes share a loader), wrapped in its gate. */
const lazyPages = new Map<LazyPage, LazyExoticComponent<ComponentType>>()
for (const route of ROUTES) if (!lazyPages.has(route.page)) lazyPages.set(route.page, lazy(route.page))

const elements = new Map<string, ReactElement>(
  ROUTES.map((route) => [
    route.path,
    <RouteGate key={route.path} route={route}>
      {createElement(lazyPages.get(route.page)!)}
    </RouteGate>,
  ]),
)

/** Unlisted paths: a member of a route family gets its family's page, anything else /routerError. */
function Fallback() {
  const { pathname } = useLocation()
  const family = resolveRoute(pathname)
  return (family && elements.get(family.path)) || <Navigate to={PATHS.routerError} replace />
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      ...ROUTES.map((route) => ({ path: route.path, element: elements.get(route.path) })),
      { path: '*', element: <Fallback /> },
    ],
  },
]

/** The route table as elements; the caller supplies the router (HashRouter in the app, MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routeObjects)
}
