import { lazy, Suspense, useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { LoadingOverlay } from '@/shared/ui/loading-overlay'

// The QA panel exists only in mock mode; the constant is false in builds, so the chunk is dropped.
const QaPanel = __MOCK_MODE__ ? lazy(() => import('./qa-panel')) : null

function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

/** Once per page load, after first paint: the maintenance check (account-and-shared §4), in its own chunk. */
function MaintenanceCheck() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const [startPath] = useState(pathname)
  useEffect(() => {
    if (startPath === PATHS.mamain) return
    void import('./maintenance').then(({ checkMaintenance }) => checkMaintenance((to) => navigate(to)))
  }, [startPath, navigate])
  return null
}

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
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
