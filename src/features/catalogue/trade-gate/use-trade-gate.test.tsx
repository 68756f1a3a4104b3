import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { Dialog } from 'antd-mobile'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { db, type UserScenario } from '@mocks/db'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { setUserAgent, signIn } from '@tests/render'
import { useTradeGate } from './use-trade-gate'

function FundPage() {
  const { runGate } = useTradeGate()
  const [traded, setTraded] = useState(false)
  return (
    <main>
      <button onClick={() => void runGate(() => setTraded(true))}>立即购买</button>
      {traded && <p>进入交易</p>}
    </main>
  )
}

function LoginProbe() {
  const location = useLocation()
  return <p>{`login:${location.search}`}</p>
}

function renderGate(options: { signedIn?: boolean; channel?: 'wx' | 'app' | 'h5' } = {}) {
  setUserAgent(options.channel ?? 'wx')
  if ((options.channel ?? 'wx') === 'wx' && options.signedIn !== false) signIn()
  return render(
    <MemoryRouter initialEntries={['/fundDetail?fundCode=000001']}>
      <Routes>
        <Route path="/fundDetail" element={<FundPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
  )
}

const user = () => db.users[db.scenario.user]
const tap = userEvent.setup({ pointerEventsCheck: 0 })
const buy = () => tap.click(screen.getByRole('button', { name: '立即购买' }))

afterEach(() => Dialog.clear())

describe('useTradeGate dialogs (catalogue §4.7)', () => {
  it('not logged in goes to /login with the current route as jumpUrl', async () => {
    renderGate({ signedIn: false })
    await buy()
    const jump = encodeURIComponent('/fundDetail?fundCode=000001')
    expect(await screen.findByText(`login:?jumpUrl=${jump}`)).toBeInTheDocument()
  })

  it('an opened customer with everything valid proceeds without a dialog', async () => {
    renderGate()
    await buy()
    expect(await screen.findByText('进入交易')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('account not opened: 快速开户 opens the stored direct-sales link, trading does not start', async () => {
    db.scenario.user = 'boundNotOpened'
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    local.set('openZxUrl', `https://${env().officialDomain}/open?from=wx`)
    renderGate()
    await buy()
    expect(await screen.findByText('您尚未完成开户，完成后才可进行交易~')).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '快速开户' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(
      new RegExp(`^https://${env().officialDomain}/open\\?from=wx&t=\\d+$`),
    )
    expect(screen.queryByText('进入交易')).toBeNull()
    assign.mockRestore()
  })

  it('risk expired: 前去风险测评 toasts when no direct-sales link is stored', async () => {
    user().riskEndDateExpired = '1'
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate()
    await buy()
    expect(
      await screen.findByText('您的风险测评已过期，依据国家监管规定，完成风险测评后才可交易~'),
    ).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '前去风险测评' }))
    expect(await screen.findByText('暂未获取到办理地址，请前往App办理')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
    assign.mockRestore()
  })

  it('no risk level and ID expired show their messages; 取消 stays', async () => {
    user().riskLevel = ''
    renderGate()
    await buy()
    expect(await screen.findByText('依据国家监管规定，完成风险测评后才可交易~')).toBeInTheDocument()
    await tap.click(screen.getAllByRole('button', { name: '取消' }).at(-1)!)
    await waitFor(() => expect(screen.queryByText('依据国家监管规定，完成风险测评后才可交易~')).toBeNull())
    user().riskLevel = 'C3'
    user().idEndDateExpired = '1'
    await buy()
    expect(
      await screen.findByText('您的身份证件已过期，依据国家监管规定，重新上传证件后才可交易~'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重新上传' })).toBeInTheDocument()
    expect(screen.queryByText('进入交易')).toBeNull()
  })

  it('over 60: the elderly warning, 继续操作 proceeds', async () => {
    user().idNo = '110101195001011234'
    renderGate()
    await buy()
    expect(await screen.findByText('超60岁客户购买基金时的风险提示')).toBeInTheDocument()
    expect(screen.queryByText('进入交易')).toBeNull()
    await tap.click(screen.getByRole('button', { name: '继续操作' }))
    expect(await screen.findByText('进入交易')).toBeInTheDocument()
  })

  it('over 60: 取消 does not trade', async () => {
    user().idNo = '110101500101123'
    renderGate()
    await buy()
    await screen.findByText('超60岁客户购买基金时的风险提示')
    await tap.click(screen.getAllByRole('button', { name: '取消' }).at(-1)!)
    await waitFor(() => expect(screen.queryByText('超60岁客户购买基金时的风险提示')).toBeNull())
    expect(screen.queryByText('进入交易')).toBeNull()
  })
})

/** An app user signed in inside the provider's app: client number + this session's token. */
function signInApp(who: UserScenario = 'opened') {
  db.scenario.user = who
  local.set('unionAppClientNo', db.users[who].appClientNo)
  session.set('appClientToken', db.users[who].appClientToken || 'tok')
}

/** Counts the user-info calls the gate makes. */
function countUserInfoCalls() {
  const calls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(endpoints.identity.getUserInfo)) calls.push(request.url)
  }
  server.events.on('request:start', listener)
  return calls
}

describe('useTradeGate in the app (catalogue §4.7)', () => {
  afterEach(() => {
    server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  it.each([
    ['nobody signed in', () => undefined],
    [
      'a client number left without this session token',
      () => local.set('unionAppClientNo', db.users.opened.appClientNo),
    ],
  ])('%s: the native login, back to this page; never the WeChat /login', async (_name, setup) => {
    setup()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const calls = countUserInfoCalls()
    renderGate({ channel: 'app' })
    await buy()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    const url = new URL(assign.mock.calls[0][0])
    expect(url.pathname).toBe('/app-native/login')
    expect(url.searchParams.get('redirect')).toBe(window.location.href)
    expect(screen.queryByText(/^login:/)).toBeNull()
    expect(screen.queryByText('进入交易')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('signed in without an opened account: 快速开户 opens the native account opening', async () => {
    signInApp('boundNotOpened')
    local.set('openZxUrl', `https://${env().officialDomain}/open?from=app`)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ channel: 'app' })
    await buy()
    expect(await screen.findByText('您尚未完成开户，完成后才可进行交易~')).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '快速开户' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(new URL(assign.mock.calls[0][0]).pathname).toBe('/app-native/openAccount')
    expect(screen.queryByText('进入交易')).toBeNull()
  })

  it('back from the native login, an opened customer proceeds without a dialog', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    local.set('unionAppClientNo', db.users.opened.appClientNo) // an earlier session's client number
    renderGate({ channel: 'app' })
    await buy()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(screen.queryByText('进入交易')).toBeNull()
    signInApp('opened') // the ticket login on the way back stored this session's token
    await buy()
    expect(await screen.findByText('进入交易')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(assign).toHaveBeenCalledTimes(1)
  })
})

describe('useTradeGate in a plain mobile browser (catalogue §6)', () => {
  afterEach(() => {
    server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  it('says buying continues in WeChat or the app, never sends to the WeChat-only /login', async () => {
    const calls = countUserInfoCalls()
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    const writeText = vi.fn().mockResolvedValue(undefined)
    vi.stubGlobal('isSecureContext', true)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    onTestFinished(() => {
      delete (navigator as { clipboard?: unknown }).clipboard
    })
    signIn() // a WeChat login left in storage does not count in a plain browser
    renderGate({ channel: 'h5' })
    await buy()
    expect(
      await screen.findByText('购买需在微信或App中进行，请复制本页链接，在微信或App中打开后购买'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^login:/)).toBeNull()
    await tap.click(screen.getByRole('button', { name: '复制链接' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href))
    expect(await screen.findByText('复制成功')).toBeInTheDocument()
    expect(screen.queryByText('进入交易')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
    expect(calls).toHaveLength(0)
  })
})
