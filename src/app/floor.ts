/**
 * The runtime functions the app's code and libraries call that the supported-engine floor lacks (iOS 13
 * WebKit, Android Chrome / WeChat XWeb 70: docs/engines.md). Imported first by main.tsx, so it runs before
 * any other module of the app: every other chunk is loaded after the entry chunk has run.
 *
 * Only what the built chunks use is here: the floor gate (tests/floor/floor-gate.test.ts on the scanner,
 * tests/e2e/floor.e2e.ts on the build) fails when a chunk calls a function the floor lacks that is neither
 * listed here nor guarded by a feature test.
 */
export const FLOOR_POLYFILLS = ['globalThis', 'Promise.allSettled'] as const

type Settled<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown }

export function installFloorPolyfills(scope: typeof window = window): void {
  // Chrome 71 / Safari 12.1. TanStack Query reads it when its module loads, Swiper when called.
  const global = scope as unknown as { globalThis?: unknown }
  if (typeof global.globalThis === 'undefined') global.globalThis = scope

  // Chrome 76 / Safari 13. React calls it when a view transition runs.
  const promise = scope.Promise as unknown as { allSettled?: unknown }
  if (typeof promise.allSettled !== 'function')
    promise.allSettled = function allSettled<T>(items: Iterable<T>): Promise<Settled<Awaited<T>>[]> {
      return scope.Promise.all(
        Array.from(items, (item) =>
          scope.Promise.resolve(item).then(
            (value): Settled<Awaited<T>> => ({ status: 'fulfilled', value }),
            (reason: unknown): Settled<Awaited<T>> => ({ status: 'rejected', reason }),
          ),
        ),
      )
    }
}

if (typeof window !== 'undefined') installFloorPolyfills()
