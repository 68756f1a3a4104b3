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
if (route) void loadPage(route.page).catch(() => {}) // the router retries and shows its error state

void import('./app/start').then(({ start }) => start())
