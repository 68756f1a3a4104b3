import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { recordRequests } from '@tests/record-requests'
import { db } from '@mocks/db'
import { LOGIN_TTL_MS, local, loginStore, session, wxUserStore } from '@/shared/lib/storage'
import { browser } from '@/shared/lib/browser'
import { USER_AGENTS } from '@tests/user-agents'
import {
  AUTH_MAX_FAILURES,
  buildAuthorizeUrl,
  cleanHref,
  completeOAuth,
  FAILURE_MARKER,
  reenterAfterSignIn,
  startOAuth,
} from './wechat-oauth'

const setHref = (href: string) => window.history.replaceState(null, '', href)

describe('WeChat OAuth (account-and-shared §4)', () => {
  beforeEach(() => setHref('/#/mgmfour?pageFlag=x'))

  it('builds the authorise URL with appid, redirect_uri, scope and state', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        appId: 'wx123',
        redirectUri: 'https://h5.example.cn/?a=1#/mgmfour',
        scope: 'snsapi_base',
        state: 'abc',
      }),
    )
    expect(url.searchParams.get('appid')).toBe('wx123')
    expect(url.searchParams.get('redirect_uri')).toBe('https://h5.example.cn/?a=1#/mgmfour')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('scope')).toBe('snsapi_base')
    expect(url.searchParams.get('state')).toBe('abc')
    expect(url.hash).toBe('#wechat_redirect')
  })

  it('redirects with an unguessable state kept in sessionStorage AUTH_RANDOM', async () => {
    const seen: string[] = []
    await startOAuth((u) => seen.push(u))
    await startOAuth((u) => seen.push(u))
    const [first, second] = seen.map((u) => new URL(u, location.origin))
    const state = first.searchParams.get('state')
    expect(state).toMatch(/^[0-9a-f]{32}$/)
    expect(second.searchParams.get('state')).not.toBe(state)
    expect(session.get('AUTH_RANDOM')).toBe(second.searchParams.get('state'))
    expect(first.searchParams.get('appid')).toBeTruthy()
    expect(first.searchParams.get('redirect_uri')).toBe(`${location.origin}/#/mgmfour?pageFlag=x`)
    expect(local.get('app_id')).toBe(first.searchParams.get('appid'))
  })

  it('never caches the app id call', async () => {
    const calls = recordRequests('queryAppid')
    await startOAuth(() => {})
    await startOAuth(() => {})
    expect(calls.list).toHaveLength(2)
    expect(calls.list[0].url.href).not.toBe(calls.list[1].url.href)
  })

  it('does nothing without a code', async () => {
    expect(await completeOAuth()).toBe('none')
  })

  it('exchanges the code, stores the user, token and a 23-hour expiry, and strips code and state', async () => {
    session.set('AUTH_RANDOM', 'state-1')
    setHref('/?code=CODE1&state=state-1#/mgmfour?pageFlag=x')
    const before = Date.now()
    expect(await completeOAuth()).toBe('ok')
    const user = wxUserStore.get()
    expect(user?.openid).toBe(db.users[db.scenario.user].openid)
    expect(local.get('localToken')).toBeTruthy()
    const expiry = Number(local.get('localUserExpireDate'))
    expect(expiry).toBeGreaterThanOrEqual(before + LOGIN_TTL_MS)
    expect(expiry).toBeLessThanOrEqual(Date.now() + LOGIN_TTL_MS)
    expect(loginStore.isValid()).toBe(true)
    expect(location.search).toBe('')
    expect(location.hash).toBe('#/mgmfour?pageFlag=x')
    expect(session.get('AUTH_RANDOM')).toBeNull()
  })

  it('refuses a state mismatch (→ /routerError) without calling codeUser', async () => {
    let exchanged = false
    server.use(
      mswHttp.get('*/aresoft-wechat/wechat/fans/codeUser', () => {
        exchanged = true
        return HttpResponse.json({ code: '0000', data: {} })
      }),
    )
    session.set('AUTH_RANDOM', 'expected')
    setHref('/?code=C&state=forged#/mgmfour')
    expect(await completeOAuth()).toBe('error')
    expect(exchanged).toBe(false)
    expect(loginStore.isValid()).toBe(false)
    expect(location.search).toBe('')
  })

  it('refuses a code when no state was issued in this session', async () => {
    setHref('/?code=C&state=anything#/mgmfour')
    expect(await completeOAuth()).toBe('error')
  })

  it(`counts failed exchanges in routerErrorNum and gives up after ${AUTH_MAX_FAILURES}`, async () => {
    server.use(
      mswHttp.get('*/aresoft-wechat/wechat/fans/codeUser', () =>
        HttpResponse.json({ code: '1001', msg: 'code无效' }),
      ),
    )
    const attempt = async () => {
      session.set('AUTH_RANDOM', 's')
      setHref('/?code=C&state=s#/mgmfour')
      return completeOAuth()
    }
    expect(await attempt()).toBe('retry')
    expect(session.get('routerErrorNum')).toBe('1')
    expect(await attempt()).toBe('retry')
    expect(await attempt()).toBe('error')
    expect(session.get('routerErrorNum')).toBe('3')
  })

  it('a declined authorisation (state, no code) counts as a failure, clears AUTH_RANDOM and ends on /routerError', async () => {
    const decline = async () => {
      session.set('AUTH_RANDOM', 's')
      setHref('/?state=s#/mgmfour')
      return completeOAuth()
    }
    expect(await decline()).toBe('retry')
    expect(session.get('AUTH_RANDOM')).toBeNull()
    expect(window.location.href).not.toContain('state=')
    expect(await decline()).toBe('retry')
    expect(await decline()).toBe('error')
    expect(session.get('routerErrorNum')).toBe('3')
  })

  it('without sessionStorage (private mode throws), a declined authorisation still ends on /routerError: the count rides in the address (docs/identity.md)', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const spies = [
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied),
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(denied),
    ]
    try {
      const outcomes: string[] = []
      // The first visit starts the round trip; WeChat answers a decline with the redirect_uri plus state.
      const authorise: string[] = []
      await startOAuth((u) => authorise.push(u))
      for (let round = 0; round < 6; round++) {
        const back = new URL(new URL(authorise.at(-1)!, location.origin).searchParams.get('redirect_uri')!)
        back.searchParams.set('state', 'whatever')
        setHref(back.toString())
        const outcome = await completeOAuth()
        outcomes.push(outcome)
        if (outcome !== 'retry') break
        await startOAuth((u) => authorise.push(u)) // bootstrap's retry
      }
      expect(outcomes).toEqual(['retry', 'retry', 'error'])
      // the marker never stays in the address the customer sees
      expect(location.search).toBe('')
      expect(location.hash).toBe('#/mgmfour?pageFlag=x')
    } finally {
      for (const spy of spies) spy.mockRestore()
    }
  })

  it('a retry carries the count in the redirect_uri; a fresh start carries none', async () => {
    const decline = async () => {
      session.set('AUTH_RANDOM', 's')
      setHref('/?state=s#/mgmfour')
      return completeOAuth()
    }
    expect(await decline()).toBe('retry')
    const seen: string[] = []
    await startOAuth((u) => seen.push(u))
    const redirect = new URL(new URL(seen[0], location.origin).searchParams.get('redirect_uri')!)
    expect(redirect.searchParams.get(FAILURE_MARKER)).toBe('1')
    expect(redirect.hash).toBe('#/mgmfour')
    setHref('/#/mgmfour')
    expect(await completeOAuth()).toBe('none')
    await startOAuth((u) => seen.push(u))
    expect(new URL(seen[1], location.origin).searchParams.get('redirect_uri')).toBe(
      `${location.origin}/#/mgmfour`,
    )
  })

  it('cleanHref drops code, state and the reload parameter but keeps the rest', () => {
    expect(cleanHref('https://a.cn/?code=1&state=2&_r=x&keep=1#/p?q=1')).toBe('https://a.cn/?keep=1#/p?q=1')
  })

  it('cleanHref keeps the parameters WeChat adds to a shared link as they were', () => {
    expect(
      cleanHref(
        'https://a.cn/?inviterOpenId=o%2B1&from=singlemessage&isappinstalled=0&code=1&state=2#/mgmfour',
      ),
    ).toBe('https://a.cn/?inviterOpenId=o%2B1&from=singlemessage&isappinstalled=0#/mgmfour')
  })
})

describe('the OAuth return on an iPhone: a new entry at the cleaned address (docs/engines.md)', () => {
  const returnFromOAuth = async () => {
    session.set('AUTH_RANDOM', 'state-i')
    setHref('/?from=singlemessage&code=CODEI&state=state-i#/mgmfour')
    expect(await completeOAuth()).toBe('ok')
    expect(location.href).toBe(`${location.origin}/?from=singlemessage#/mgmfour`)
  }

  it('iOS WeChat loads the page again at the address it shows, so WeChat checks a signature for that one', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    await returnFromOAuth()
    expect(reenterAfterSignIn(USER_AGENTS.wxIphone)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('Android WeChat checks the current address: the page stays', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    await returnFromOAuth()
    expect(reenterAfterSignIn(USER_AGENTS.wx)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('a sign-in that storage could not keep is not reloaded away (the page would go round the authorise page)', () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    expect(loginStore.isValid()).toBe(false)
    expect(reenterAfterSignIn(USER_AGENTS.wxIphone)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
