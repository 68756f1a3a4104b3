import type { ReactNode } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { http as mswHttp, HttpResponse } from 'msw'
import { vi } from 'vitest'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { privacyKeys } from '@/api/privacy-queries'
import { createQueryClient } from '@/api/query-client'
import { currentChannel } from '@/shared/lib/channel'
import { browser } from '@/shared/lib/browser'
import { local, wxUserStore } from '@/shared/lib/storage'
import { fakeClock } from '@tests/fake-clock'
import { setUserAgent, WithServerState } from '@tests/render'
import PrivacyPopPage from './pages/privacy-pop-page'
import { CLOSE_DELAY_MS } from './rules'
import { forgetPopReturn, usePrivacyStep } from './use-privacy-step'

function Probe() {
  const l = useLocation()
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>
}

function Transit({ onDone }: { onDone: () => void }) {
  const { step, sheet } = usePrivacyStep({ onDone })
  return (
    <main>
      <p>step:{step}</p>
      {sheet}
    </main>
  )
}

function setup(path = '/linkZxTip?targetUrl=x', wrapper = WithServerState, popup = <p>elsewhere</p>) {
  const onDone = vi.fn()
  // The transit runs in WeChat: the record carries the signed-in WeChat user (docs/identity.md).
  setUserAgent('wx')
  wxUserStore.set({ openid: 'oid-1', phone: '13912345678' })
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/linkZxTip" element={<Transit onDone={onDone} />} />
        <Route path="/privacypop" element={popup} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Probe />
    </MemoryRouter>,
    { wrapper },
  )
  return { onDone }
}

const where = () => new URL(screen.getByTestId('where').textContent ?? '', 'http://x')

afterEach(() => forgetPopReturn())

describe('usePrivacyStep (account-and-shared §4)', () => {
  it('shows the sheet when the stored version differs; agreeing stores it, saves the record and goes on', async () => {
    local.set('privacy-version', '3.1')
    const { onDone } = setup()
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('隐私政策')
    expect(screen.getByRole('link', { name: '《隐私政策》' })).toHaveAttribute(
      'href',
      expect.stringContaining('/privacywebview?privacyUrl='),
    )
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(local.get('privacy-version')).toBe('3.2')
    expect(db.account.agreementRecords).toEqual([
      expect.objectContaining({
        mobile: '13912345678',
        openId: 'oid-1',
        agreementList: [expect.objectContaining({ protocolId: 'PP-2025-032', version: '3.2' })],
      }),
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('goes on without a sheet when the versions are equal', async () => {
    local.set('privacy-version', '3.2')
    const { onDone } = setup()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(db.account.agreementRecords).toHaveLength(0)
  })

  it('always shows the sheet when isiframe is 1', async () => {
    local.set('privacy-version', '3.2')
    db.account.privacyAgreement.isiframe = '1'
    const { onDone } = setup()
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })

  describe('isAgree=1 with isNewBeta 1: honoured on the return from our /privacypop only', () => {
    it('a link that carries isAgree=1 stores nothing and saves nothing: the customer is sent to agree', async () => {
      db.account.privacyAgreement.isNewBeta = '1'
      const { onDone } = setup('/linkZxTip?targetUrl=x&isAgree=1')
      await screen.findByText('elsewhere')
      expect(where().pathname).toBe('/privacypop')
      expect(local.get('privacy-version')).toBeNull()
      expect(db.account.agreementRecords).toHaveLength(0)
      expect(onDone).not.toHaveBeenCalled()
    })

    it('the real return (agreed on /privacypop) goes on, stores the version and saves the record once, with no loop', async () => {
      db.account.privacyAgreement.isNewBeta = '1'
      // isiframe 1 always shows the agreement: only the return rule keeps the customer from going round.
      db.account.privacyAgreement.isiframe = '1'
      local.set('privacyReadEnd', '1')
      const { onDone } = setup('/linkZxTip?targetUrl=x', WithServerState, <PrivacyPopPage />)
      await waitFor(() => expect(where().pathname).toBe('/privacypop'))
      const pop = userEvent.setup({ pointerEventsCheck: 0 })
      for (const box of await screen.findAllByRole('checkbox')) await pop.click(box)
      // The second box opens its agreement first: read to its end, then agreed.
      const frame = (await screen.findByTitle('用户服务协议')) as HTMLIFrameElement
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'END_OF_SCROLL' },
            origin: window.location.origin,
            source: frame.contentWindow,
          }),
        )
      })
      await pop.click(await screen.findByRole('button', { name: '同意本协议' }))
      await pop.click(screen.getByRole('button', { name: '同意' }))
      await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
      expect(`${where().pathname}${where().search}`).toBe('/linkZxTip?targetUrl=x&isAgree=1')
      expect(local.get('privacy-version')).toBe('3.2')
      expect(db.account.agreementRecords).toHaveLength(1)
      expect(screen.queryByRole('dialog')).toBeNull()
    })
  })

  it('sends the user to /privacypop with isNewBeta 1, to come back with isAgree=1', async () => {
    db.account.privacyAgreement.isNewBeta = '1'
    const { onDone } = setup('/linkZxTip?targetUrl=x')
    await screen.findByText('elsewhere')
    const url = new URL(screen.getByTestId('where').textContent ?? '', 'http://x')
    expect(url.pathname).toBe('/privacypop')
    expect(url.searchParams.get('redirectUrl')).toBe('/linkZxTip?targetUrl=x&isAgree=1')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('declining says the store cannot be entered and closes the window after 300 ms', async () => {
    const close = vi.spyOn(browser, 'close').mockReturnValue(false)
    const { onDone } = setup()
    await screen.findByRole('dialog')
    // The 300 ms on the fake clock: a busy machine cannot make it look shorter or longer.
    const { user, advance } = fakeClock()
    await user.click(screen.getByRole('button', { name: '不同意' }))
    expect(await screen.findByText(/无法进入直销商城/)).toBeInTheDocument()
    await advance(CLOSE_DELAY_MS - 1)
    expect(close).not.toHaveBeenCalled()
    await advance(1)
    expect(close).toHaveBeenCalledTimes(1)
    // the browser refused: the page says how to close it
    expect(await screen.findByText(/请点击右上角或使用返回键关闭页面/)).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
    expect(local.get('privacy-version')).toBeNull()
  })

  it('a business failure saving the record toasts the network text and still goes on', async () => {
    server.use(
      mswHttp.post(`*${endpoints.privacy.signArticle}`, () =>
        HttpResponse.json({ code: '1004', msg: '签署失败' }),
      ),
    )
    const { onDone } = setup()
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
    expect(screen.queryByText('签署失败')).toBeNull()
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1))
  })

  it('a network failure saving the record toasts the network text once', async () => {
    server.use(mswHttp.post(`*${endpoints.privacy.signArticle}`, () => HttpResponse.error()))
    const { onDone } = setup()
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: '同意' }))
    expect(await screen.findAllByText('网络飘走了,请稍候再试哦')).toHaveLength(1)
    await waitFor(() => expect(onDone).toHaveBeenCalled())
  })

  it('compares with the agreement read now, never with one an earlier page left in the cache', async () => {
    local.set('privacy-version', '3.1')
    setUserAgent('wx')
    const client = createQueryClient()
    client.setQueryData(privacyKeys.agreement(currentChannel()), {
      ...db.account.privacyAgreement,
      version: '3.1',
    })
    const { onDone } = setup('/linkZxTip?targetUrl=x', ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ))
    // The server's version is 3.2: the sheet, although the cached answer matched the stored version.
    expect(await screen.findByRole('dialog')).toHaveTextContent('隐私政策')
    expect(onDone).not.toHaveBeenCalled()
  })

  it('offers a retry when the agreement cannot be fetched', async () => {
    server.use(mswHttp.get(`*${endpoints.privacy.agreement}`, () => HttpResponse.error(), { once: true }))
    const { onDone } = setup()
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })
})
