import { act } from '@testing-library/react'
import { expect } from 'vitest'
import type { ActionResult } from '@/shared/lib/action'

/**
 * Two taps on an action within one frame (docs/testing.md, Helpers): the second must be skipped by the
 * action's guard. Resolves with the first tap's answer once it has come and React has drawn it.
 */
export async function tapTwice<T>(run: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  let first!: Promise<ActionResult<T>>
  let second!: Promise<ActionResult<T>>
  act(() => {
    first = run()
    second = run()
  })
  await expect(second).resolves.toEqual({ status: 'skipped' })
  let answer!: ActionResult<T>
  await act(async () => {
    answer = await first
  })
  return answer
}
