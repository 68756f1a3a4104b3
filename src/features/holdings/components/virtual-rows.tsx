import {
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import styles from './holdings.module.css'

/** Rows drawn beyond each edge of the viewport, so a quick flick does not show blank space. */
const OVERSCAN = 2

export interface VirtualRowsProps<T> {
  items: readonly T[]
  /** A row's height (px) at the default font, until a drawn row is measured. */
  estimate: number
  /** The row's content, inside its `<li>`; every row of a list has the same height. */
  children: (item: T, index: number) => ReactNode
}

/**
 * The list's distance from the top of the document, kept up to date when the page above it changes
 * height (a distributor group opening or closing, late content): the window virtualizer needs it as its
 * scroll margin to know which rows are on screen.
 */
function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setTop(el.getBoundingClientRect().top + window.scrollY)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [ref])
  return top
}

/**
 * The height of the list's rows: the estimate until a drawn row is measured, then its real height,
 * followed when it changes (a larger system font, a rotated phone). Rows are built to one height (texts on
 * one line, cut with an ellipsis), so one row measured places them all: measuring every row as it appears
 * would lay the page out again on each scroll step. One row is watched at a time, through a
 * ResizeObserver, which reports after layout and so never forces one.
 */
function useRowHeight(estimate: number): [number, (el: HTMLElement | null) => void] {
  const [height, setHeight] = useState(estimate)
  const watched = useRef<{ el: HTMLElement; observer: ResizeObserver } | null>(null)
  const sample = useCallback((el: HTMLElement | null) => {
    if (!el || typeof ResizeObserver === 'undefined') return
    const current = watched.current
    if (current && (current.el === el || current.el.isConnected)) return
    current?.observer.disconnect()
    const observer = new ResizeObserver(([entry]) => {
      const h = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height
      // A row not laid out (jsdom, a closed panel's first paint) measures 0: keep what we have.
      if (h > 0) setHeight(h)
    })
    observer.observe(el, { box: 'border-box' })
    watched.current = { el, observer }
  }, [])
  useEffect(() => () => watched.current?.observer.disconnect(), [])
  return [height, sample]
}

/**
 * A list of any length that keeps in the DOM only the rows near the viewport (10 000 holdings),
 * with @tanstack/react-virtual over the window's scroll: the page scrolls as before, the list keeps its full
 * height, and each row says its position in the whole list (aria-posinset / aria-setsize) for screen
 * readers.
 */
export function VirtualRows<T>({ items, estimate, children }: VirtualRowsProps<T>) {
  const listRef = useRef<HTMLUListElement>(null)
  const top = useDocumentTop(listRef)
  const [rowHeight, sampleRow] = useRowHeight(estimate)
  const estimateSize = useCallback(() => rowHeight, [rowHeight])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin: top,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // Rows that come into view are drawn in a transition: a jump that replaces the whole window
    // (scrubbing to the middle of 10,000 rows) is drawn in slices between which the browser keeps
    // scrolling, instead of one synchronous task inside the scroll event.
    useFlushSync: false,
  })
  // The sizes are computed from estimateSize once; a new row height recomputes them.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight])
  const rows = useDeferredValue(virtualizer.getVirtualItems())
  return (
    <ul ref={listRef} className={styles.virtualRows} style={{ height: virtualizer.getTotalSize() }}>
      {rows.map((row, i) => (
        <li
          key={row.key}
          ref={i === 0 ? sampleRow : undefined}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {children(items[row.index], row.index)}
        </li>
      ))}
    </ul>
  )
}
