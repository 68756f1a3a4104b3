import {
  lazy,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
} from 'react'
import { Navigate } from 'react-router-dom'
import { ensureLogin, loginKnownNow, type LoginState } from '@/api/auth/ensure-login'
import { currentChannel } from '@/shared/lib/channel'
import { PATHS } from '@/shared/lib/paths'
import { RouteMetaContext, useDocumentTitle } from '@/shared/lib/route-meta'
import { onAppSignIn, retryAppLogin } from '@/api/auth/app-login'
import { PageLoading } from '@/shared/ui/page-state'
import { RouteErrorBoundary } from '../route-error-boundary'
import { isChannelAllowed, onLaterPages, type RouteDef } from './route-table'

// What the gate shows in place of a page: loaded only when shown (src/shared/ui/gate-notices.tsx).
const GateNotice = lazy(() => import('@/shared/ui/gate-notices'))

/** A gate notice, with the page's error view (and its 重新加载) should its code not arrive. */
function Notice(props: ComponentProps<typeof GateNotice>) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <GateNotice {...props} />
      </Suspense>
    </RouteErrorBoundary>
  )
}

/** Channel guard, login, title and error boundary around one route's lazy page (the children). */
export function RouteGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const channel = currentChannel()
  const allowed = isChannelAllowed(route.channels, channel)
  const needsLogin = allowed && route.login
  // Known at once for most visits (a signed-in WeChat visitor): no skeleton is drawn before the page.
  const [login, setLogin] = useState<{ state: LoginState | 'pending'; text?: string }>(() => ({
    state: needsLogin ? (loginKnownNow(channel) ?? 'pending') : 'ok',
  }))
  const [attempt, setAttempt] = useState(0)
  const [retrying, setRetrying] = useState(false)
  // The title of a route of later-pages.ts is known once that file has arrived (route-table.ts): the gate
  // is drawn again then, should it be on screen before (a page's skeleton in the first seconds).
  const title = useSyncExternalStore(onLaterPages, () => route.title)
  useDocumentTitle(allowed ? title : '温馨提示')

  useEffect(() => {
    const ok = (s: { state: LoginState | 'pending' }) => (s.state === 'ok' ? s : { state: 'ok' as const })
    if (!needsLogin || loginKnownNow(channel) === 'ok') {
      setLogin(ok)
      return
    }
    let live = true
    setLogin({ state: 'pending' })
    ensureLogin(channel).then((result) => live && setLogin(result))
    return () => {
      live = false
    }
  }, [needsLogin, channel, route.path, attempt])

  // A ticket that comes later (a change of the fragment) signs a customer in anew: the page waits for them
  // (docs/identity.md, "A ticket that arrives later").
  useEffect(() => {
    if (!needsLogin || channel !== 'app') return
    return onAppSignIn(() => {
      setLogin({ state: 'pending' })
      setAttempt((n) => n + 1)
    })
  }, [needsLogin, channel])

  const retry = () => {
    if (retrying) return
    setRetrying(true)
    void retryAppLogin().finally(() => {
      setRetrying(false)
      setAttempt((n) => n + 1)
    })
  }

  if (!allowed) return <Notice kind="blocked" />
  if (login.state === 'pending' || login.state === 'redirecting') return <PageLoading />
  if (login.state === 'error') return <Navigate to={PATHS.routerError} replace />
  if (login.state === 'limited') return <Notice kind="restricted" text={login.text} />
  if (login.state === 'appLoginFailed')
    return <Notice kind="appLoginFailed" onRetry={retry} busy={retrying} />
  // In the app without a signed-in customer: the native login, unless the page has its own guest view.
  if (login.state === 'appSignedOut' && !route.guest) return <Notice kind="appLoginRequired" />
  return (
    <RouteMetaContext.Provider value={{ path: route.path, title, login: route.login }}>
      <RouteErrorBoundary>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </RouteErrorBoundary>
    </RouteMetaContext.Provider>
  )
}
