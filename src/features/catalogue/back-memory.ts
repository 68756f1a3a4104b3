/**
 * What a list page looked like when the customer left it (back is instant), kept in memory for
 * this page load per history entry (the router's location key): only coming back to that entry restores
 * it, a fresh visit starts afresh (catalogue §4.1). The pages' rows themselves are in the query cache.
 */
const LIMIT = 20
const entries = new Map<string, unknown>()

export function rememberPage<T>(scope: string, locationKey: string, value: T): void {
  const key = `${scope}:${locationKey}`
  entries.delete(key)
  entries.set(key, value)
  // The oldest entries go first (a Map keeps insertion order).
  for (const old of entries.keys()) {
    if (entries.size <= LIMIT) break
    entries.delete(old)
  }
}

export function recallPage<T>(scope: string, locationKey: string): T | null {
  return (entries.get(`${scope}:${locationKey}`) as T | undefined) ?? null
}

/**
 * Scrolls the window back to `y` now and, while late content (footer, images) still grows the page, on
 * the next frames (up to half a second), unless the customer scrolls or touches first. Returns a stop.
 */
export function restoreScroll(y: number): () => void {
  let frame = 0
  let tries = 30
  const events = ['touchstart', 'wheel', 'keydown'] as const
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const e of events) window.removeEventListener(e, stop)
  }
  const apply = () => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) > 1 && --tries > 0) frame = requestAnimationFrame(apply)
    else stop()
  }
  for (const e of events) window.addEventListener(e, stop, { passive: true, once: true })
  apply()
  return stop
}

/** Forgets every page (tests: a memory router's first entry always has the key 'default'). */
export function forgetPages(): void {
  entries.clear()
}
