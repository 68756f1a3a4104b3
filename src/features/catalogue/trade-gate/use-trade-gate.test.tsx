import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { Dialog } from 'antd-mobile'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { http, HttpResponse } from 'msw'
import { db, type UserScenario } from '@mocks/db'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { server } from '@mocks/node'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { session } from '@/shared/lib/storage'
import { NETWORK_ERROR_TEXT } from '@/shared/lib/toast'
import { holdAnswers } from '@tests/hold-answers'
import { setUserAgent, signIn, WithServerState } from '@tests/render'
import { useTradeGate } from './use-trade-gate'
import { captureRequests, recordRequests } from '@tests/record-requests'
import { nativeLoginReturn } from '@tests/native-login'

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

/** The fund page's own use: all checks passed, the gate goes on to trade (catalogue §4.7). */
function TradePage() {
  const { runGate } = useTradeGate()
  return (
    <main>
      <button onClick={() => void runGate()}>立即购买</button>
    </main>
  )
}

function LoginProbe() {
  const location = useLocation()
  return <p>{`login:${location.search}`}</p>
}

function renderGate(
  options: { signedIn?: boolean; channel?: 'wx' | 'app' | 'h5'; page?: 'probe' | 'trade' } = {},
) {
  setUserAgent(options.channel ?? 'wx')
  if ((options.channel ?? 'wx') === 'wx' && options.signedIn !== false) signIn()
  return render(
    <MemoryRouter initialEntries={['/fundDetail?fundCode=000001']}>
      <Routes>
        <Route path="/fundDetail" element={options.page === 'trade' ? <TradePage /> : <FundPage />} />
        <Route path="/login" element={<LoginProbe />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: WithServerState },
  )
}

const user = () => db.users[db.scenario.user]
const tap = userEvent.setup({ pointerEventsCheck: 0 })
const buy = () => tap.click(screen.getByRole('button', { name: '立即购买' }))

/** The direct-sales store address the mock's app login gives, timestamped (account-and-shared §5). */
const storeAddress = () =>
  new RegExp(`^https://${env().officialDomain.replace(/\./g, '\\.')}/\\?t=\\d+#/home$`)

afterEach(() => Dialog.clear())

// The mock's direct-sales links are on its official domain: the app follows only its own.
let officialDomain = ''
beforeEach(() => {
  officialDomain = env().officialDomain
  env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host
})
afterEach(() => {
  env().officialDomain = officialDomain
})

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

  it('account not opened: 快速开户 opens this customer’s direct-sales address, trading does not start', async () => {
    db.scenario.user = 'boundNotOpened'
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate()
    await buy()
    expect(await screen.findByText('您尚未完成开户，完成后才可进行交易~')).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '快速开户' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
    expect(screen.queryByText('进入交易')).toBeNull()
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

/**
 * The direct-sales address the gate goes on to (catalogue §4.7 "otherwise proceed to trade", and the
 * block buttons): the app login's openZxUrl (account-and-shared §3). In WeChat it is asked for the
 * customer signed in, by their openid (the app login by openid), whatever page the fund was opened from; a
 * value left in storage is never followed.
 */
describe('useTradeGate goes on to the direct-sales site in WeChat (catalogue §4.7)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('every check passed and no address held: 立即购买 goes on to this customer’s direct-sales store', async () => {
    const logins = recordRequests(endpoints.identity.loginToApp)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    expect(session.get('openZxUrl')).toBeNull()
    renderGate({ page: 'trade' })
    await buy()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
    expect(logins.list.map((r) => r.body)).toEqual([{ openid: db.users.opened.openid }])
    expect(screen.queryByText('暂未获取到办理地址，请前往App办理')).toBeNull()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('前去风险测评 follows the address asked for this customer, never one left in storage', async () => {
    user().riskEndDateExpired = '1'
    session.set('openZxUrl', `https://${env().officialDomain}/#/someoneElse`)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate()
    await buy()
    await tap.click(await screen.findByRole('button', { name: '前去风险测评' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
  })

  it.each([
    ['no address', ''],
    ['an address off the official domain', 'https://evil.example.com/#/home'],
  ])('the app login answers %s: the toast, nothing followed', async (_name, openZxUrl) => {
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC1', appClientToken: 't', isAppBinding: '1', openZxUrl },
        }),
      ),
    )
    session.set('openZxUrl', `https://${env().officialDomain}/#/someoneElse`)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ page: 'trade' })
    await buy()
    expect(await screen.findByText('暂未获取到办理地址，请前往App办理')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('the app login fails: the HTTP layer’s toast only, nothing followed', async () => {
    db.scenario.fault = 'network'
    db.scenario.faultPaths = [endpoints.identity.loginToApp]
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ page: 'trade' })
    await buy()
    expect(await screen.findByText(NETWORK_ERROR_TEXT)).toBeInTheDocument()
    expect(screen.queryByText('暂未获取到办理地址，请前往App办理')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
  })

  it('one run at a time: taps while the address is on its way start nothing more', async () => {
    const infos = recordRequests(endpoints.identity.getUserInfo)
    const logins = recordRequests(endpoints.identity.loginToApp)
    const release = holdAnswers([['post', endpoints.identity.loginToApp]])
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ page: 'trade' })
    await buy()
    await waitFor(() => expect(logins.list).toHaveLength(1))
    await buy()
    await buy()
    release()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(infos.list).toHaveLength(1)
    expect(logins.list).toHaveLength(1)
  })
})

/** An app user signed in inside the provider's app: client number + this session's token. */
function signInApp(who: UserScenario = 'opened') {
  db.scenario.user = who
  session.set('unionAppClientNo', db.users[who].appClientNo)
  session.set('appClientToken', db.users[who].appClientToken || 'tok')
}

/** The user-info calls the gate makes. */
const countUserInfoCalls = () => captureRequests(endpoints.identity.getUserInfo)

describe('useTradeGate in the app (catalogue §4.7)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each([
    ['nobody signed in', () => undefined],
    [
      'a client number left without this session token',
      () => session.set('unionAppClientNo', db.users.opened.appClientNo),
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
    expect(nativeLoginReturn(url.toString())).toBe(window.location.href)
    expect(screen.queryByText(/^login:/)).toBeNull()
    expect(screen.queryByText('进入交易')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('signed in without an opened account: 快速开户 opens the native account opening', async () => {
    signInApp('boundNotOpened')
    session.set('openZxUrl', `https://${env().officialDomain}/open?from=app`)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ channel: 'app' })
    await buy()
    expect(await screen.findByText('您尚未完成开户，完成后才可进行交易~')).toBeInTheDocument()
    await tap.click(screen.getByRole('button', { name: '快速开户' }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(new URL(assign.mock.calls[0][0]).pathname).toBe('/app-native/openAccount')
    expect(screen.queryByText('进入交易')).toBeNull()
  })

  it('every check passed: 立即购买 goes on to the direct-sales store of the app sign-in', async () => {
    signInApp('opened')
    session.set('openZxUrl', `https://${env().officialDomain}/#/home`) // as the ticket login stored it
    const logins = recordRequests(endpoints.identity.loginToApp)
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    renderGate({ channel: 'app', page: 'trade' })
    await buy()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toMatch(storeAddress())
    expect(logins.list).toHaveLength(0)
  })

  it('back from the native login, an opened customer proceeds without a dialog', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
    session.set('unionAppClientNo', db.users.opened.appClientNo) // an earlier session's client number
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
