import { Suspense, useState, type ReactNode } from 'react'

/**
 * True from the first time `visible` is true, for good. An antd-mobile popup, dialog or picker
 * that was never opened still runs its animation hooks and layout effects on every page that holds it;
 * mounting it on its first opening keeps that work out of the page's first render, and keeping it mounted
 * afterwards keeps its closing animation.
 */
export function useOpenedOnce(visible: boolean): boolean {
  const [opened, setOpened] = useState(visible)
  if (visible && !opened) setOpened(true)
  return opened || visible
}

/**
 * Renders an overlay from its first opening on (useOpenedOnce), inside its own Suspense: the overlays a first
 * visit never opens are lazy components, and their code is asked for only then.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useOpenedOnce(open)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
