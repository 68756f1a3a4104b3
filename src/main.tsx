import './shared/ui/theme.css'
import './app/global.css'
import { HOME_PATH } from './app/router-paths'
import { hashPath, loadInSteps, loadPage } from './app/page-loader'
import { resolveRoute } from './app/route-table'

// Start-up in two parallel legs (issue 13): this small entry asks for the current route's page at once,
// while the app shell (React, the router, the HTTP layer; preloaded from index.html) loads beside it.
// The shell no longer has to arrive, run and render before the page's files are even requested.
const path = hashPath(window.location.hash)
const route = resolveRoute(path === '/' ? HOME_PATH : path)
const page = route ? loadPage(route.page).catch(() => {}) : undefined // the router retries, with its error state

// The shell is evaluated in two tasks (React first, then the rest), not one long one.
void loadInSteps([() => import('react-dom/client')], () => import('./app/start')).then(({ start }) =>
  start(page),
)
