import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { afterFirstPaint } from '@/shared/lib/after-paint'

const load = () => import('./pull-to-refresh')
const PullToRefresh = lazy(load)

/** Hosts the detached content node wherever it is rendered. */
function Slot({ node }: { node: HTMLElement }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    el.appendChild(node)
    return () => {
      if (node.parentNode === el) el.removeChild(node)
    }
  }, [node])
  return <div ref={ref} />
}

/**
 * Pull-to-refresh that arrives right after first paint, so the market's first route does not carry
 * react-spring and use-gesture (~24 KiB gzip). The content is portalled into one DOM node that moves
 * into the pull-to-refresh once it has loaded, so nothing below remounts (scroll position, focus and
 * element references survive).
 */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>
  children: ReactNode
}) {
  const [host] = useState(() => document.createElement('div'))
  const [ready, setReady] = useState(false)
  // After the first contentful paint, so its request is not on the way to it; where the browser does not
  // report paints, after a second. This loads code, not server state: once the page is left, the late
  // `setReady` is dropped by React.
  useEffect(() => afterFirstPaint(() => void load().then(() => setReady(true))), [])
  const slot = <Slot node={host} />
  return (
    <>
      {createPortal(children, host)}
      {ready ? (
        <Suspense fallback={slot}>
          <div data-refreshable="ready">
            <PullToRefresh onRefresh={onRefresh}>{slot}</PullToRefresh>
          </div>
        </Suspense>
      ) : (
        slot
      )}
    </>
  )
}
