import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { ApiError, CHANNEL_HEADER } from './http'
import {
  bindPhone,
  exchangeCode,
  getOpenStatus,
  loginToApp,
  phoneLogin,
  queryAppid,
  queryAppUserInfo,
  registerOneClick,
  sendSms,
  unbindPhone,
  withQuietCodes,
} from './identity'
import { local, session } from '@/shared/lib/storage'
import { spyOnToasts } from '@tests/toast-spy'

interface Seen {
  method?: string
  url?: URL
  headers?: Headers
  body?: unknown
}

/** Captures the next request to `path` and answers `reply` (bookshelf api-client test style). */
function capture(
  method: 'get' | 'post' | 'put',
  path: string,
  reply: object = { code: '0000', data: null },
): Seen {
  const seen: Seen = {}
  server.use(
    mswHttp[method](`*${path}`, async ({ request }) => {
      seen.method = request.method
      seen.url = new URL(request.url)
      seen.headers = request.headers
      seen.body = request.method === 'GET' ? undefined : await request.json()
      return HttpResponse.json(reply)
    }),
  )
  return seen
}

// http.ts is loaded by the test setup before any vi.mock could apply, so spy on the toast's sink.
const toasts = spyOnToasts()

describe('identity api', () => {
  it('queries the app id with a cache-busting parameter and the channel header', async () => {
    const seen = capture('get', endpoints.identity.queryAppid, { code: '0000', data: { appId: 'wx123' } })
    await expect(queryAppid()).resolves.toEqual({ appId: 'wx123' })
    expect(seen.method).toBe('GET')
    expect(seen.url?.pathname).toBe(endpoints.identity.queryAppid)
    expect(Number(seen.url?.searchParams.get('_t'))).toBeGreaterThan(0)
    expect(seen.headers?.get('channel')).toBe(CHANNEL_HEADER)
  })

  it('never sends the same app id query twice (no cache)', async () => {
    const urls: string[] = []
    server.use(
      mswHttp.get(`*${endpoints.identity.queryAppid}`, ({ request }) => {
        urls.push(request.url)
        return HttpResponse.json({ code: '0000', data: { appId: 'wx' } })
      }),
    )
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      await queryAppid()
      vi.setSystemTime(Date.now() + 5)
      await queryAppid()
    } finally {
      vi.useRealTimers()
    }
    expect(new Set(urls).size).toBe(2)
  })

  it('exchanges the OAuth code as GET params and carries the stored tokens', async () => {
    local.set('localToken', 'tok-1')
    session.set('appClientToken', 'act-1')
    const seen = capture('get', endpoints.identity.codeUser, {
      code: '0000',
      data: { openid: 'o1', phone: '', localToken: 'lt' },
    })
    const user = await exchangeCode('CODE1', 'wxA')
    expect(user.localToken).toBe('lt')
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual({ code: 'CODE1', appId: 'wxA' })
    expect(seen.headers?.get('token')).toBe('tok-1')
    expect(seen.headers?.get('appClientToken')).toBe('act-1')
  })

  it('sends no token header when none is stored', async () => {
    const seen = capture('get', endpoints.identity.getOpenStatus, {
      code: '0000',
      data: { openAccount: '2' },
    })
    await expect(getOpenStatus('U1')).resolves.toEqual({ openAccount: '2' })
    expect(seen.url?.searchParams.get('user_id')).toBe('U1')
    expect(seen.headers?.has('token')).toBe(false)
  })

  it('unbinds with PUT and the app id and openId', async () => {
    const seen = capture('put', endpoints.identity.unbindUserPhone)
    await unbindPhone('wxA', 'o1')
    expect(seen.method).toBe('PUT')
    expect(seen.body).toEqual({ appId: 'wxA', openId: 'o1' })
  })

  it('posts the bind request and rejects 9900 quietly for the AML notice', async () => {
    const seen = capture('post', endpoints.identity.newVerification, {
      code: '9900',
      msg: '反洗钱提示',
      data: null,
    })
    const request = {
      phone: '13800009900',
      openId: 'o1',
      checkCode: '123456',
      authCode: '2',
      captcha: '1234',
      checkKey: '1700000000000',
    } as const
    const error = await bindPhone(request).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).code).toBe('9900')
    expect(seen.body).toEqual(request)
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('still toasts a bind failure that is not a quiet code', async () => {
    capture('post', endpoints.identity.wechatAppBind, { code: '1001', msg: '短信验证码错误' })
    await expect(
      registerOneClick({ phone: '13800000000', openid: 'o1', authCode: '1' }),
    ).rejects.toMatchObject({
      code: '1001',
    })
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ content: '短信验证码错误' }))
  })

  it('rejects phone login 1111 quietly (already bound)', async () => {
    capture('post', endpoints.identity.phoneLogin, { code: '1111', msg: '已绑定' })
    await expect(
      phoneLogin({ phone: '13612345605', checkCode: '123456', captcha: '1234', checkKey: '1', openId: 'o1' }),
    ).rejects.toMatchObject({ code: '1111', kind: 'business' })
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('keeps the caller quiet codes beside the module ones', () => {
    expect(withQuietCodes(['9900'], { quietCodes: ['1001'], silent: true })).toEqual({
      quietCodes: ['9900', '1001'],
      silent: true,
    })
  })

  it('resolves the SMS send once the server accepted it', async () => {
    const seen = capture('post', endpoints.identity.sendVerification, { code: '0000', msg: '操作成功' })
    await expect(sendSms({ phone: '13800000000', captcha: '1234', checkKey: '99' })).resolves.toBeUndefined()
    expect(seen.body).toEqual({ phone: '13800000000', captcha: '1234', checkKey: '99' })
  })

  it('logs into the app by openid and reads the client data from the mock backend', async () => {
    const seen = capture('post', endpoints.identity.loginToApp, {
      code: '0000',
      data: { clientid: 'C1', appClientNo: 'AC1', appClientToken: 'T', isAppBinding: '1', isLimit: '0' },
    })
    await expect(loginToApp('o5')).resolves.toMatchObject({ appClientNo: 'AC1', isLimit: '0' })
    expect(seen.body).toEqual({ openid: 'o5' })
  })

  it('queries the app profile by client number', async () => {
    const seen = capture('post', endpoints.identity.queryAppUserInfo, {
      code: '0000',
      data: { showName: '张*' },
    })
    await queryAppUserInfo({ appClientNo: 'AC7' })
    expect(seen.body).toEqual({ appClientNo: 'AC7' })
  })
})
