import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'
import { wireAntdRender } from './antd-render'
import { finishOAuthReturn } from './bootstrap'
import { AppRoutes } from './router'
import { afterStartUp } from './after-start-up'
import { loadToast } from '@/shared/lib/toast'

/** The app shell's start (loaded by main.tsx in parallel with the current route's page). */
export async function start(): Promise<void> {
  wireAntdRender()
  if (!(await finishOAuthReturn())) return
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </StrictMode>,
  )
  // The toast implementation (antd-mobile's Toast and its animation library) loads on the first toast; it
  // is warmed up only after start-up, so on a first visit it does not compete with the route's own files.
  afterStartUp(() => void loadToast())
}
