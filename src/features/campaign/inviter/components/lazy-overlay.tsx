import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { loadingCounter } from '@/shared/lib/loading'
import { useOpenedOnce } from '@/shared/lib/opened-once'

/**
 * An overlay of the inviter home whose code loads when it first opens (React.lazy of a named export): none of
 * them is on screen at the home's first paint (docs/decisions/023-mgmfour-first-paint-without-motion.md).
 * A load that fails reaches the route's error boundary like a page's own code (src/app/route-error-boundary.tsx,
 * docs/deployment.md "Releases"): a release deployed meanwhile reloads the document, the network shows as
 * such with its 重新加载, which draws the page again. React.lazy keeps its failure, so the page makes its
 * lazy overlays once per mount (InviterOverlays): the page drawn again asks for the file afresh on the next
 * opening, while React's own second render of the failed one still sees the failure.
 */
export function lazyOverlay<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((component) => ({ default: component })))
}

/**
 * While an overlay's code is on its way: the app's one loading overlay (account-and-shared §2,
 * src/shared/ui/loading-overlay.tsx), shown as for a call in flight, after the same short delay.
 */
function CodeOnItsWay() {
  useEffect(() => {
    loadingCounter.start()
    return () => loadingCounter.stop()
  }, [])
  return null
}

/**
 * Renders a lazy overlay from its first opening on (useOpenedOnce: mounted afterwards, so its closing
 * animation runs), with the loading state above until its code has arrived.
 */
export function WhenFirstOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open)
  return opened ? <Suspense fallback={<CodeOnItsWay />}>{children}</Suspense> : null
}
