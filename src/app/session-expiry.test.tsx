import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { db } from '@mocks/db'
import { browser } from '@/shared/lib/browser'
import { SERVICE_BUSY_TEXT, SESSION_EXPIRED_TEXT } from '@/shared/lib/failure'
import { PATHS } from '@/shared/lib/paths'
import { session } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'
import { HOLDINGS_TEXT } from '@/features/holdings/texts'
import { nativeLoginReturn } from '@tests/native-login'

/**
 * A session that expires later in the visit (docs/identity.md, "A session that expires"): the first 403
 * reloaded the page once (account-and-shared §8), so the next one can only reach the page. It must show the
 * page's error view with a way on (sign in again), never a skeleton for good.
 */
const DETAIL = `${PATHS.productMarketDetail}?fundCode=9K210049&productType=2`

/** The app session a ticket login leaves (api/auth/app-login.ts). */
function signInApp() {
  db.scenario.user = 'opened'
  session.set('unionAppClientNo', db.users.opened.appClientNo)
  session.set('appClientToken', db.users.opened.appClientToken || 'tok')
}

let reload: ReturnType<typeof vi.spyOn>
let replace: ReturnType<typeof vi.spyOn>
let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
  // This visit already reloaded once for a 403.
  session.set('reload403', '1')
})
afterEach(() => {
  reload.mockRestore()
  replace.mockRestore()
  assign.mockRestore()
})

/** The error view of an expired session: its text and its way on. */
const EXPIRED = { text: SESSION_EXPIRED_TEXT, button: '重新登录' }

describe.each([
  ['WeChat', 'wx' as const],
  ['the app', 'app' as const],
])('a second 403 in one session, in %s', (_, channel) => {
  it.each([
    ['the points home', PATHS.pointsHome, EXPIRED, EXPIRED],
    // In the app, holdings without a signed-in customer is its own signed-out view (marketing §2.7).
    ['the holdings', PATHS.allChannelAssets, EXPIRED, { text: HOLDINGS_TEXT.signedOut, button: '立即登录' }],
  ])('%s shows so, with a way to sign in again', async (_, path, inWechat, inApp) => {
    const expected = channel === 'wx' ? inWechat : inApp
    if (channel === 'app') signInApp()
    db.scenario.fault = '403'
    await renderRoute(path, { channel, signedIn: channel === 'wx' })
    expect(await screen.findByText(expected.text)).toBeInTheDocument()
    expect(document.querySelector('[data-page-loading]')).toBeNull()
    // No second reload by the 403 rule itself.
    expect(replace).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: expected.button }))
    if (channel === 'wx') {
      // A new page load: the route's login starts WeChat's authorisation again.
      expect(reload).toHaveBeenCalledTimes(1)
    } else {
      // The app's native login, coming back to this page.
      expect(assign).toHaveBeenCalledTimes(1)
      const login = new URL(String(assign.mock.calls[0][0]))
      expect(nativeLoginReturn(login.toString())).toBe(window.location.href)
    }
  })

  it('the product detail, a page that needs no login, speaks of the service and loads again', async () => {
    if (channel === 'app') signInApp()
    db.scenario.fault = '403'
    await renderRoute(DETAIL, { channel, signedIn: channel === 'wx' })
    expect(await screen.findByText(SERVICE_BUSY_TEXT)).toBeInTheDocument()
    expect(screen.queryByText(SESSION_EXPIRED_TEXT)).toBeNull()
    expect(screen.queryByRole('button', { name: '重新登录' })).toBeNull()
    db.scenario.fault = 'none'
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }))
    expect(assign).not.toHaveBeenCalled()
    expect(replace).not.toHaveBeenCalled()
  })
})
