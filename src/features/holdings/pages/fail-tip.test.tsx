import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { endpoints } from '@/api/endpoints'
import { CHECK_NETWORK_TEXT } from '@/shared/lib/failure'
import { NETWORK_ERROR_TEXT } from '@/shared/lib/toast'
import { session } from '@/shared/lib/storage'
import { HOTLINE } from '@/shared/ui'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { renderWithHistory, setUserAgent, signIn, waitForPage } from '@tests/render'
import { HOLDINGS_TEXT as T } from '../texts'

/**
 * The holdings fail tip (marketing §2.7, §8) takes the place of the page that failed in history: Back
 * leaves it for the page before, never into a reload of holdings that fails and pushes the tip again. Its
 * text names the network only when the network failed (docs/architecture.md, "A page that did not load").
 */

const H = endpoints.holdings

/** A signed-in `opened` customer of the channel: WeChat by OAuth, the app by its ticket login. */
function signInOn(channel: 'wx' | 'app') {
  setUserAgent(channel)
  if (channel === 'wx') return signIn('opened')
  db.scenario.user = 'opened'
  session.set('unionAppClientNo', db.users.opened.appClientNo)
  session.set('appClientToken', db.users.opened.appClientToken || 'tok')
}

const failRefresh = {
  network: () => server.use(http.post(`*${H.refreshHold}`, () => HttpResponse.error())),
  server: () =>
    server.use(http.post(`*${H.refreshHold}`, () => HttpResponse.json({ code: '1111', msg: '刷新失败' }))),
}

/** The market, then holdings by a link (a new history entry), whose holdings calls fail. */
async function marketThenFailingHoldings(channel: 'wx' | 'app', failure: keyof typeof failRefresh) {
  signInOn(channel)
  const view = await renderWithHistory('/productMarket')
  failRefresh[failure]()
  await view.go('/allChannelAssets')
  await waitFor(() => expect(view.location().pathname).toBe('/allChannelAssetsFailTip'))
  await waitForPage()
  return view
}

describe.each(['wx', 'app'] as const)('the holdings fail tip (%s)', (channel) => {
  it('replaces holdings in history: Back from the tip lands on the market, and stays there', async () => {
    const view = await marketThenFailingHoldings(channel, 'server')
    expect(await screen.findByRole('alert')).toHaveTextContent(T.failFixed)
    await view.back()
    await waitForPage()
    // The market itself, not holdings drawn again (it would fail and push the tip again).
    expect(view.location().pathname).toBe('/productMarket')
    expect(screen.queryByRole('heading', { name: T.failTitle })).toBeNull()
  })

  it('重新加载 puts holdings back in the tip’s place: it loads, and Back still lands on the market', async () => {
    const view = await marketThenFailingHoldings(channel, 'server')
    server.resetHandlers()
    await userEvent.click(await screen.findByRole('button', { name: T.retry }))
    expect(await screen.findByTestId('assets-total')).toBeInTheDocument()
    expect(view.location().pathname).toBe('/allChannelAssets')
    await view.back()
    await waitForPage()
    expect(view.location().pathname).toBe('/productMarket')
  })

  it('a network failure’s tip: the fault text and hotline 950950 (marketing §8), and it names the network', async () => {
    await marketThenFailingHoldings(channel, 'network')
    const tip = await screen.findByRole('alert')
    expect(tip).toHaveTextContent(T.failFixed)
    expect(within(tip).getByRole('link', { name: HOTLINE })).toHaveAttribute('href', `tel:${HOTLINE}`)
    expect(tip).toHaveTextContent(CHECK_NETWORK_TEXT)
  })

  it('a server failure’s tip does not: the fixed fault text with the hotline, not the code’s message', async () => {
    await marketThenFailingHoldings(channel, 'server')
    const tip = await screen.findByRole('alert')
    expect(tip).toHaveTextContent(T.failFixed)
    expect(tip.textContent).not.toMatch(/网络/)
    expect(tip).not.toHaveTextContent(CHECK_NETWORK_TEXT)
    expect(tip).not.toHaveTextContent(NETWORK_ERROR_TEXT)
    expect(screen.queryByText('刷新失败')).toBeNull()
  })
})
