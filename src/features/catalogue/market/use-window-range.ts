import { useEffect, useState, type RefObject } from 'react'

export interface RowRange {
  start: number
  end: number
}

/**
 * Which rows of a list of fixed-height rows are near the viewport when the window scrolls (catalogue
 * §2.2: smooth with thousands of rows). Pure so it can be tested; `top` is the list's top relative to the
 * viewport.
 */
export function visibleRange(
  top: number,
  viewport: number,
  count: number,
  rowHeight: number,
  overscan: number,
): RowRange {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, -top) / rowHeight)
  const last = Math.ceil(Math.max(0, viewport - top) / rowHeight)
  const start = Math.min(count, Math.max(0, first - overscan))
  const end = Math.min(count, Math.max(start, last + overscan))
  return { start, end }
}

/**
 * Whether the rows drawn (`shown`) can stay for the rows needed (`needed`): they include them, with at most
 * two overscans more. Drawing a few rows too many costs nothing; drawing the table again costs a render.
 */
export function keeps(shown: RowRange, needed: RowRange, overscan: number): boolean {
  return (
    shown.start <= needed.start &&
    shown.end >= needed.end &&
    shown.end - shown.start - (needed.end - needed.start) <= 2 * overscan
  )
}

const viewportHeight = () => window.innerHeight || 800

/**
 * Re-computes the range on window scroll and resize (once per frame) and when the count changes.
 *
 * Nothing here lays the page out inside a commit (docs/decisions/038): a new count (the first answer, the
 * next page) takes the range from the list's last known top, without reading the layout; the list's real
 * top comes from an IntersectionObserver, which the browser answers in a task of its own once it has laid
 * the page out for its next frame. That first look changes the range only when the rows drawn do not cover
 * the screen (`keeps`).
 */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
  /** Where the list's top is expected on the first render (coming back to a scrolled list). */
  initialTop = 0,
): RowRange {
  // The list's last known top: read when a new count comes (a render that happens anyway), written by each
  // look at the layout without drawing anything again.
  const [lastTop] = useState(() => ({ current: initialTop }))
  const rangeAt = (top: number) => visibleRange(top, viewportHeight(), count, rowHeight, overscan)
  const [state, setState] = useState(() => ({ count, rowHeight, range: rangeAt(initialTop) }))
  let range = state.range
  if (state.count !== count || state.rowHeight !== rowHeight) {
    // Rendered again at once with the new rows' range, before anything is drawn.
    range = rangeAt(lastTop.current)
    setState({ count, rowHeight, range })
  }
  useEffect(() => {
    let frame = 0
    const take = (top: number) => {
      lastTop.current = top
      const next = visibleRange(top, viewportHeight(), count, rowHeight, overscan)
      setState((prev) =>
        prev.count !== count || prev.rowHeight !== rowHeight || keeps(prev.range, next, overscan)
          ? prev
          : { count, rowHeight, range: next },
      )
    }
    const measure = () => {
      frame = 0
      const el = ref.current
      if (el) take(el.getBoundingClientRect().top)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    let observer: IntersectionObserver | undefined
    const el = ref.current
    if (el && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => {
        observer?.disconnect()
        const entry = entries[entries.length - 1]
        if (entry) take(entry.boundingClientRect.top)
      })
      observer.observe(el)
    }
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      observer?.disconnect()
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref, count, rowHeight, overscan, lastTop])
  return range
}
