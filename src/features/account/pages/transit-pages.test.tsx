import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { AML_PHONE } from '@mocks/db/account'
import { MOCK_OFFICIAL_ORIGIN } from '@mocks/official'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { NETWORK_ERROR_TEXT } from '@/shared/lib/toast'
import { HOTLINE } from '@/shared/ui'
import { RESTRICTED_TEXT } from '@/shared/ui/gate-notices'
import { captureRequests } from '@tests/record-requests'
import { holdAnswers } from '@tests/hold-answers'
import { renderRoute, renderWithHistory, setUserAgent, signIn } from '@tests/render'

const PRIVACY_VERSION = '3.2'
const user = () => userEvent.setup({ pointerEventsCheck: 0 })
const target = () => `https://${env().officialDomain}/#/home`
const linkZx = (extra = '') => `/linkZxTip?targetUrl=${encodeURIComponent(target())}${extra}`

let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  local.set('privacy-version', PRIVACY_VERSION)
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  assign.mockRestore()
  Dialog.clear()
  vi.useRealTimers()
})

/** A recent login-type choice, so the chooser stays away. */
const choseRecently = () => local.set('localLoginTypeSelect', String(Date.now() + 60_000))

describe('/linkZxTip routing by account state (account-and-shared §4)', () => {
  it.each([
    ['unbound', '/bindUser'],
    ['boundNotRegistered', '/bindUserPhoneRegister'],
    ['registeredNotAppBound', '/bindUserPhoneLogin'],
  ] as const)('%s → %s, carrying isLinkZx 11 and the target', async (scenario, path) => {
    choseRecently()
    const { location } = await renderRoute(linkZx('&isMgm=16'), { user: scenario as UserScenario })
    await waitFor(() => expect(location().pathname).toBe(path))
    const q = new URLSearchParams(location().search)
    expect(q.get('isLinkZx')).toBe('11')
    expect(q.get('targetUrl')).toBe(target())
    expect(q.get('isMgm')).toBe('16')
  })

  it('a fully bound user goes on to the target, timestamped, after the app login', async () => {
    choseRecently()
    await renderRoute(linkZx(), { user: 'opened' })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(String(assign.mock.calls[0][0])).toMatch(/\?t=\d+#\/home$/)
    expect(session.get('unionAppClientNo')).toBe(db.users.opened.appClientNo)
  })

  it.each([
    ['opened', /\?t=\d+#\/home$/],
    ['boundNotOpened', /\?t=\d+#\/openAccount$/],
  ] as const)(
    'isLinkZxHomeOrOpenStatus=1: the open status is asked by the openid; %s goes to %s',
    async (scenario, address) => {
      // the mock's account-opening link is on its official domain: the app follows only its own
      const officialDomain = env().officialDomain
      env().officialDomain = new URL(MOCK_OFFICIAL_ORIGIN).host
      onTestFinished(() => {
        env().officialDomain = officialDomain
      })
      const asked = captureRequests(endpoints.identity.getOpenStatus)
      choseRecently()
      await renderRoute(linkZx('&isLinkZxHomeOrOpenStatus=1'), { user: scenario })
      await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
      expect(String(assign.mock.calls[0][0])).toMatch(address)
      expect(asked.map((q) => q.get('user_id'))).toEqual([db.users[scenario].openid])
    },
  )

  it('reads the customer status: the open status goes out beside the account state, not after the app login', async () => {
    choseRecently()
    const answerAccount = holdAnswers([['get', endpoints.identity.getUserBindStatus]])
    const asked = captureRequests(endpoints.identity.getOpenStatus)
    await renderRoute(linkZx('&isLinkZxHomeOrOpenStatus=1'), { user: 'opened', settle: false })
    await waitFor(() => expect(asked).toHaveLength(1))
    answerAccount()
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(asked).toHaveLength(1)
  })

  it('shows 跳转中，请稍候… while working, titled 跳转中', async () => {
    choseRecently()
    await renderRoute(linkZx(), { user: 'opened', settle: false })
    expect(await screen.findByText('跳转中，请稍候…')).toBeInTheDocument()
    expect(document.title).toBe('跳转中')
  })

  it('never follows a target off the official domain or with @: nothing happens, the console says why (§8)', async () => {
    choseRecently()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warn.mockRestore())
    for (const bad of ['https://evil.example.com/x', `https://${env().officialDomain}@evil.example.com/`]) {
      warn.mockClear()
      const { unmount } = await renderRoute(`/linkZxTip?targetUrl=${encodeURIComponent(bad)}`, {
        user: 'opened',
      })
      await waitFor(() => expect(warn).toHaveBeenCalledWith('[link refused]', expect.any(String)))
      expect(screen.queryByText('跳转地址无效，请返回重新进入')).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(document.querySelector('.adm-toast-main')).toBeNull()
      unmount()
    }
    expect(assign).not.toHaveBeenCalled()
  })

  it('app login isLimit 1 shows limitContent and goes nowhere', async () => {
    choseRecently()
    db.users.opened.phone = '13800001111'
    await renderRoute(linkZx(), { user: 'opened' })
    expect(await screen.findByText(/交易限制/)).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('isMgm 35 without an app client number goes to /bindUser', async () => {
    choseRecently()
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () => HttpResponse.json({ code: '0000', data: {} })),
    )
    const { location } = await renderRoute(linkZx('&isMgm=35'), { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
    expect(new URLSearchParams(location().search).get('isMgm')).toBe('35')
  })

  it('isMgm 35: a fully bound user of a new session is not sent to /bindUser (the app login answers first)', async () => {
    choseRecently()
    expect(session.get('unionAppClientNo')).toBeNull()
    const { location } = await renderRoute(linkZx('&isMgm=35'), { user: 'opened' })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(location().pathname).toBe('/linkZxTip')
    expect(session.get('unionAppClientNo')).toBe(db.users.opened.appClientNo)
  })

  it('/bindUserTip?isMgm=35: a fully bound user of a new session goes to /bindSuccess, not /bindUser', async () => {
    const { location } = await renderRoute('/bindUserTip?isMgm=35', { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/bindSuccess'))
    expect(new URLSearchParams(location().search).get('isMgm')).toBe('35')
  })

  it('/bindUserTip?isMgm=35: /bindUser when the app login answers with no client number', async () => {
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () => HttpResponse.json({ code: '0000', data: {} })),
    )
    const { location } = await renderRoute('/bindUserTip?isMgm=35', { user: 'opened' })
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
  })
})

describe('the transit reads the account now (docs/architecture.md, "Server state")', () => {
  it('routes by this visit’s answer, never by the one an earlier page left in the cache', async () => {
    choseRecently()
    setUserAgent('wx')
    signIn('boundNotRegistered')
    const { go, location } = await renderWithHistory('/verifyAccount')
    expect(screen.getByText('未注册')).toBeInTheDocument()
    // Registered and app-bound meanwhile: the server says so, the cache still holds the earlier answer.
    Object.assign(db.users.boundNotRegistered, { isRegister: '1', isAppBinding: '1', appClientNo: 'AC9' })
    go(linkZx())
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(location().pathname).toBe('/linkZxTip')
    expect(session.get('unionAppClientNo')).toBe('AC9')
  })

  it('/bindUserTip: the same, after a page that read the account state', async () => {
    setUserAgent('wx')
    signIn('unbound')
    const { go, location } = await renderWithHistory('/verifyAccount')
    expect(screen.getByRole('button', { name: '去绑定手机号' })).toBeInTheDocument()
    Object.assign(db.users.unbound, { isPhoneBinding: '1' })
    go('/bindUserTip?isMgm=34')
    await waitFor(() => expect(location().pathname).toBe('/bindUserPhoneRegister'))
  })
})

describe('/linkZxTip steps', () => {
  it('shows no text from the address: targetAcName is not printed (docs/features/account.md)', async () => {
    await renderRoute(linkZx(`&targetAcName=${encodeURIComponent('XSSMARK注入文本')}`), { user: 'opened' })
    // The chooser waits for the customer: the transit page stays drawn behind it.
    await screen.findByRole('button', { name: '微信登录' })
    expect(document.body.textContent).not.toMatch(/XSSMARK|注入文本|即将前往/)
  })

  it('the privacy sheet comes first, titled 隐私协议签署', async () => {
    local.remove('privacy-version')
    choseRecently()
    await renderRoute(linkZx(), { user: 'opened' })
    await screen
      .findByRole('dialog', { name: /隐私政策/ })
      .catch(() => screen.findByText('感谢您信任并使用我们的服务！'))
    await waitFor(() => expect(document.title).toBe('隐私协议签署'))
    expect(assign).not.toHaveBeenCalled()
  })

  it('the login-type chooser (titled 登录) shows when the choice expired; 微信登录 stores 30 minutes and goes on', async () => {
    const u = user()
    await renderRoute(linkZx(), { user: 'opened' })
    await screen.findByRole('button', { name: '微信登录' })
    expect(document.title).toBe('登录')
    const before = Date.now()
    await u.click(screen.getByRole('button', { name: '微信登录' }))
    const expiry = Number(local.get('localLoginTypeSelect'))
    expect(expiry).toBeGreaterThanOrEqual(before + 1_800_000)
    expect(expiry).toBeLessThanOrEqual(Date.now() + 1_800_000)
    await waitFor(() => expect(assign).toHaveBeenCalled())
  })

  it('no chooser while islogined is set', async () => {
    session.set('islogined', '1')
    await renderRoute(linkZx(), { user: 'opened' })
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: '微信登录' })).toBeNull()
  })

  async function phoneLogin(phone: string) {
    const u = user()
    const rendered = await renderRoute(linkZx(), { user: 'unbound' })
    await u.click(await screen.findByRole('button', { name: '手机号登录' }))
    await waitFor(() => expect(document.title).toBe('手机号登录'))
    await u.type(screen.getByLabelText('手机号'), phone)
    await screen.findByRole('img', { name: '图形验证码' })
    await u.type(screen.getByLabelText('图形验证码', { selector: 'input' }), '1234')
    await u.type(screen.getByLabelText('短信验证码'), '123456')
    await u.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }))
    await u.click(screen.getByRole('button', { name: '登录' }))
    return rendered
  }

  it('phone login success stores the choice and continues (now phone-bound → register page)', async () => {
    const { location } = await phoneLogin('13912340000')
    await waitFor(() => expect(location().pathname).toBe('/bindUserPhoneRegister'))
    expect(Number(local.get('localLoginTypeSelect'))).toBeGreaterThan(Date.now())
  })

  it('phone login 1111 counts as already bound and continues', async () => {
    const { location } = await phoneLogin(db.users.opened.phone)
    // the 1111 answer is quiet: no error toast, the flow goes on
    await waitFor(() => expect(location().pathname).not.toBe('/linkZxTip'))
    expect(screen.queryByText('该手机号已绑定，将为您直接登录')).toBeNull()
  })

  it('phone login 9900 shows the anti-money-laundering notice and stays', async () => {
    const { location } = await phoneLogin(AML_PHONE)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/反洗钱/)).toBeInTheDocument()
    expect(location().pathname).toBe('/linkZxTip')
    expect(local.get('localLoginTypeSelect')).toBeNull()
  })

  it('isShowHomeAlert=1: the splash (titled 官网) counts 2 s down and closes itself, once per session', async () => {
    choseRecently()
    await renderRoute(linkZx('&isShowHomeAlert=1'), { user: 'opened' })
    expect(await screen.findByRole('button', { name: /[12]s 跳过/ })).toBeInTheDocument()
    expect(document.title).toBe('官网')
    expect(assign).not.toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('button', { name: /跳过/ })).toBeNull())
    await waitFor(() => expect(assign).toHaveBeenCalled())
    expect(session.get('showZxHomeAlert')).toBe('1')
  })
})

describe('/bindUserTip', () => {
  it.each([
    ['unbound', '/bindUser'],
    ['boundNotRegistered', '/bindUserPhoneRegister'],
    ['registeredNotAppBound', '/bindUserPhoneLogin'],
    ['opened', '/bindSuccess'],
  ] as const)('%s → %s with isMgm, and stores pageId as wxPageId', async (scenario, path) => {
    session.set('unionAppClientNo', 'AC1')
    const { location } = await renderRoute('/bindUserTip?pageId=PG7&isMgm=34', {
      user: scenario as UserScenario,
    })
    await waitFor(() => expect(location().pathname).toBe(path))
    expect(new URLSearchParams(location().search).get('isMgm')).toBe('34')
    expect(local.get('wxPageId')).toBe('PG7')
  })
})

describe('transit failures (account-and-shared §5, §8)', () => {
  const INVALID = '跳转地址无效，请返回重新进入'
  const networkDown = () =>
    server.use(http.get(`*${endpoints.identity.getUserBindStatus}`, () => HttpResponse.error()))

  it('a network failure on the account state: the network toast and 重试, not 跳转地址无效', async () => {
    choseRecently()
    networkDown()
    const u = user()
    const { location } = await renderRoute(linkZx(), { user: 'unbound' })
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(screen.getAllByText(NETWORK_ERROR_TEXT).length).toBeGreaterThanOrEqual(1)
    expect(screen.queryByText(INVALID)).toBeNull()
    server.resetHandlers()
    await u.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
  })

  it('another failing code: its message is toasted, the page says the state could not be read, with 重试', async () => {
    choseRecently()
    server.use(
      http.get(`*${endpoints.identity.getUserBindStatus}`, () =>
        HttpResponse.json({ code: '1009', msg: '系统繁忙' }),
      ),
    )
    await renderRoute(linkZx(), { user: 'unbound' })
    expect(await screen.findByText('系统繁忙')).toBeInTheDocument()
    expect(screen.getByText('账户状态查询失败，请稍后重试')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(screen.queryByText(INVALID)).toBeNull()
  })

  it('an off-domain target: nothing happens (no message, no toast, no retry), a console warning for QA', async () => {
    choseRecently()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warn.mockRestore())
    await renderRoute(`/linkZxTip?targetUrl=${encodeURIComponent('https://evil.example.com/x')}`, {
      user: 'opened',
    })
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[link refused]', 'evil.example.com'))
    expect(screen.queryByText(INVALID)).toBeNull()
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull()
    expect(document.querySelector('.adm-toast-main')).toBeNull()
    expect(assign).not.toHaveBeenCalled()
  })

  it('isLimit 1 with an empty limitContent: the default restriction text and the hotline, never a blank warning', async () => {
    choseRecently()
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '0000', data: { appClientNo: 'AC1', isLimit: '1', limitContent: '  ' } }),
      ),
    )
    await renderRoute(linkZx(), { user: 'opened' })
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(alert).toHaveTextContent(RESTRICTED_TEXT))
    expect(within(alert).getByRole('link', { name: HOTLINE })).toHaveAttribute('href', `tel:${HOTLINE}`)
    expect(assign).not.toHaveBeenCalled()
  })

  it('/bindUserTip: a network failure shows the network text and 重试, which reads the state again', async () => {
    networkDown()
    const u = user()
    const { location } = await renderRoute('/bindUserTip', { user: 'unbound' })
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument()
    expect(screen.getAllByText(NETWORK_ERROR_TEXT).length).toBeGreaterThanOrEqual(1)
    server.resetHandlers()
    await u.click(screen.getByRole('button', { name: '重试' }))
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
  })
})

describe('invitation flows without a stored inviter are stopped on entry (account-and-shared §5)', () => {
  it.each([
    ['/bindUserTip?isMgm=17', null],
    ['/bindUserTip?isMgm=mgmInvitedSc', 'null'],
    ['/bindUserTip?isMgm=37', ' '],
    [`${linkZx('&isMgm=17')}`, null],
    ['/linkApp?isMgm=mgmInvitedSc&targetUrl=%2FpointsHome', null],
    ['/linkAppToZxTip?isMgm=37&targetUrl=%2FpointsHome', 'null'],
  ])(
    '%s (stored inviter %o) → /invitationMgmFailTip?data=1 without reading the account',
    async (path, stored) => {
      choseRecently()
      if (stored !== null) local.set('inviterOpenId', stored)
      const reads = captureRequests(endpoints.identity.getUserBindStatus)
      const { location } = await renderRoute(path, { user: 'unbound' })
      await waitFor(() => expect(location().pathname).toBe('/invitationMgmFailTip'))
      expect(location().search).toBe('?data=1')
      expect(reads).toEqual([])
    },
  )

  it('with a stored inviter /bindUserTip?isMgm=17 routes on by the account state', async () => {
    local.set('inviterOpenId', db.users.opened.openid)
    const { location } = await renderRoute('/bindUserTip?isMgm=17', { user: 'unbound' })
    await waitFor(() => expect(location().pathname).toBe('/bindUser'))
    expect(new URLSearchParams(location().search).get('isMgm')).toBe('17')
  })
})
