import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local, session } from '@/shared/lib/storage'
import { renderRoute, signInApp } from '@tests/render'
import { holdAnswers } from '@tests/hold-answers'
import { captureRequests } from '@tests/record-requests'
import { BIND_NUM_APP, BUTTON_TEXT, OPENED_ACC, STORY_TEXT } from '../texts'
import { nativeLoginReturn } from '@tests/native-login'

/**
 * The inviter home inside the provider's app (LightOS): the customer is the app user signed in
 * by the app (client number + token), never a WeChat user; login and account opening are the app's
 * native screens, never /bindUserTip nor the direct-sales link.
 */

// antd-mobile popups animate in with pointer-events: none.
const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

const NATIVE_LOGIN = '/app-native/login?redirect='
const NATIVE_OPEN_ACCOUNT = '/app-native/openAccount'

function spyAssign() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
}

/** The userId query of each call to a marketing GET endpoint. */
function userIdsOf(endpoint: string) {
  const calls = captureRequests(endpoint)
  return () => calls.map((q) => q.get('userId'))
}

async function renderAppHome(path = '/mgmfour') {
  local.set('mgmStoryShown', '1')
  return renderRoute(path, { channel: 'app', signedIn: false })
}

describe('inviter home in the app: signed in and opened', () => {
  it('shows the coins, keyed on the client number', async () => {
    signInApp('opened')
    const homeCalls = userIdsOf(endpoints.mgm.initHomeData)
    await renderAppHome()
    const coins = await screen.findByRole('region', { name: '我的奖学金' })
    expect(within(coins).getByTestId('can-use-xyj')).toHaveTextContent(/^65$/)
    expect(homeCalls()).toEqual([db.users.opened.appClientNo])
    expect(screen.queryByRole('button', { name: BUTTON_TEXT.login })).toBeNull()
  })

  it('invite opens the share alert', async () => {
    signInApp('opened')
    await renderAppHome()
    await userEvent.click(screen.getByRole('button', { name: BUTTON_TEXT.invite }))
    const sheet = await screen.findByRole('dialog', { name: '邀请好友' })
    expect(within(sheet).getByRole('button', { name: /微信好友/ })).toBeInTheDocument()
    expect(within(sheet).getByRole('button', { name: /二维码海报/ })).toBeInTheDocument()
  })

  it('exchange is usable: 去兑换 opens the prizes of the app user', async () => {
    signInApp('opened')
    const prizeCalls = userIdsOf(endpoints.mgm.canExchangePrizes)
    await renderAppHome()
    const exchange = screen.getByRole('button', { name: '去兑换' })
    expect(exchange).toBeEnabled()
    await userEvent.click(exchange)
    const dialog = await screen.findByRole('dialog', { name: '奖学金兑换' })
    expect(await within(dialog).findByRole('button', { name: /50元京东E卡/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(prizeCalls()).toEqual([db.users.opened.appClientNo])
  })

  it('records and progress open for the app user', async () => {
    signInApp('opened')
    const view = await renderAppHome()
    await userEvent.click(screen.getByRole('button', { name: '兑换记录' }))
    expect(view.location().pathname).toBe('/mgmPrizeRecorder')
  })
})

describe('first-time story in the app', () => {
  it('opens over the loading page before the open status and home answers, and stays when the page is drawn', async () => {
    signInApp('opened')
    const release = holdAnswers([
      ['post', endpoints.identity.appUserOpenStatus],
      ['get', endpoints.mgm.initHomeData],
    ])
    // No local story flag: a first visit from the app.
    await renderRoute('/mgmfour', { channel: 'app', signedIn: false, settle: false })
    const story = await screen.findByRole('dialog', { name: STORY_TEXT.title }, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: BUTTON_TEXT.invite })).toBeNull()
    release()
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.invite })).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: STORY_TEXT.title })).toBe(story)
  })
})

describe('inviter home in the app: signed out', () => {
  it('立即登录 opens the native login coming back here, not /bindUserTip', async () => {
    const assign = spyAssign()
    const view = await renderAppHome()
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.login }))
    expect(assign).toHaveBeenCalledTimes(1)
    const target = assign.mock.calls[0][0]
    expect(target).toContain(NATIVE_LOGIN)
    expect(nativeLoginReturn(target)).toBe(window.location.href)
    expect(view.location().pathname).toBe('/mgmfour')
    expect(screen.queryByText('请使用微信打开页面')).toBeNull()
    expect(screen.queryByRole('region', { name: '我的奖学金' })).toBeNull()
  })

  it('the Sc home too', async () => {
    const assign = spyAssign()
    const view = await renderAppHome('/mgmfournew')
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.login }))
    expect(assign.mock.calls[0][0]).toContain(NATIVE_LOGIN)
    expect(view.location().pathname).toBe('/mgmfournew')
  })

  it('records ask to log in (bindNum), and 去登录 opens the native login', async () => {
    const assign = spyAssign()
    const view = await renderAppHome()
    await userEvent.click(screen.getByRole('button', { name: '兑换记录' }))
    const popup = await screen.findByRole('dialog', { name: BIND_NUM_APP.title })
    expect(within(popup).getByText(BIND_NUM_APP.message)).toBeInTheDocument()
    await userEvent.click(within(popup).getByRole('button', { name: BIND_NUM_APP.confirmText }))
    expect(assign).toHaveBeenCalledTimes(1)
    expect(assign.mock.calls[0][0]).toContain(NATIVE_LOGIN)
    expect(view.location().pathname).toBe('/mgmfour')
  })

  it('a WeChat session left in storage is not the app user', async () => {
    local.set('mgmStoryShown', '1')
    await renderRoute('/mgmfour', { channel: 'app', user: 'opened' }) // a WeChat user, no app login
    expect(await screen.findByRole('button', { name: BUTTON_TEXT.login })).toBeInTheDocument()
  })
})

describe('inviter home in the app: bound without an account', () => {
  it('立即开户 opens the native account opening, not the direct-sales link', async () => {
    signInApp('boundNotOpened')
    session.set('openZxUrl', 'https://dev-zx.xywealth.com.cn/#/home')
    const domain = env().officialDomain
    env().officialDomain = 'dev-zx.xywealth.com.cn'
    const assign = spyAssign()
    try {
      const view = await renderAppHome()
      await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.openAccount }))
      expect(assign).toHaveBeenCalledTimes(1)
      expect(assign.mock.calls[0][0]).toContain(NATIVE_OPEN_ACCOUNT)
      expect(assign.mock.calls[0][0]).not.toContain('dev-zx')
      expect(view.location().pathname).toBe('/mgmfour')
      expect(screen.queryByRole('region', { name: '我的奖学金' })).toBeNull()
    } finally {
      env().officialDomain = domain
    }
  })

  it('progress asks to open an account (openedAcc), and 去开户 opens the native account opening', async () => {
    signInApp('boundNotOpened')
    const assign = spyAssign()
    const view = await renderAppHome()
    await userEvent.click(screen.getByRole('button', { name: /邀请进度/ }))
    const popup = await screen.findByRole('dialog', { name: OPENED_ACC.title })
    expect(within(popup).getByText(OPENED_ACC.message)).toBeInTheDocument()
    await userEvent.click(within(popup).getByRole('button', { name: OPENED_ACC.confirmText }))
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(assign.mock.calls[0][0]).toContain(NATIVE_OPEN_ACCOUNT)
    expect(view.location().pathname).toBe('/mgmfour')
  })

  it('openAccount 2 with isRegister 0 still opens the native account opening (never /bindUserTip)', async () => {
    signInApp('boundNotOpened')
    db.users.boundNotOpened.isRegister = '0'
    const assign = spyAssign()
    const view = await renderAppHome()
    await userEvent.click(await screen.findByRole('button', { name: BUTTON_TEXT.openAccount }))
    expect(assign.mock.calls[0][0]).toContain(NATIVE_OPEN_ACCOUNT)
    expect(view.location().pathname).toBe('/mgmfour')
  })
})
