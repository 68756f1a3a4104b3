import { act, renderHook } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { mockTicketFor } from '@mocks/handlers/oauth'
import { endpoints } from '../endpoints'
import type { PrivacyAgreement } from '../privacy'
import { local, loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { useAgreeAndRecord } from '@/features/account/privacy/agreement-record'
import { holdingsUserId } from '@/features/holdings/rules'
import { useThirdPartyJump } from '@/features/points/use-third-party-jump'
import { setUserAgent } from '@tests/render'
import { WithServerState } from '@tests/server-state'
import { recordRequests } from '@tests/record-requests'
import { appLogin, resetAppLogin } from './app-login'
import { signedIn } from './signed-in'
import { completeOAuth } from './wechat-oauth'

/**
 * One signed-in identity (docs/identity.md): every sign-in (WeChat OAuth, app ticket)
 * replaces the whole stored identity, so a second customer on the same webview is never served under
 * the first one's id, and the calls that key the customer (holdings, the agreement record, the
 * third-party jump) use the current customer's id only.
 */

/** A finished WeChat OAuth round trip for the scenario user (the real return leg). */
async function signInWechat(user: UserScenario) {
  setUserAgent('wx')
  db.scenario.user = user
  session.set('AUTH_RANDOM', 'state-1')
  window.history.replaceState(null, '', '/?code=CODE1&state=state-1#/mgmfour')
  expect(await completeOAuth()).toBe('ok')
  window.history.replaceState(null, '', '/')
}

/** The app's ticket login for the scenario user (the mock's ticket carries the client number). */
async function signInApp(user: UserScenario) {
  setUserAgent('app')
  db.scenario.user = user
  const appClientNo = db.users[user].appClientNo
  expect(await appLogin({ ticket: mockTicketFor(appClientNo) })).toEqual({ status: 'ok' })
}

const A = () => db.users.opened
const B = () => db.users.appOnly

afterEach(() => {
  resetAppLogin()
})

describe('every sign-in replaces the whole stored identity', () => {
  it.each(['ticket'] as const)(
    'a second app customer (%s, no WeChat account) is never served under the first one’s openid',
    async () => {
      await signInApp('opened')
      expect(signedIn('app')).toMatchObject({ appClientNo: A().appClientNo, openid: A().openid })
      await signInApp('appOnly')
      expect(signedIn('app')).toEqual({
        kind: 'app',
        userId: B().appClientNo,
        openid: '',
        appClientNo: B().appClientNo,
        phone: B().phone,
        userIdType: '1',
      })
      expect(session.get('openId')).toBeNull()
      expect(session.get('nickName')).toBe(B().nickname)
      expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(A().openid)
      expect(holdingsUserId(signedIn())).toBe(B().appClientNo)
    },
  )

  it('a WeChat customer, then an app customer on the same webview: nothing of the WeChat one stays', async () => {
    await signInWechat('opened')
    expect(loginStore.isValid()).toBe(true)
    await signInApp('appOnly')
    expect(wxUserStore.get()).toBeNull()
    expect(local.get('localToken')).toBeNull()
    expect(local.get('localUserExpireDate')).toBeNull()
    expect(session.get('openId')).toBeNull()
    expect(signedIn('app')).toMatchObject({ userId: B().appClientNo, openid: '', phone: B().phone })
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(A().openid)
    // the holdings calls ask for B's holdings, not A's
    expect(holdingsUserId(signedIn())).toBe(B().appClientNo)
  })

  it('an app customer, then a WeChat customer: nothing of the app one stays', async () => {
    await signInApp('opened')
    session.set('islogined', '1')
    await signInWechat('whitelisted')
    const wechat = db.users.whitelisted
    expect(signedIn('wx')).toEqual({
      kind: 'wechat',
      userId: wechat.openid,
      openid: wechat.openid,
      appClientNo: '',
      phone: wechat.phone,
      userIdType: '2',
    })
    expect(session.get('appClientToken')).toBeNull()
    expect(session.get('islogined')).toBeNull()
    for (const key of ['unionAppClientNo', 'phone', 'nickName', 'userShowName', 'transferFlag'] as const)
      expect(session.get(key), key).toBeNull()
    expect(session.get('openId')).toBe(wechat.openid)
  })

  it('the direct-sales address of the customer before is forgotten with them (account-and-shared §3)', async () => {
    await signInApp('opened')
    expect(session.get('openZxUrl')).toMatch(/#\/home$/)
    // the next customer's login gives no address: none is held, never the first customer's
    server.use(
      http.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: B().appClientNo, appClientToken: 'tok-b', isAppBinding: '1', openZxUrl: '' },
        }),
      ),
    )
    await signInApp('appOnly')
    expect(session.get('openZxUrl')).toBeNull()
    session.set('openZxUrl', `https://zx.example.cn/#/home`)
    await signInWechat('whitelisted')
    expect(session.get('openZxUrl')).toBeNull()
  })

  it('a refused ticket leaves nobody signed in, not the customer before', async () => {
    await signInApp('opened')
    setUserAgent('app')
    expect(await appLogin({ ticket: 'expired' })).toEqual({ status: 'failed' })
    expect(signedIn('app').kind).toBe('none')
    expect(session.get('openId')).toBeNull()
    expect(session.get('phone')).toBeNull()
  })
})

describe('the calls that key the customer use the current one', () => {
  const agreement = { protocolId: 'P1', version: '3.2', title: '隐私政策' } as PrivacyAgreement

  it('the agreement record of the second customer carries their phone and openid, not the first’s', async () => {
    await signInWechat('opened')
    await signInApp('appOnly')
    const records = recordRequests(endpoints.privacy.signArticle)
    const { result } = renderHook(() => useAgreeAndRecord(), { wrapper: WithServerState })
    let saved: boolean | null = null
    await act(async () => void (saved = await result.current.agree(agreement, 'privacy_sheet')))
    expect(saved).toBe(true)
    expect(records.list.map((r) => r.body)).toEqual([
      expect.objectContaining({ mobile: B().phone, openId: '' }),
    ])
  })

  it('the third-party jump of the second customer is keyed on their id, not the first’s openid', async () => {
    await signInApp('opened')
    await signInApp('appOnly')
    const sent = recordRequests(endpoints.privacy.initStatus)
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(WithServerState, null, createElement(MemoryRouter, null, children))
    const { result } = renderHook(() => useThirdPartyJump(), { wrapper })
    await act(() => result.current.jump('https://partner.example.cn/right'))
    expect(sent.list.map((r) => r.query)).toEqual([expect.objectContaining({ openId: B().appClientNo })])
  })
})
