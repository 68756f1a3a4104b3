import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react'
import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { forgetEarlyAnswers } from '@/api/transport'
import { PATHS } from '@/shared/lib/paths'
import { LoadingOverlay } from '@/shared/ui/loading-overlay'
import { CareModeSync } from '@/shared/theme/care-switch'
import { useInertBehindOverlays } from '@/shared/ui/inert-behind-overlays'
import { afterFirstPaint } from '@/shared/lib/after-paint'
import { clearToastsOnLeave } from '@/shared/lib/toast'

// The QA panel exists only in mock mode; the constant is false in builds, so the chunk is dropped.
const QaPanel = __MOCK_MODE__ ? lazy(() => import('./qa-panel')) : null

/** An imperative antd-mobile dialog (Dialog.show, showModal) or modal is on screen. */
const dialogOnScreen = () => document.querySelector('.adm-dialog, .adm-modal') !== null

/**
 * On every change of page: a page reached by a link starts at the top, while going back (POP) keeps the
 * position for the page to restore (the market list does); and dialogs opened with antd-mobile's
 * imperative API, which live outside the page's tree, close instead of staying over the next page, and so
 * do the toasts of the page before (`clearToastsOnLeave`). The dialogs' code loads only when one is open,
 * so the shell does not carry it. The early answers of the first page that it never asked for are
 * forgotten then (api/transport.ts, `askEarly`).
 */
function RouteChange() {
  const { pathname } = useLocation()
  const navigationType = useNavigationType()
  const type = useRef(navigationType)
  const first = useRef(true)
  useLayoutEffect(() => {
    type.current = navigationType
  })
  useEffect(() => {
    if (type.current !== 'POP') window.scrollTo(0, 0)
    if (first.current) {
      first.current = false
      return
    }
    // The first page's early answers that no call took are for it only (docs/decisions/027).
    forgetEarlyAnswers()
    clearToastsOnLeave()
    if (dialogOnScreen()) void import('./close-dialogs').then(({ closeDialogs }) => closeDialogs())
  }, [pathname])
  return null
}

/**
 * Once per page load, after the first paint and its first round of calls (its code too): the maintenance check (account-and-shared §4; docs/architecture.md,
 * Maintenance). The layout stays mounted across changes of page, and the check depends on nothing that
 * changes with them: `navigate` does (its identity follows the path), so it is read through an effect event,
 * never a dependency. `asked` also holds through StrictMode's second run of the effect. Under maintenance the
 * maintenance page replaces the page on screen (the customer may have moved on before the answer came).
 */
function MaintenanceCheck() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [startPath] = useState(pathname)
  const asked = useRef(false)
  const [painted, setPainted] = useState(false)
  // The calls of the page's first round: the check waits for them, so it is no part of that round
  // (docs/decisions/025).
  const fetching = useIsFetching()
  const client = useQueryClient()
  const showMaintenance = useEffectEvent((to: string) => void navigate(to, { replace: true }))
  useEffect(() => afterFirstPaint(() => setPainted(true)), [])
  useEffect(() => {
    if (asked.current || startPath === PATHS.mamain || !painted || fetching > 0) return
    asked.current = true
    // Its code loads then too: nothing on the first paint needs it.
    void import('./maintenance')
      .then(({ checkMaintenance }) => checkMaintenance(client, (to) => showMaintenance(to)))
      .catch(() => undefined)
  }, [startPath, painted, fetching, client])
  return null
}

export function RootLayout() {
  useInertBehindOverlays()
  return (
    <>
      <RouteChange />
      <CareModeSync />
      <MaintenanceCheck />
      <Outlet />
      <LoadingOverlay />
      {QaPanel && (
        <Suspense fallback={null}>
          <QaPanel />
        </Suspense>
      )}
    </>
  )
}
