import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { HashRouter } from 'react-router-dom'
import { wireAntdRender } from './antd-render'
import { finishOAuthReturn } from './bootstrap'
import { AppRoutes } from './navigation/router'
import { ServerState } from './server-state'
import { recoverCodeLoad } from './code-recovery'
import { startWarmUps } from './warm-ups'
import { markFlexGapSupport } from './flex-gap'
import { recoverFailedLoadsWith } from './navigation/page-loader'
import { createQueryClient } from '@/api/query-client'
import { recordEntryUrl } from '@/shared/lib/entry-url'

/**
 * The app shell's start (loaded by main.tsx in parallel with the current route's page): the OAuth return,
 * then the app. Its first render draws nothing but the router, which listens to the address from that
 * commit on; the first page follows once its code has arrived, drawn in a transition (ShownLocation,
 * docs/architecture.md, "Start-up"). `entered` is the address the page was entered at, read by main.tsx
 * before anything rewrote it.
 */
export async function start(entered?: string): Promise<void> {
  if (entered) recordEntryUrl(entered)
  // Engines without flex `gap` get the margin fallback (docs/engines.md) before the first render. Here, not in
  // the entry: the entry's bytes share the document's first round trip (docs/decisions/034).
  markFlexGapSupport()
  // A file of the app's code that does not load: a release deployed meanwhile reloads the page to it, the
  // network shows as such (docs/deployment.md, "Releases"). Vite reports a failed preload of a dynamic
  // import's files as `vite:preloadError`; the import itself still fails, and its caller shows the error.
  recoverFailedLoadsWith(recoverCodeLoad)
  window.addEventListener('vite:preloadError', (event) => {
    void recoverCodeLoad((event as Event & { payload?: unknown }).payload)
  })
  wireAntdRender()
  if (!(await finishOAuthReturn())) return
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ServerState client={createQueryClient()}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </ServerState>
    </StrictMode>,
  )
  startWarmUps()
}
