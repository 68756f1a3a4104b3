import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { mockTicketFor } from '@mocks/handlers/oauth'
import { endpoints } from '../endpoints'
import { session } from '@/shared/lib/storage'
import { setUserAgent } from '@tests/render'
import { recordRequests } from '@tests/record-requests'
import {
  appLogin,
  appLoginOutcome,
  onAppSignIn,
  resetAppLogin,
  retryAppLogin,
  setSwitchConfirm,
  splitCredential,
  startAppLogin,
} from './app-login'
import { signedIn } from './signed-in'
import { openNativeLogin } from '@/shared/lib/native-app'
import { browser } from '@/shared/lib/browser'

/** A window whose address is `href`: replaceState changes the address as the browser would. */
function fakeWindow(href: string) {
  const win = {
    location: { href },
    history: {
      state: null,
      replaceState: vi.fn((_s: unknown, _t: string, next: string) => {
        win.location.href = next
      }),
    },
  }
  return win
}

afterEach(() => resetAppLogin())

describe('the credential leaves the address (ASVS 14.2.1)', () => {
  it.each([
    ['https://h5.a.cn/?ticket=T1#/mgmfour', 'https://h5.a.cn/#/mgmfour', { ticket: 'T1' }],
    [
      'https://h5.a.cn/#/mgmfour?ticket=T1&pageFlag=x',
      'https://h5.a.cn/#/mgmfour?pageFlag=x',
      { ticket: 'T1' },
    ],
    // a client id is public: taken out of the address, but no credential
    ['https://h5.a.cn/?clientid=C7&a=1#/pointsHome', 'https://h5.a.cn/?a=1#/pointsHome', null],
    ['https://h5.a.cn/?ticket=T2#/x?clientid=C2', 'https://h5.a.cn/#/x', { ticket: 'T2' }],
  ])('%s → %s', (href, clean, credential) => {
    expect(splitCredential(href)).toEqual({ href: clean, credential, changed: true })
  })

  it('leaves an address without them as it is', () => {
    const href = 'https://h5.a.cn/#/mgmfour?pageFlag=x'
    expect(splitCredential(href)).toEqual({ href, credential: null, changed: false })
  })

  it('at start-up, removes the ticket with replaceState and never stores it', async () => {
    setUserAgent('app')
    const win = fakeWindow(`https://h5.a.cn/?ticket=TK-${db.users.opened.appClientNo}#/mgmfour`)
    await startAppLogin(win as unknown as Window)
    expect(win.history.replaceState).toHaveBeenCalledTimes(1)
    expect(win.location.href).toBe('https://h5.a.cn/#/mgmfour')
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/TK-/)
    expect(JSON.stringify({ ...sessionStorage })).not.toMatch(/TK-/)
  })

  it('removes a ticket opened in WeChat too, without an app login', async () => {
    setUserAgent('wx')
    let calls = 0
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, () => {
        calls++
        return HttpResponse.json({ code: '0000', data: {} })
      }),
    )
    const win = fakeWindow('https://h5.a.cn/#/mgmfour?ticket=T9')
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'none' })
    expect(win.location.href).toBe('https://h5.a.cn/#/mgmfour')
    expect(calls).toBe(0)
  })
})

describe('app login (account-and-shared §4)', () => {
  beforeEach(() => setUserAgent('app'))

  it('logs in by ticket: client number and token stored, profile read, the user is the app user', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC9', appClientToken: 'tok9', isLimit: 0, clientid: 'c9', isAppBinding: 1 },
        })
      }),
      mswHttp.post(`*${endpoints.identity.queryAppUserInfo}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { phone: 13800009999, openId: 'oLinked9', nickName: '理财粉丝' },
        }),
      ),
    )
    await expect(appLogin({ ticket: 'T1' })).resolves.toEqual({ status: 'ok' })
    expect(body).toEqual({ ticket: 'T1' })
    expect(session.get('unionAppClientNo')).toBe('AC9')
    expect(session.get('appClientToken')).toBe('tok9')
    expect(signedIn()).toMatchObject({
      kind: 'app',
      userId: 'AC9',
      appClientNo: 'AC9',
      openid: 'oLinked9',
      phone: '13800009999',
      userIdType: '1',
    })
  })

  it('signs nobody in by a client id (a public id): no login call, the address cleaned', async () => {
    const calls = recordRequests()
    const win = fakeWindow(`https://h5.a.cn/?clientid=${db.users.whitelisted.userId}#/allChannelAssets`)
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'none' })
    expect(calls.paths()).toEqual([])
    expect(win.location.href).toBe('https://h5.a.cn/#/allChannelAssets')
    expect(signedIn().kind).toBe('none')
  })

  it('passes limitContent on when isLimit is 1 (also sent as a number)', async () => {
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC1', isLimit: 1, limitContent: '您的账户已受限' },
        }),
      ),
    )
    await expect(appLogin({ ticket: 'T' })).resolves.toEqual({ status: 'limited', text: '您的账户已受限' })
  })

  it('fails on a refused ticket or an answer without a client number, and retries with the same ticket', async () => {
    const seen: unknown[] = []
    let refuse = true
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, async ({ request }) => {
        seen.push(await request.json())
        return refuse
          ? HttpResponse.json({ code: '4002', msg: '登录凭证无效或已过期，请重新登录' })
          : HttpResponse.json({ code: '0000', data: { appClientNo: 'AC5', appClientToken: 't5' } })
      }),
    )
    const win = fakeWindow('https://h5.a.cn/#/pointsHome?ticket=T5')
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'failed' })
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'failed' })
    expect(signedIn().kind).toBe('none')
    refuse = false
    await expect(retryAppLogin()).resolves.toEqual({ status: 'ok' })
    expect(seen).toEqual([{ ticket: 'T5' }, { ticket: 'T5' }])
    expect(signedIn().userId).toBe('AC5')
    // used: the ticket is forgotten
    await expect(retryAppLogin()).resolves.toEqual({ status: 'none' })
  })
})

/** A window whose address changes by the fragment alone, firing popstate then hashchange as browsers do. */
/** The nonce the native login's `redirect` carries when this page starts it (openNativeLogin). */
function nativeLoginNonce(): string {
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  openNativeLogin('https://h5.a.cn/#/allChannelAssets')
  const redirect = new URL(String(assign.mock.calls[0]![0])).searchParams.get('redirect')!
  assign.mockRestore()
  return new URLSearchParams(redirect.slice(redirect.indexOf('?') + 1)).get('loginNonce')!
}

function watchedWindow(href: string) {
  const win = fakeWindow(href)
  const listeners: Record<string, (() => void)[]> = {}
  const target = Object.assign(win, {
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    /** The native app changes the fragment: the address is `next`, then the two events fire. */
    navigate(next: string) {
      win.location.href = next
      for (const type of ['popstate', 'hashchange']) for (const listener of listeners[type] ?? []) listener()
    },
  })
  return target
}

describe('a ticket that comes by a change of the fragment (docs/identity.md)', () => {
  const ticketOf = (user: 'opened' | 'whitelisted') => mockTicketFor(db.users[user].appClientNo)

  it('of the native login this page started is a new sign-in: the customer before is forgotten at once, then only the new one is signed in', async () => {
    setUserAgent('app')
    const win = watchedWindow(`https://h5.a.cn/?ticket=${ticketOf('opened')}#/allChannelAssets`)
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'ok' })
    expect(signedIn().userId).toBe(db.users.opened.appClientNo)

    const started = vi.fn()
    const stop = onAppSignIn(started)
    const second = ticketOf('whitelisted')
    const nonce = nativeLoginNonce()
    win.navigate(`https://h5.a.cn/#/allChannelAssets?ticket=${second}&loginNonce=${nonce}`)
    // before any answer: the ticket has left the address and nobody is signed in
    expect(win.location.href).toBe('https://h5.a.cn/#/allChannelAssets')
    expect(started).toHaveBeenCalledTimes(1)
    expect(signedIn().kind).toBe('none')
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'ok' })
    expect(signedIn()).toMatchObject({
      userId: db.users.whitelisted.appClientNo,
      phone: db.users.whitelisted.phone,
    })
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(db.users.opened.appClientNo)

    // a fragment change without a ticket, or with the same ticket again, signs nobody in again
    win.navigate('https://h5.a.cn/#/pointsHome')
    win.navigate(`https://h5.a.cn/#/pointsHome?ticket=${second}`)
    expect(win.location.href).toBe('https://h5.a.cn/#/pointsHome')
    expect(started).toHaveBeenCalledTimes(1)
    stop()
  })

  it('in WeChat only leaves the address', async () => {
    setUserAgent('wx')
    const win = watchedWindow('https://h5.a.cn/#/mgmfour')
    await startAppLogin(win as unknown as Window)
    const started = vi.fn()
    const stop = onAppSignIn(started)
    win.navigate('https://h5.a.cn/#/mgmfour?ticket=T8&pageFlag=x')
    expect(win.location.href).toBe('https://h5.a.cn/#/mgmfour?pageFlag=x')
    expect(started).not.toHaveBeenCalled()
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'none' })
    stop()
  })

  it('at start-up, reads the ticket from the address entered when it has already left the address', async () => {
    setUserAgent('app')
    const win = fakeWindow('https://h5.a.cn/#/allChannelAssets')
    const entered = `https://h5.a.cn/?ticket=${ticketOf('opened')}#/allChannelAssets`
    await expect(startAppLogin(win as unknown as Window, entered)).resolves.toEqual({ status: 'ok' })
    expect(win.history.replaceState).not.toHaveBeenCalled()
    expect(signedIn().userId).toBe(db.users.opened.appClientNo)
  })
})

describe('whose ticket (docs/identity.md)', () => {
  const ticketOf = (user: 'opened' | 'whitelisted') => mockTicketFor(db.users[user].appClientNo)
  const A = () => db.users.opened.appClientNo
  const B = () => db.users.whitelisted.appClientNo

  async function signedInAsA() {
    setUserAgent('app')
    const win = watchedWindow(`https://h5.a.cn/?ticket=${ticketOf('opened')}#/pointsHome`)
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'ok' })
    expect(signedIn().userId).toBe(A())
    return win
  }

  it('the native login carries a one-time nonce back, and the nonce vouches for one ticket only', () => {
    const nonce = nativeLoginNonce()
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(session.get('appLoginNonce')).toBe(nonce)
    expect(nativeLoginNonce()).not.toBe(nonce)
  })

  it('a ticket in a link while A is signed in asks 切换账户？ and, on yes, signs B in', async () => {
    const win = await signedInAsA()
    const asked = vi.fn(() => Promise.resolve(true))
    setSwitchConfirm(asked)
    const started = vi.fn()
    const stop = onAppSignIn(started)
    win.navigate(`https://h5.a.cn/#/pointsHome?ticket=${ticketOf('whitelisted')}`)
    // A stays signed in while the ticket is exchanged and the customer is asked
    expect(win.location.href).toBe('https://h5.a.cn/#/pointsHome')
    expect(signedIn().userId).toBe(A())
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'ok' })
    expect(asked).toHaveBeenCalledTimes(1)
    expect(started).toHaveBeenCalledTimes(1)
    expect(signedIn()).toMatchObject({ userId: B(), phone: db.users.whitelisted.phone })
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(A())
    stop()
  })

  it('on no (or a closed dialog), A stays signed in and nothing of B is kept', async () => {
    const win = await signedInAsA()
    const tokenOfA = session.get('appClientToken')
    const asked = vi.fn(() => Promise.resolve(false))
    setSwitchConfirm(asked)
    const started = vi.fn()
    const stop = onAppSignIn(started)
    win.navigate(`https://h5.a.cn/#/pointsHome?ticket=${ticketOf('whitelisted')}`)
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'none' })
    expect(asked).toHaveBeenCalledTimes(1)
    expect(started).not.toHaveBeenCalled()
    expect(signedIn().userId).toBe(A())
    expect(session.get('appClientToken')).toBe(tokenOfA)
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(B())
    stop()
  })

  it("a nonce that is not this page's does not vouch: the customer is asked", async () => {
    const win = await signedInAsA()
    nativeLoginNonce()
    const asked = vi.fn(() => Promise.resolve(false))
    setSwitchConfirm(asked)
    win.navigate(`https://h5.a.cn/#/pointsHome?ticket=${ticketOf('whitelisted')}&loginNonce=forged`)
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'none' })
    expect(asked).toHaveBeenCalledTimes(1)
    expect(signedIn().userId).toBe(A())
  })

  it("the same customer's ticket in a link renews their token without asking", async () => {
    const win = await signedInAsA()
    const asked = vi.fn(() => Promise.resolve(false))
    setSwitchConfirm(asked)
    win.navigate(`https://h5.a.cn/#/pointsHome?ticket=${ticketOf('opened')}`)
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'ok' })
    expect(asked).not.toHaveBeenCalled()
    expect(signedIn()).toMatchObject({ userId: A(), phone: db.users.opened.phone })
  })

  it("a ticket in a link with nobody signed in signs its customer in, as the app's own link does", async () => {
    setUserAgent('app')
    const asked = vi.fn(() => Promise.resolve(false))
    setSwitchConfirm(asked)
    const win = watchedWindow(`https://h5.a.cn/?ticket=${ticketOf('whitelisted')}#/pointsHome`)
    await expect(startAppLogin(win as unknown as Window)).resolves.toEqual({ status: 'ok' })
    expect(asked).not.toHaveBeenCalled()
    expect(signedIn().userId).toBe(B())
  })

  it('sign-ins take turns: a late answer to an earlier ticket signs nobody in (only the newest ticket counts)', async () => {
    setUserAgent('app')
    const first = ticketOf('opened')
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, async ({ request }) => {
        const { ticket } = (await request.clone().json()) as { ticket: string }
        if (ticket === first) await held
        return undefined
      }),
    )
    const win = watchedWindow(`https://h5.a.cn/?ticket=${first}#/pointsHome`)
    const firstOutcome = startAppLogin(win as unknown as Window)
    // the native login this page started comes back with B's ticket while A's answer is still on its way
    win.navigate(
      `https://h5.a.cn/#/pointsHome?ticket=${ticketOf('whitelisted')}&loginNonce=${nativeLoginNonce()}`,
    )
    await expect(appLoginOutcome()).resolves.toEqual({ status: 'ok' })
    expect(signedIn().userId).toBe(B())
    release()
    // A's answer arrives last and writes nothing; the earlier caller learns the newest outcome
    await expect(firstOutcome).resolves.toEqual({ status: 'ok' })
    expect(signedIn()).toMatchObject({ userId: B(), phone: db.users.whitelisted.phone })
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain(A())
  })
})
