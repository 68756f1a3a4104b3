import './shared/ui/theme.css'
import './app/global.css'
import { HOME_PATH } from './app/router-paths'
import { hashPath, loadPage } from './app/page-loader'
import { resolveRoute } from './app/route-table'

// Start-up in two parallel legs (issue 13): this small entry asks for the current route's page at once,
// while the app shell (React, the router, the HTTP layer; preloaded from index.html) loads beside it.
// The shell no longer has to arrive, run and render before the page's files are even requested.
const path = hashPath(window.location.hash)
const route = resolveRoute(path === '/' ? HOME_PATH : path)
const page = route ? loadPage(route.page).catch(() => {}) : undefined // the router retries, with its error state

void import('./app/start').then(({ start }) => start(page))
