/** How long after start-up the optional warm-ups wait, so they never compete with the first route's files. */
export const WARM_UP_DELAY_MS = 3000

/**
 * Runs an optional warm-up (a chunk that is loaded on demand anyway) once start-up is over: at least
 * WARM_UP_DELAY_MS after the shell started, when the browser is idle (on a first visit from a
 * shared link, only what the route shows may load before its content).
 */
export function afterStartUp(task: () => void, delayMs = WARM_UP_DELAY_MS): void {
  setTimeout(() => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => task(), { timeout: 2000 })
    else task()
  }, delayMs)
}
