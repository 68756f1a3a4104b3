import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { AML_PHONE } from '@mocks/db/account'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { renderRoute } from '../../../../tests/render'

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
    expect(local.get('unionAppClientNo')).toBe(db.users.opened.appClientNo)
  })

  it('shows 跳转中，请稍候… while working, titled 跳转中', async () => {
    choseRecently()
    await renderRoute(linkZx(), { user: 'opened', settle: false })
    expect(await screen.findByText('跳转中，请稍候…')).toBeInTheDocument()
    expect(document.title).toBe('跳转中')
  })

  it('never follows a target off the official domain or with @', async () => {
    choseRecently()
    for (const bad of ['https://evil.example.com/x', `https://${env().officialDomain}@evil.example.com/`]) {
      const { unmount } = await renderRoute(`/linkZxTip?targetUrl=${encodeURIComponent(bad)}`, {
        user: 'opened',
      })
      expect(await screen.findByText('跳转地址无效，请返回重新进入')).toBeInTheDocument()
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
})

describe('/linkZxTip steps', () => {
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
    await waitFor(() => expect(screen.queryByRole('button', { name: /跳过/ })).toBeNull(), { timeout: 3500 })
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
    local.set('unionAppClientNo', 'AC1')
    const { location } = await renderRoute('/bindUserTip?pageId=PG7&isMgm=34', {
      user: scenario as UserScenario,
    })
    await waitFor(() => expect(location().pathname).toBe(path))
    expect(new URLSearchParams(location().search).get('isMgm')).toBe('34')
    expect(local.get('wxPageId')).toBe('PG7')
  })
})
