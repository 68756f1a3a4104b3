import { createElement, lazy, useState, type ComponentType } from 'react'
import type { LazyPage } from './route-table'
import { loadedPage, loadPage, loadRound } from './page-loader'

/**
 * A route's page: rendered at once when its module already arrived (start-up asks for the current route's
 * page beside the app shell, main.tsx), else lazily under the gate's Suspense. The choice is made once per
 * mount, so the page is never remounted when its module arrives. A lazy component keeps a failure for
 * good, so once failed loads are forgotten (the error view's 重新加载, a new visit) a new one is made: the
 * page is imported afresh.
 */
export function pageComponent(page: LazyPage): ComponentType {
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
