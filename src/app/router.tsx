import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react'
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RootLayout } from './root-layout'
import { HOME_PATH } from './router-paths'
import { RouteGate } from './route-gate'
import { loadedPage, loadPage, loadRound } from './page-loader'
import { resolveRoute, ROUTES, type LazyPage } from './route-table'
import { ShownLocation } from './shown-location'

/**
 * A route's page: rendered at once when its module already arrived (start-up asks for the current route's
 * page beside the app shell, main.tsx), else lazily under the gate's Suspense. The choice is made once per
 * mount, so the page is never remounted when its module arrives. A lazy component keeps a failure for
 * good, so once failed loads are forgotten (the error view's 重新加载, a new visit) a new one is made: the
 * page is imported afresh.
 */
function pageComponent(page: LazyPage): ComponentType {
  let made: { round: number; Lazy: ComponentType } | undefined
  const lazyPage = (): ComponentType => {
    if (made?.round !== loadRound())
      made = {
        round: loadRound(),
        Lazy: lazy(() => loadPage(page).then((component) => ({ default: component }))),
      }
    return made.Lazy
  }
  return function Page() {
    const [Loaded] = useState(() => loadedPage(page))
    return Loaded ? <Loaded /> : createElement(lazyPage())
  }
}

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
  return (
    <ShownLocation>
      <TableRoutes />
    </ShownLocation>
  )
}

/** The routes of the shown location (the next page is drawn once its code has arrived). */
function TableRoutes() {
  return useRoutes(routeObjects)
}
