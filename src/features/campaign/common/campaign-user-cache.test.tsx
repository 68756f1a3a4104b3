import { describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { local, session, wxUserStore } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import { renderWithHistory, setUserAgent, signIn } from '@tests/render'

// antd-mobile popups animate in with pointer-events: none.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

/**
 * The calls that resolve the campaign user (the customer status, src/api/identity-queries.ts): account state,
 * app login, open status (by openid in WeChat, by client number in the app).
 */
const CAMPAIGN_USER_CALLS = [
  endpoints.identity.getUserBindStatus,
  endpoints.identity.loginToApp,
  endpoints.identity.getOpenStatus,
  endpoints.identity.appUserOpenStatus,
]

/** The campaign user's calls the backend receives from now on, in order. */
const campaignUserCalls = () =>
  recordRequests(({ url }) => CAMPAIGN_USER_CALLS.some((call) => url.pathname.endsWith(call)))

/** The inviter home, drawn for an opened user (the story already seen). */
async function openHome() {
  local.set('mgmStoryShown', '1')
  const history = await renderWithHistory('/mgmfour')
  expect(await screen.findByLabelText('我的奖学金')).toBeInTheDocument()
  return history
}

/** An opened app customer, signed in by the app's client number and token. */
function signInApp() {
  setUserAgent('app')
  db.scenario.user = 'opened'
  session.set('unionAppClientNo', db.users.opened.appClientNo)
  session.set('appClientToken', db.users.opened.appClientToken || 'tok')
}

/** From the home to the prize records by its 兑换记录 button, and the records drawn. */
async function openRecords() {
  await userEvent.click(screen.getByRole('button', { name: '兑换记录' }))
  expect(await screen.findByRole('list', { name: '兑换记录' })).toBeInTheDocument()
}

describe('the campaign user is asked once per visit (docs/architecture.md, "Server state")', () => {
  it('WeChat: the records, the progress and the home again ask nothing more about the user', async () => {
    setUserAgent('wx')
    signIn('opened')
    const calls = campaignUserCalls()
    const history = await openHome()
    const first = calls.paths()
    expect(first.some((path) => path.endsWith(endpoints.identity.getUserBindStatus))).toBe(true)
    expect(first.some((path) => path.endsWith(endpoints.identity.getOpenStatus))).toBe(true)

    await openRecords()
    history.back()
    expect(await screen.findByLabelText('我的奖学金')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /邀请进度/ }))
    expect(await screen.findByRole('heading', { name: '好友邀请进度' })).toBeInTheDocument()
    expect(calls.paths()).toEqual(first)
  })

  it('app: the records page asks nothing more about the user', async () => {
    signInApp()
    const calls = campaignUserCalls()
    await openHome()
    expect(calls.list).toHaveLength(1)
    await openRecords()
    expect(calls.list).toHaveLength(1)
  })

  it('a phone bound during the visit (the stored user refreshed) asks about the user again', async () => {
    setUserAgent('wx')
    signIn('opened')
    const calls = campaignUserCalls()
    await openHome()
    const asked = calls.to(endpoints.identity.getUserBindStatus).length
    // What the bind's success leaves behind (account-and-shared §4: the stored user read again).
    wxUserStore.set({ ...wxUserStore.get()!, phone: '13800009999' })
    await openRecords()
    expect(calls.to(endpoints.identity.getUserBindStatus)).toHaveLength(asked + 1)
  })

  it('coming back to the page (back from the native app) asks about the user again', async () => {
    signInApp()
    const calls = campaignUserCalls()
    await openHome()
    expect(calls.list).toHaveLength(1)
    // The webview is shown again: the browser tells the page its visibility changed.
    act(() => void document.dispatchEvent(new Event('visibilitychange', { bubbles: true })))
    await waitFor(() => expect(calls.list).toHaveLength(2))
    await openRecords()
    expect(calls.list).toHaveLength(2)
  })

  it('a failed app login (marketing §4.4) is not kept: the next campaign page tries again', async () => {
    setUserAgent('wx')
    signIn('opened')
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '9999', msg: '登录失败' }),
      ),
    )
    const calls = campaignUserCalls()
    const history = await renderWithHistory('/mgmfour')
    const logins = () => calls.to(endpoints.identity.loginToApp)
    expect(logins()).toHaveLength(1)
    history.go('/mgmPrizeRecorder?eventId=EV20250101&pageFlag=new_mgm_inviter')
    // Still not bound: the records page asks to bind (marketing §6).
    await waitFor(() => expect(document.querySelector('main[data-gate="bindNum"]')).not.toBeNull())
    expect(logins()).toHaveLength(2)
  })
})
