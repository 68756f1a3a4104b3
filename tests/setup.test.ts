import { screen } from '@testing-library/react'
import { toast } from '@/shared/lib/toast'

// The shared setup (tests/setup.ts) clears toasts after each test. A toast leaves the page a few
// milliseconds after it is cleared; the next test must not see it, or a test looking for the same
// text finds the one leaving and loses it before it can check it (docs/testing.md).
describe('each test starts without the last test’s toast', () => {
  it('shows a toast and leaves it on screen', async () => {
    toast('上一条测试的提示')
    expect(await screen.findByText('上一条测试的提示')).toBeInTheDocument()
  })

  it('the next test does not see it', () => {
    expect(screen.queryByText('上一条测试的提示')).toBeNull()
  })
})
