import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { endpoints } from '@/api/endpoints'
import { appLogin, resetAppLogin } from '@/api/auth/app-login'
import { completeOAuth } from '@/api/auth/wechat-oauth'
import { mockTicketFor } from '@mocks/handlers/oauth'
import { browser } from '@/shared/lib/browser'
import { session } from '@/shared/lib/storage'
import { db, type UserScenario } from '@mocks/db'
import { renderRoute, setUserAgent, WithServerState } from '@tests/render'
import { HOLDINGS_TEXT as T } from '../texts'
import AllChannelAssetsPage from './all-channel-assets-page'
import { recordRequests } from '@tests/record-requests'

/**
 * Holdings inside the provider's app (marketing §6): an app user (LightOS, signed in by a ticket:
 * client number + this session's token) sees their own holdings, keyed on their client number; the
 * account gaps lead to the app's native login / account opening, never to a WeChat-only page.
 */

const H = endpoints.holdings

function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

/** The requests sent, by path suffix, with their query and JSON body merged. */
function requests() {
  const sent = recordRequests()
  return (endpoint: string): Record<string, unknown>[] =>
    sent.to(endpoint).map((r) => ({ ...r.query, ...(r.body as Record<string, unknown> | undefined) }))
}

let assign: MockInstance<(url: string) => void>
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('/allChannelAssets in the app', () => {
  it('an app user sees their holdings and totals; every call is keyed on their client number', async () => {
    const sent = requests()
    signInApp('opened')
    const clientNo = db.users.opened.appClientNo
    const { location } = await renderRoute('/allChannelAssets', { channel: 'app', signedIn: false })
    await screen.findByTestId('assets-total')
    expect(location().pathname).toBe('/allChannelAssets')
    expect(screen.getByTestId('assets-total').textContent).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/)
    expect(screen.getByTestId('assets-user')).toHaveTextContent(db.users.opened.realName)
    const summary = db.catalogue.holdings.get(db.users.opened.openid)!
    const groups = screen.getAllByRole('region')
    expect(groups.length).toBeGreaterThanOrEqual(3)
    expect(within(groups[0]).getByText(summary.records[0].list[0].prodNameShort)).toBeInTheDocument()
    expect(screen.queryByText(T.notBound)).toBeNull()
    expect(sent(endpoints.identity.appUserOpenStatus)).toEqual([{ appClientNo: clientNo }])
    await waitFor(() => expect(sent(H.refreshHold)).toEqual([{ openid: clientNo }]))
    expect(sent(H.allAssets)).toEqual([{ openid: clientNo, refresh: '1' }])
    expect(sent(H.assetTypeShare)).toEqual([{ openid: clientNo }])
    expect(assign).not.toHaveBeenCalled()
  })

  it('an app user whose app profile links a WeChat account is keyed on that openid (the contract asks for one)', async () => {
    const sent = requests()
    signInApp('opened')
    session.set('openId', db.users.opened.openid)
    await renderRoute('/allChannelAssets', { channel: 'app', signedIn: false })
    await screen.findByTestId('assets-total')
    expect(sent(H.allAssets)).toEqual([{ openid: db.users.opened.openid, refresh: '1' }])
  })

  it('a second customer on the same webview (WeChat A, then app-only B by ticket) is asked for B’s holdings, never A’s (docs/identity.md)', async () => {
    // A signs in through WeChat (the real return leg)…
    setUserAgent('wx')
    db.scenario.user = 'opened'
    session.set('AUTH_RANDOM', 's1')
    window.history.replaceState(null, '', '/?code=C1&state=s1#/allChannelAssets')
    expect(await completeOAuth()).toBe('ok')
    window.history.replaceState(null, '', '/')
    // …then B, an app customer with no WeChat account, signs in with a ticket on the same webview
    setUserAgent('app')
    db.scenario.user = 'appOnly'
    expect(await appLogin({ ticket: mockTicketFor(db.users.appOnly.appClientNo) })).toEqual({ status: 'ok' })
    const sent = requests()
    await renderRoute('/allChannelAssets', { channel: 'app', signedIn: false })
    await screen.findByTestId('assets-total')
    const b = db.users.appOnly.appClientNo
    expect(sent(H.allAssets)).toEqual([{ openid: b, refresh: '1' }])
    expect(sent(H.assetTypeShare)).toEqual([{ openid: b }])
    expect(screen.getByTestId('assets-total')).toHaveTextContent('0.00')
    expect(screen.queryByText(db.users.opened.realName)).toBeNull()
    resetAppLogin()
  })

  it.each(['boundNotOpened', 'registeredNotAppBound'] as const)(
    '%s in the app: 立即开户 opens the native account opening, no WeChat page, no holdings fetched',
    async (user) => {
      const sent = requests()
      signInApp(user)
      const { location } = await renderRoute('/allChannelAssets', { channel: 'app', signedIn: false })
      expect(await screen.findByText(T.notOpened)).toBeInTheDocument()
      expect(screen.queryByText(T.notBound)).toBeNull()
      await userEvent.click(screen.getByRole('button', { name: T.openNow }))
      expect(assign).toHaveBeenCalledTimes(1)
      expect(assign.mock.calls[0][0]).toContain('/app-native/openAccount')
      expect(location().pathname).toBe('/allChannelAssets')
      expect(sent(H.refreshHold)).toEqual([])
      expect(sent(H.allAssets)).toEqual([])
    },
  )

  it('nobody signed in (a client number without this session token) is offered the native login, never /bindUserTip', async () => {
    setUserAgent('app')
    session.set('unionAppClientNo', db.users.opened.appClientNo) // left from an earlier webview session
    const sent = requests()
    function Where() {
      return <p>{`at:${useLocation().pathname}`}</p>
    }
    render(
      <MemoryRouter initialEntries={['/allChannelAssets']}>
        <Routes>
          <Route path="/allChannelAssets" element={<AllChannelAssetsPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: WithServerState },
    )
    expect(await screen.findByText(T.signedOut)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: T.loginNow }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0][0]).toContain('/app-native/login?redirect=')
    expect(screen.queryByText(/^at:/)).toBeNull()
    expect(sent(H.allAssets)).toEqual([])
  })

  it('the route itself, with nobody signed in, shows the native login prompt', async () => {
    await renderRoute('/allChannelAssets', { channel: 'app', signedIn: false, settle: false })
    await userEvent.click(await screen.findByRole('button', { name: '立即登录' }))
    expect(assign.mock.calls[0][0]).toContain('/app-native/login?redirect=')
  })
})

describe('/assetsHold and /tradeHistory in the app', () => {
  it('the holdings of one kind are asked for with the client number', async () => {
    const sent = requests()
    signInApp('opened')
    await renderRoute('/assetsHold?respProductType=1', { channel: 'app', signedIn: false })
    await waitFor(() =>
      expect(sent(H.holdList)).toEqual([
        { openid: db.users.opened.appClientNo, respProductType: '1', page: '1', pageSize: '10000' },
      ]),
    )
  })

  it("the trade history lists the app user's trades by the phone of their app profile", async () => {
    signInApp('opened')
    session.set('phone', db.users.opened.phone) // stored from the app profile at the ticket login
    const { location } = await renderRoute('/tradeHistory', { channel: 'app', signedIn: false })
    const rows = await screen.findAllByRole('listitem')
    expect(screen.queryByText(T.tradeEmpty)).toBeNull()
    await userEvent.click(within(rows[0]).getByRole('button'))
    await waitFor(() => expect(location().pathname).toBe('/tradeDetail'))
    expect(await screen.findByText('确认净值')).toBeInTheDocument()
  })
})
