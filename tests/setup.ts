import '@testing-library/jest-dom/vitest'
import { cleanup, configure, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest'
import { Dialog, reduceMotion, Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { resetDb } from '@mocks/db'
import { wireAntdRender } from '@/app/antd-render'
import { loadingCounter } from '@/shared/lib/loading'
import { resetHttpState } from '@/api/http'
import { requestIds } from '@/api/request-ids'
import { loadToast } from '@/shared/lib/toast'
import { forgetPages } from '@/features/catalogue/back-memory'
import { resetCountdowns } from '@/shared/ui/verify-fields/use-countdown'
import { stopRecordingRequests } from './record-requests'

wireAntdRender()

// findBy*/waitFor wait on state, never on time; their ceiling (1 s by default) is what a busy 2-core CI
// runner needs to render an antd-mobile toast or popup into its own fresh React root. A passing test
// does not wait any longer for it.
configure({ asyncUtilTimeout: 5000 })

// antd-mobile animates popups, dialogs and toasts with react-spring, whose frames in jsdom follow the
// machine's load: a dialog could take seconds to leave on a busy CI runner. antd-mobile's own switch
// skips the animations (and stops the spinners' endless loops), so a test waits for behaviour, not for
// frames. The e2e tests keep the real animations.
reduceMotion()

// jsdom lacks these browser APIs that antd-mobile, swiper and echarts touch.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}
Object.assign(globalThis, {
  ResizeObserver: globalThis.ResizeObserver ?? NoopObserver,
  IntersectionObserver: globalThis.IntersectionObserver ?? NoopObserver,
})
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' })
  await loadToast()
})
afterEach(async () => {
  vi.useRealTimers() // a test that faked time never leaks it into the next
  stopRecordingRequests()
  Toast.clear()
  Dialog.clear()
  cleanup()
  // A cleared toast or dialog leaves the page a few milliseconds later. The next test starts without
  // it: a test looking for the same toast text must find its own toast, not the one leaving.
  await waitFor(() => expect(document.querySelector('.adm-toast-mask, .adm-dialog')).toBeNull())
  server.resetHandlers()
  localStorage.clear()
  sessionStorage.clear()
  resetDb()
  loadingCounter.reset()
  resetHttpState()
  requestIds.reset()
  forgetPages()
  resetCountdowns()
})
afterAll(() => server.close())
