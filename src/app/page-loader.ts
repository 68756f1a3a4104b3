import type { ComponentType } from 'react'
import type { LazyPage } from './route-table'

/**
 * Page modules by loader. Start-up asks for the current route's page at once, in parallel with
 * the app shell (main.tsx); the router then renders a page that already arrived without a Suspense round.
 * Type-only React import: this module sits in the tiny start-up entry.
 */
const loaded = new Map<LazyPage, ComponentType>()
const pending = new Map<LazyPage, Promise<ComponentType>>()

/** Starts (or joins) loading a page; resolves to its component. A failed load may be retried. */
export function loadPage(page: LazyPage): Promise<ComponentType> {
  let promise = pending.get(page)
  if (!promise) {
    promise = page().then(
      (mod) => {
        loaded.set(page, mod.default)
        return mod.default
      },
      (error: unknown) => {
        pending.delete(page)
        throw error
      },
    )
    pending.set(page, promise)
  }
  return promise
}

/** The page's component when its module has already arrived. */
export const loadedPage = (page: LazyPage): ComponentType | undefined => loaded.get(page)

/** The path of a hash-routed address (`#/productMarket?tab=0` → `/productMarket`; none → `/`). */
export function hashPath(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0]
  return path.startsWith('/') ? path : '/'
}

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
