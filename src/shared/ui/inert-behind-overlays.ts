import { useEffect } from 'react'

/** An antd-mobile mask (Dialog, Modal, Popup, ActionSheet; not a toast's, which lets taps through). */
const MASK_SELECTOR = '.adm-mask:not(.adm-toast-mask)'

function maskOnScreen(root: HTMLElement): boolean {
  for (const mask of document.querySelectorAll<HTMLElement>(MASK_SELECTOR)) {
    // A mask rendered inside the page (getContainer null) would be made inert with it: leave it alone.
    if (root.contains(mask)) continue
    if (getComputedStyle(mask).display !== 'none') return true
  }
  return false
}

/**
 * While a dialog or popup covers the page (antd-mobile renders them into `document.body`, outside `#root`),
 * the page behind is `inert`: keyboard focus and screen readers stay in the dialog, and nothing behind the
 * dimmed mask can be reached or is read out (focus order in dialogs and popups; WCAG 2.4.3).
 * Mutations inside the page itself are ignored, so a scrolling list costs nothing.
 */
export function useInertBehindOverlays(rootId = 'root'): void {
  useEffect(() => {
    const root = document.getElementById(rootId)
    if (!root) return
    const update = () => {
      const covered = maskOnScreen(root)
      if (covered !== root.inert) root.inert = covered
    }
    const observer = new MutationObserver((records) => {
      if (records.every((r) => root.contains(r.target))) return
      update()
    })
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class'],
    })
    update()
    return () => {
      observer.disconnect()
      root.inert = false
    }
  }, [rootId])
}
