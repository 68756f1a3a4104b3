// First: the functions the supported-engine floor lacks (docs/engines.md), before any other module runs.
import './app/floor'
import './shared/ui/theme.css'
import './app/global.css'
import { loadInSteps, loadPage } from './app/navigation/page-loader'
import { startFirstRound } from './app/navigation/first-round'
import { startPage } from './app/navigation/start-page'
import { enteredHref } from './shared/lib/entry-url'
import { env, WRONG_HOST } from './shared/lib/env'

// The address as entered, before the shell rewrites it (iOS WeChat signs it: docs/engines.md), and before
// index.html's entry script took an app ticket out of it (docs/deployment.md, "Tickets leave no trace").
const entered = enteredHref()

if (env().name === WRONG_HOST) {
  // A build on a host it does not know stops here, before any call (docs/deployment.md, Environments).
  void import('./app/wrong-host')
    .then(({ showWrongHost }) => showWrongHost())
    .catch((error: unknown) => window.__startFailed?.(error))
} else {
  // Start-up in two parallel legs: this small entry asks for the current route's page at once,
  // while the app shell (React, the router, the HTTP layer; preloaded from index.html) loads beside it.
  // The page's files are requested without waiting for the shell to arrive, run and render.
  // A shared link's first calls go out now too, beside the code (docs/decisions/027-the-first-calls-beside-the-code.md): the
  // page's own calls take their answers.
  startFirstRound(entered)
  const page = startPage(window.location.hash)
  if (page) loadPage(page).catch(() => {}) // the router waits for the same load; a failed one is retried

  // The shell is evaluated in two tasks (React first, then the rest), not one long one. Its start is told to
  // index.html's start-up guard, and so is a shell that did not load or start: the guard reloads or shows
  // 加载失败 (docs/deployment.md, "No white screen").
  void loadInSteps([() => import('react-dom/client')], () => import('./app/start'))
    .then(({ start }) => {
      window.__started = true
      return start(entered)
    })
    .catch((error: unknown) => window.__startFailed?.(error))
}
