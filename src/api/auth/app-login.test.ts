import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '../endpoints'
import { local, session } from '@/shared/lib/storage'
import { setUserAgent } from '@tests/render'
import {
  appLogin,
  appLoginOutcome,
  resetAppLogin,
  retryAppLogin,
  splitCredential,
  startAppLogin,
} from './app-login'
import { signedIn } from './signed-in'

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
    ['https://h5.a.cn/?clientid=C7&a=1#/pointsHome', 'https://h5.a.cn/?a=1#/pointsHome', { clientid: 'C7' }],
    ['https://h5.a.cn/?ticket=T2#/x?clientid=C2', 'https://h5.a.cn/#/x', { ticket: 'T2', clientid: 'C2' }],
    ['https://h5.a.cn/#/mgmfour', 'https://h5.a.cn/#/mgmfour', null],
  ])('%s → %s', (href, clean, credential) => {
    expect(splitCredential(href)).toEqual({ href: clean, credential })
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
    expect(local.get('unionAppClientNo')).toBe('AC9')
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

  it('logs in by client id', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfo}`, async ({ request }) => {
        body ??= await request.json()
        return HttpResponse.json({ code: '0000', data: { appClientNo: 'AC7', appClientToken: 't7' } })
      }),
    )
    await expect(appLogin({ clientid: 'C7' })).resolves.toEqual({ status: 'ok' })
    expect(body).toEqual({ clientid: 'C7' })
    expect(local.get('unionAppClientNo')).toBe('AC7')
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
