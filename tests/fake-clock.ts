import userEvent, { type UserEvent } from '@testing-library/user-event'
import { act } from '@testing-library/react'
import { onTestFinished, vi } from 'vitest'

/**
 * From now until the test ends, setTimeout runs on the fake clock, for a rule of time (a debounce, a delay
 * before closing): a busy machine cannot make the time look shorter or longer (docs/testing.md, waiting).
 * Returns the user-event instance that advances it, and `advance(ms)`.
 *
 * Testing Library settles each event and each findBy* with a setTimeout(0) that it advances only under
 * "jest" fake timers, so the vitest clock is announced to it as jest's.
 */
export function fakeClock(options: Parameters<typeof userEvent.setup>[0] = {}): {
  user: UserEvent
  advance: (ms: number) => Promise<void>
} {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
  onTestFinished(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
  return {
    user: userEvent.setup({ ...options, advanceTimers: (ms) => vi.advanceTimersByTime(ms) }),
    advance: async (ms) => {
      await act(() => vi.advanceTimersByTimeAsync(ms))
    },
  }
}
