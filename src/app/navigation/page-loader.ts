import type { ComponentType } from 'react'
import type { LazyPage } from './route-table'

/**
 * Page modules by loader. Start-up asks for the current route's page at once, in parallel with
 * the app shell (main.tsx); the router then renders a page that already arrived without a Suspense round.
 * Type-only React import: this module sits in the tiny start-up entry (build/chunks.ts, `ENTRY`).
 */
const loaded = new Map<LazyPage, ComponentType>()
const pending = new Map<LazyPage, Promise<ComponentType>>()

/**
 * What a failed load comes to (src/app/code-recovery.ts): the document reloads to the current release, or
 * the error to show. The shell supplies it; this module stays in the tiny start-up entry.
 */
type LoadFailed = (error: unknown) => Promise<{ reloading: true } | { reloading: false; error: unknown }>
let recover: LoadFailed = async (error) => ({ reloading: false, error })

/** The shell's recovery for failed loads, from then on (src/app/start.tsx). */
export function recoverFailedLoadsWith(recovery: LoadFailed): void {
  recover = recovery
}

/** Pages whose last load failed: they stay failed (one attempt per tap) until asked afresh. */
const failed = new Set<LazyPage>()
/** Counts the times failed loads were forgotten: a lazy component made before keeps its failure. */
let round = 0

/**
 * Starts (or joins) loading a page; resolves to its component. A failed load stays failed for whoever asks
 * (the route drawn after it failed shows its error view, without a second attempt) until it is asked
 * `afresh` (a new visit of the page) or the customer's 重新加载 forgets it (`retryFailedLoads`). While the
 * document reloads to a newer release, the load never settles: the page on screen (or the skeleton) stays
 * until the new document replaces it.
 */
export function loadPage(page: LazyPage, { afresh = false } = {}): Promise<ComponentType> {
  if (afresh && failed.has(page)) forget(page)
  let promise = pending.get(page)
  if (!promise) {
    promise = page().then(
      (mod) => {
        loaded.set(page, mod.default)
        return mod.default
      },
      async (failure: unknown) => {
        const outcome = await recover(failure)
        if (outcome.reloading) return new Promise<never>(() => {})
        failed.add(page)
        throw outcome.error
      },
    )
    pending.set(page, promise)
  }
  return promise
}

function forget(page: LazyPage): void {
  failed.delete(page)
  pending.delete(page)
  round++
}

/** The customer asked again: every failed load is forgotten, and the next call imports afresh. */
export function retryFailedLoads(): void {
  failed.forEach(forget)
}

/** Changes whenever failed loads are forgotten (a lazy page component is made anew then). */
export const loadRound = (): number => round

/** The page's component when its module has already arrived. */
export const loadedPage = (page: LazyPage): ComponentType | undefined => loaded.get(page)

/** Resolves in a task of its own (a timer), after whatever the current task and its microtasks still do. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Runs loaders one after another, each starting in a task of its own. Importing a module graph
 * evaluates all of it in one task: React, the UI library and the shell together were one long task on a slow
 * phone (about 200 ms at 4× CPU). Evaluated in steps, the browser can paint and answer a tap in between.
 * Resolves with the last loader's value.
 */
export async function loadInSteps<T>(
  steps: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step()
    await nextTask()
  }
  return last()
}
