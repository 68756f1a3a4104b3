import { startTransition, useEffect, useState } from 'react'

/** Runs `task` once the page's first contentful paint happened (at once if it has), or after `fallbackMs`. */
export function afterFirstPaint(task: () => void, fallbackMs = 1000): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    observer?.disconnect()
    clearTimeout(timer)
    task()
  }
  const painted = () =>
    typeof performance.getEntriesByName === 'function' &&
    performance.getEntriesByName('first-contentful-paint').length > 0
  let observer: PerformanceObserver | null = null
  const timer = setTimeout(run, painted() ? 0 : fallbackMs)
  if (!painted() && typeof PerformanceObserver === 'function') {
    try {
      observer = new PerformanceObserver(() => painted() && setTimeout(run))
      observer.observe({ type: 'paint' })
    } catch {
      /* no paint timing: the fallback runs it */
    }
  }
  return () => {
    done = true
    observer?.disconnect()
    clearTimeout(timer)
  }
}

/**
 * Runs `task` in a task of its own once the browser has drawn its next frame, so what it reads of the layout
 * (a position, focus) is already computed: it forces no layout. Read in an effect instead, a position makes
 * the browser lay out the whole page inside the commit's task, one long task on a first visit
 * (docs/decisions/035-no-layout-read-in-a-commit.md). A hidden page draws no frame, so the
 * task waits until it is shown. Returns a cancel.
 */
export function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/** False on the first commit, true once the browser drew a frame after it (afterNextFrame). */
export function useAfterNextFrame(): boolean {
  const [drawn, setDrawn] = useState(false)
  useEffect(() => (drawn ? undefined : afterNextFrame(() => setDrawn(true))), [drawn])
  return drawn
}

/**
 * False until what the page drew once `ready` turned true is on the screen, then true for good:
 * work that is not part of that picture (the net-value chart's echarts, the share card and WeChat's SDK, a
 * carousel at the foot of the page) is asked for only afterwards, so it is not on the way to a first
 * visit's largest paint. "On the screen": the browser reported a contentful paint (a largest-contentful-paint
 * candidate) after that moment. Browsers that report none (or stop reporting, as they do after the first
 * input) get it after `fallbackMs`.
 */
export function useAfterPaint(ready = true, fallbackMs = 300): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!ready || painted) return
    const since = performance.now()
    let observer: PerformanceObserver | null = null
    const done = () => {
      observer?.disconnect()
      clearTimeout(timer)
      // What comes after the paint is never urgent: drawn in slices (a transition), not one long task.
      startTransition(() => setPainted(true))
    }
    const timer = setTimeout(done, fallbackMs)
    if (typeof PerformanceObserver === 'function') {
      try {
        observer = new PerformanceObserver((list) => {
          if (list.getEntries().some((e) => e.startTime >= since)) done()
        })
        observer.observe({ type: 'largest-contentful-paint', buffered: true })
      } catch {
        /* no paint timing: the fallback runs it */
      }
    }
    return () => {
      observer?.disconnect()
      clearTimeout(timer)
    }
  }, [ready, painted, fallbackMs])
  return painted
}
