import { Toast } from 'antd-mobile'
import type { MockInstance } from 'vitest'

/**
 * Keeps antd-mobile's toasts off the screen of the tests in this file and lets them read what was toasted:
 * `toasts.show` is a fresh spy on `Toast.show` in each test, restored after it.
 */
export function spyOnToasts(): { show: MockInstance<typeof Toast.show> } {
  const toasts = {} as { show: MockInstance<typeof Toast.show> }
  beforeEach(() => {
    toasts.show = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
  })
  afterEach(() => toasts.show.mockRestore())
  return toasts
}
