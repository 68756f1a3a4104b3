import { beforeEach, describe, expect, it } from 'vitest'
import { renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db, type UserScenario } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { session } from '@/shared/lib/storage'
import { recordRequests } from '@tests/record-requests'
import { holdAnswers } from '@tests/hold-answers'
import { setUserAgent, signIn, WithServerState } from '@tests/render'
import { askerOf, createQueryClient } from '@/api/query-client'
import { resolveCampaignUser, useCampaignUser } from './use-campaign-user'

/** The campaign user as its query resolves it, through a fresh cache (as a first visit). */
const resolve = () => resolveCampaignUser(askerOf({ client: createQueryClient() }))

/** The app session a ticket login leaves (api/auth/app-login.ts): client number, token, profile. */
function signInApp(user: UserScenario = 'opened') {
  db.scenario.user = user
  session.set('unionAppClientNo', db.users[user].appClientNo)
  session.set('appClientToken', db.users[user].appClientToken || 'tok')
}

/** The paths of the identity calls made while `run` runs. */
async function identityCalls(run: () => Promise<unknown>): Promise<string[]> {
  const sent = recordRequests()
  await run()
  sent.stop()
  return sent.paths()
}

const called = (paths: string[], endpoint: string) => paths.some((p) => p.endsWith(endpoint))

describe('resolveCampaignUser in WeChat (marketing §4.1, §4.4)', () => {
  beforeEach(() => setUserAgent('wx'))

  it.each([
    ['unbound', false, false],
    ['boundNotRegistered', false, false],
    ['registeredNotAppBound', false, false],
    ['boundNotOpened', true, false],
    ['opened', true, true],
  ] as const)('%s → bound %s, open %s', async (user, isBind, isOpen) => {
    signIn(user)
    const r = await resolve()
    expect(r.isBind).toBe(isBind)
    expect(r.isOpen).toBe(isOpen)
  })

  it('keys the user on the openid', async () => {
    signIn('opened')
    const r = await resolve()
    expect(r).toMatchObject({
      kind: 'wechat',
      userId: db.users.opened.openid,
      openid: db.users.opened.openid,
    })
  })

  it('stores the app client number of the app login', async () => {
    signIn('opened')
    const r = await resolve()
    expect(r.appClientNo).toBe('AC100005')
    expect(session.get('unionAppClientNo')).toBe('AC100005')
  })

  it('an app client number already known is used without another app login', async () => {
    signIn('opened')
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    const calls = await identityCalls(() => resolve())
    expect(called(calls, endpoints.identity.loginToApp)).toBe(false)
    expect(called(calls, endpoints.identity.getOpenStatus)).toBe(true)
  })

  it('asks the app login and the open status beside the account state, not after its answer (one round of calls)', async () => {
    signIn('opened')
    const sent = recordRequests()
    const answerAccount = holdAnswers([['get', endpoints.identity.getUserBindStatus]])
    const resolving = resolve()
    await waitFor(() => expect(sent.to(endpoints.identity.loginToApp)).toHaveLength(1))
    await waitFor(() => expect(sent.to(endpoints.identity.getOpenStatus)).toHaveLength(1))
    expect(sent.to(endpoints.identity.appUserOpenStatus)).toHaveLength(0)
    answerAccount()
    await expect(resolving).resolves.toMatchObject({ isBind: true, isOpen: true, loginFailed: false })
    // The open status came by the openid (the customer status): none asked again by client number after it.
    expect(sent.to(endpoints.identity.appUserOpenStatus)).toHaveLength(0)
  })

  it('an unbound phone stays unbound whatever the app login beside it answered', async () => {
    signIn('unbound')
    const r = await resolve()
    expect(r).toMatchObject({ isBind: false, loginFailed: false, appClientNo: '' })
  })

  it('a failed app login resets the bound state', async () => {
    signIn('opened')
    server.use(
      http.post(`*${endpoints.identity.loginToApp}`, () =>
        HttpResponse.json({ code: '9999', msg: '登录失败' }),
      ),
    )
    const r = await resolve()
    expect(r.isBind).toBe(false)
    expect(r.loginFailed).toBe(true)
  })

  it('is unbound without a WeChat user', async () => {
    const r = await resolve()
    expect(r).toMatchObject({ kind: 'none', userId: '', openid: '', isBind: false, isOpen: false })
  })
})

describe('resolveCampaignUser in the app', () => {
  beforeEach(() => setUserAgent('app'))

  it.each([
    ['opened', true],
    ['boundNotOpened', false],
  ] as const)(
    '%s app user: bound by the app login, open %s, keyed on the client number',
    async (user, isOpen) => {
      signInApp(user)
      const r = await resolve()
      expect(r).toMatchObject({
        kind: 'app',
        userId: db.users[user].appClientNo,
        appClientNo: db.users[user].appClientNo,
        isBind: true,
        isOpen,
        loginFailed: false,
      })
    },
  )

  it('asks only the open status by client number: no WeChat account state, no app login by openid', async () => {
    signInApp('opened')
    const bodies: unknown[] = []
    server.use(
      http.post(`*${endpoints.identity.appUserOpenStatus}`, async ({ request }) => {
        bodies.push(await request.json())
        return HttpResponse.json({ code: '0000', data: { openAccount: '1' } })
      }),
    )
    const calls = await identityCalls(() => resolve())
    expect(bodies).toEqual([{ appClientNo: db.users.opened.appClientNo }])
    expect(called(calls, endpoints.identity.getUserBindStatus)).toBe(false)
    expect(called(calls, endpoints.identity.loginToApp)).toBe(false)
  })

  it('carries the linked openid from the app profile', async () => {
    signInApp('opened')
    session.set('openId', db.users.opened.openid)
    const r = await resolve()
    expect(r).toMatchObject({ userId: db.users.opened.appClientNo, openid: db.users.opened.openid })
  })

  it('nobody signed in to the app is unbound, and no call is made', async () => {
    const calls = await identityCalls(() => resolve())
    expect(calls).toEqual([])
    expect((await resolve()).kind).toBe('none')
  })

  it('a client number without its app token is nobody', async () => {
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    expect(await resolve()).toMatchObject({ kind: 'none', isBind: false, userId: '' })
  })

  it('a WeChat session left in storage does not sign the app user in', async () => {
    signIn('opened')
    expect(await resolve()).toMatchObject({ kind: 'none', isBind: false, userId: '' })
  })

  it('useCampaignUser: an opened app user is in the opened state with the client number as user id', async () => {
    signInApp('opened')
    const { result } = renderHook(() => useCampaignUser(), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current).toMatchObject({
      kind: 'app',
      state: 'opened',
      userId: db.users.opened.appClientNo,
      appClientNo: db.users.opened.appClientNo,
    })
  })

  it('useCampaignUser: an app user without an account is boundNoAccount', async () => {
    signInApp('boundNotOpened')
    const { result } = renderHook(() => useCampaignUser(), { wrapper: WithServerState })
    await waitFor(() => expect(result.current.loading).toBe(false))
    expect(result.current.state).toBe('boundNoAccount')
  })
})
