import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { afterNextFrame } from '@/shared/lib/after-paint'

/**
 * The life of a modal drawn by the page itself (campaign-dialog.tsx), without antd-mobile's popups and their
 * react-spring (docs/decisions/023-mgmfour-first-paint-without-motion.md):
 * - `closed`: nothing in the document;
 * - `opening`: in the document with its closed look, for the one commit before the transition starts;
 * - `open`: its open look, reached by a CSS transition;
 * - `closing`: its closed look again, until that transition ends (none under prefers-reduced-motion).
 */
export type ModalPhase = 'closed' | 'opening' | 'open' | 'closing'

/** The longest transition of an element, in ms (0 without one, as under prefers-reduced-motion). */
function transitionMs(el: HTMLElement): number {
  const style = getComputedStyle(el)
  const times = (value: string) => value.split(',').map((t) => parseFloat(t) * (/ms$/.test(t) ? 1 : 1000))
  const durations = times(style.transitionDuration || '0s')
  const delays = times(style.transitionDelay || '0s')
  const longest = Math.max(0, ...durations.map((d, i) => (d || 0) + (delays[i] || 0)))
  return Number.isFinite(longest) ? longest : 0
}

/** Where focus goes back to when a modal closes; a modal opened from another one inherits its target. */
const returnTargets = new WeakMap<Element, HTMLElement>()
const MODAL_ATTR = 'data-campaign-modal'

/** How many modals hold the page's scroll, and the body's own overflow before the first. */
let scrollLocks = 0
let bodyOverflow = ''

function lockBodyScroll(): () => void {
  if (scrollLocks++ === 0) {
    bodyOverflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--scrollLocks === 0) document.body.style.overflow = bodyOverflow
  }
}

/**
 * WebKit scrolls the page behind a fixed layer even with `overflow: hidden` on the body: a drag on the modal
 * moves nothing, unless it scrolls a scroller inside the modal that can still move that way.
 */
function keepTouchInside(root: HTMLElement): () => void {
  let startY = 0
  const start = (e: TouchEvent) => {
    startY = e.touches[0]?.clientY ?? 0
  }
  const move = (e: TouchEvent) => {
    const dy = (e.touches[0]?.clientY ?? 0) - startY
    for (let el = e.target as HTMLElement | null; el && el !== root; el = el.parentElement) {
      if (el.scrollHeight <= el.clientHeight || !/auto|scroll/.test(getComputedStyle(el).overflowY)) continue
      const atTop = el.scrollTop <= 0
      const atBottom = el.scrollTop + el.clientHeight >= el.scrollHeight - 1
      if ((dy > 0 && !atTop) || (dy < 0 && !atBottom)) return
      break
    }
    if (e.cancelable) e.preventDefault()
  }
  root.addEventListener('touchstart', start, { passive: true })
  root.addEventListener('touchmove', move, { passive: false })
  return () => {
    root.removeEventListener('touchstart', start)
    root.removeEventListener('touchmove', move)
  }
}

/** The elements of a modal useModal works with. */
export interface ModalParts {
  /** The whole modal, mask and box, carrying `modalRootProps`. */
  root: RefObject<HTMLElement | null>
  /** The element with role dialog: it takes focus when the modal opens (its name is read with it). */
  dialog: RefObject<HTMLElement | null>
  /** The element whose transition the closing modal waits for. */
  motion: RefObject<HTMLElement | null>
  /** Opens with its open look from the first commit (CampaignDialog's appearAtOnce): no opening transition. */
  atOnce?: boolean
}

/**
 * A modal's phase (ModalPhase) for `visible`, with what a modal owes the page behind it:
 * - the body does not scroll while the modal is in the document;
 * - focus moves into the dialog when it opens, and back to where it was (the button that opened it) once
 *   the modal has left, unless something else took focus meanwhile;
 * - the page behind is made inert by src/shared/ui/inert-behind-overlays.ts, for the mask (an `adm-mask`
 *   outside #root) the caller draws.
 */
export function useModal(visible: boolean, { root, dialog, motion, atOnce = false }: ModalParts): ModalPhase {
  const [phase, setPhase] = useState<ModalPhase>(visible ? 'opening' : 'closed')
  if (visible && (phase === 'closed' || phase === 'closing')) setPhase('opening')
  if (!visible && (phase === 'opening' || phase === 'open')) setPhase('closing')
  const returnTo = useRef<HTMLElement | null>(null)

  useLayoutEffect(() => {
    const node = motion.current
    if (phase === 'opening') {
      returnTo.current ??= focusBefore()
      if (root.current && returnTo.current) returnTargets.set(root.current, returnTo.current)
      // The closed look is laid out first, so that the open look is reached by the transition. A modal that
      // opens at once has no transition to start: no layout is forced in its first commit, which on a first
      // visit is the page's first paint (the first-time story).
      if (!atOnce) node?.getBoundingClientRect()
      setPhase('open')
      return
    }
    if (phase !== 'closing') return
    const wait = node ? transitionMs(node) : 0
    if (!node || wait === 0) {
      setPhase('closed')
      return
    }
    const done = (e?: TransitionEvent) => {
      if (!e || e.target === node) setPhase('closed')
    }
    node.addEventListener('transitionend', done)
    // transitionend does not come when the transition did not run (a page in the background): its length.
    const timer = window.setTimeout(done, wait + 50)
    return () => {
      node.removeEventListener('transitionend', done)
      window.clearTimeout(timer)
    }
  }, [phase, root, motion, atOnce])

  useEffect(() => {
    if (phase !== 'open') return
    const focus = () => dialog.current?.focus({ preventScroll: true })
    // Focusing lays the page out. A fading modal laid it out in its first commit; one that appears at once
    // is focused once it is drawn, so its first commit (a first visit's first paint) stays short.
    if (!atOnce) return void focus()
    return afterNextFrame(focus)
  }, [phase, dialog, atOnce])

  useEffect(() => {
    if (phase !== 'closed' || !returnTo.current) return
    const target = returnTo.current
    returnTo.current = null
    // After the mask has left: the page behind stops being inert in the shared hook's mutation observer,
    // queued when the mask left the document, so before this microtask (queueMicrotask is not on the
    // engine floor: docs/engines.md).
    void Promise.resolve().then(() => {
      const active = document.activeElement
      if (target.isConnected && (!active || active === document.body)) target.focus({ preventScroll: true })
    })
  }, [phase])

  const mounted = phase !== 'closed'
  useEffect(() => {
    const node = root.current
    if (!mounted || !node) return
    const unlock = lockBodyScroll()
    const release = keepTouchInside(node)
    return () => {
      release()
      unlock()
    }
  }, [mounted, root])

  return phase
}

/** The element focus goes back to: the one focused now, or, inside another modal, where that one returns to. */
function focusBefore(): HTMLElement | null {
  const active = document.activeElement
  const modal = active?.closest(`[${MODAL_ATTR}]`)
  if (modal) return returnTargets.get(modal) ?? null
  return active instanceof HTMLElement && active !== document.body ? active : null
}

/** What a modal's root element carries (focus is handed on between modals). */
export const modalRootProps = { [MODAL_ATTR]: '' } as const
