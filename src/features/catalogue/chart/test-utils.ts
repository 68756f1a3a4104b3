import { afterEach, beforeEach, vi, type MockInstance } from 'vitest'

/**
 * jsdom has no canvas; zrender measures label text on one and jsdom logs "Not implemented" for every
 * label. Tests that render a NavChart call this once at module level: getContext answers null, and
 * zrender falls back to its own text-width estimate.
 */
export function quietCanvas(): void {
  let spy: MockInstance | undefined
  beforeEach(() => {
    spy = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
  })
  afterEach(() => spy?.mockRestore())
}
