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

/** Re-computes the range on window scroll and resize (once per frame) and when the count changes. */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
  /** Where the list's top is expected on the first render (coming back to a scrolled list). */
  initialTop = 0,
): RowRange {
  const [range, setRange] = useState<RowRange>(() =>
    visibleRange(initialTop, 800, count, rowHeight, overscan),
  )
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const el = ref.current
      if (!el) return
      const next = visibleRange(
        el.getBoundingClientRect().top,
        window.innerHeight || 800,
        count,
        rowHeight,
        overscan,
      )
      setRange((prev) => (prev.start === next.start && prev.end === next.end ? prev : next))
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      if (frame) cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref, count, rowHeight, overscan])
  return range
}
