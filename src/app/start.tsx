import { StrictMode, startTransition, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { wireAntdRender } from './antd-render'
import { finishOAuthReturn } from './bootstrap'
import { AppRouter } from './location-catch-up'
import { AppRoutes } from './router'
import { afterStartUp } from './after-start-up'
import { recordEntryUrl } from '@/shared/lib/entry-url'
import { loadToast } from '@/shared/lib/toast'

/** How long the first render waits for the route's page once the shell is ready (slow networks). */
export const PAGE_WAIT_MS = 1500

/**
 * The app shell's start (loaded by main.tsx in parallel with the current route's page). The first render
 * waits for that page, which is on its way beside the shell: one render of the page instead of
 * a skeleton first and the page a moment later. On a slow network the skeleton shows after PAGE_WAIT_MS.
 * `entered` is the address the page was entered at, read by main.tsx before anything rewrote it.
 */
export async function start(page?: Promise<unknown>, entered?: string): Promise<void> {
  if (entered) recordEntryUrl(entered)
  wireAntdRender()
  if (!(await finishOAuthReturn())) return
  if (page) {
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([page, new Promise((resolve) => (timer = setTimeout(resolve, PAGE_WAIT_MS)))])
    clearTimeout(timer)
  }
  renderInSlices(
    document.getElementById('root')!,
    <StrictMode>
      <AppRouter>
        <AppRoutes />
      </AppRouter>
    </StrictMode>,
  )
  // The toast implementation (antd-mobile's Toast and its animation library) loads on the first toast; it
  // is warmed up only after start-up, so on a first visit it does not compete with the route's own files.
  afterStartUp(() => void loadToast())
}

/**
 * Mounts the app in a transition: React draws the first page in slices of a few milliseconds
 * instead of one long task, so a slow phone's main thread stays free for input while the page is drawn.
 */
export function renderInSlices(container: Element, app: ReactNode): Root {
  const root = createRoot(container)
  startTransition(() => root.render(app))
  return root
}
