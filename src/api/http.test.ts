import { readFileSync } from 'node:fs'
import { http as mswHttp, HttpResponse, delay } from 'msw'
import { screen, waitFor } from '@testing-library/react'
import { server } from '@mocks/node'
import { browser } from '@/shared/lib/browser'
import { describeFailure, SERVICE_BUSY_TEXT } from '@/shared/lib/failure'
import { loadingCounter } from '@/shared/lib/loading'
import { local, session, wxUserStore } from '@/shared/lib/storage'
import { Toast } from 'antd-mobile'
import { any, obj, text } from './schema'
import {
  ApiError,
  callEnvelope,
  http,
  isSuccessCode,
  RELOAD_MARKER,
  resetHttpState,
  TIMEOUT_MS,
} from './http'

const reply = (body: unknown, init?: ResponseInit) => () => HttpResponse.json(body as object, init)

async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p
  } catch (e) {
    return e as ApiError
  }
  throw new Error('expected the call to reject')
}

/** What antd-mobile's Toast is asked to show from now on (one at a time: a later toast replaces it). */
function watchToasts(): () => unknown[] {
  const show = vi.spyOn(Toast, 'show')
  return () => show.mock.calls.map(([props]) => (typeof props === 'string' ? props : props.content))
}

/**
 * No toast so far: a later call that does toast is the signal. Toasts are shown in the order they are
 * asked for, so once that one is shown, a toast for an earlier call would have been shown before it.
 */
async function expectOnlyTheNextToast(shown: () => unknown[]): Promise<void> {
  server.use(mswHttp.get('*/t/loud', reply({ code: '1003', msg: '后来的提示' })))
  await rejection(http.get(any(), '/t/loud'))
  expect(await screen.findByText('后来的提示')).toBeInTheDocument()
  expect(shown()).toEqual(['后来的提示'])
}

describe('http layer (api-contract.md, Transport)', () => {
  it('sends the channel header always and the tokens when present, with credentials', async () => {
    let seen: Headers | undefined
    let credentials: RequestCredentials | undefined
    server.use(
      mswHttp.all('*/t/headers', ({ request }) => {
        seen = request.headers
        credentials = request.credentials
        return HttpResponse.json({ code: '0000', data: 1 })
      }),
    )
    await http.get(any(), '/t/headers')
    expect(credentials).toBe('include')
    expect(seen?.get('channel')).toBe('h5_trade_service')
    expect(seen?.has('token')).toBe(false)
    expect(seen?.has('appClientToken')).toBe(false)

    local.set('localToken', 'tok-1')
    session.set('appClientToken', 'app-1')
    await http.get(any(), '/t/headers')
    expect(seen?.get('token')).toBe('tok-1')
    expect(seen?.get('appClientToken')).toBe('app-1')

    // a sign-in's own exchange goes without the signed-in customer's tokens, and without the mark
    await http.get(any(), '/t/headers', undefined, { anonymous: true })
    expect(seen?.get('channel')).toBe('h5_trade_service')
    expect(seen?.has('token')).toBe(false)
    expect(seen?.has('appClientToken')).toBe(false)
    expect([...seen!.keys()].filter((name) => name.startsWith('x-'))).toEqual([])

    // a call's own headers go along (a transfer's proof, src/api/points.ts), never in place of the layer's
    await http.post(any(), '/t/headers', {}, { config: { headers: { verifyToken: 'v-1', channel: 'x' } } })
    expect(seen?.get('verifyToken')).toBe('v-1')
    expect(seen?.get('channel')).toBe('h5_trade_service')
    expect(seen?.get('token')).toBe('tok-1')
  })

  it('sends a body as JSON', async () => {
    let sent: { type: string | null; body: unknown } | undefined
    server.use(
      mswHttp.post('*/t/json', async ({ request }) => {
        sent = { type: request.headers.get('Content-Type'), body: await request.json() }
        return HttpResponse.json({ code: '0000' })
      }),
    )
    await http.post(any(), '/t/json', { user_id: 'u1', integral: 100, list: [1, '二'] })
    expect(sent).toEqual({
      type: 'application/json',
      body: { user_id: 'u1', integral: 100, list: [1, '二'] },
    })
    await http.post(any(), '/t/json')
    expect(sent?.body).toEqual({})
  })

  it('writes query parameters as axios did (the wire format the backend and the mock read)', async () => {
    let query = ''
    server.use(
      mswHttp.all('*/t/query', ({ request }) => {
        query = new URL(request.url).search
        return HttpResponse.json({ code: '0000' })
      }),
    )
    // undefined and null left out; `,` `:` `$` kept, a space as `+`, the rest percent-encoded; an array as name[]
    await http.get(any(), '/t/query', {
      riskLevel: '1,3',
      pageNum: 2,
      distributorCode: undefined,
      none: null,
      text: 'a b:c$d&e=f/中',
      ids: [1, undefined, 'x'],
      flag: false,
    })
    expect(query).toBe(
      '?riskLevel=1,3&pageNum=2&text=a+b:c$d%26e%3Df%2F%E4%B8%AD&ids%5B%5D=1&ids%5B%5D=x&flag=false',
    )
    await http.get(any(), '/t/query', { a: undefined })
    expect(query).toBe('')
    // params on a POST, beside its body (CallOptions.config)
    await http.post(any(), '/t/query', { n: 1 }, { config: { params: { phone: '13600000001' } } })
    expect(query).toBe('?phone=13600000001')
    // a path that carries a query already gets the rest after `&`
    await callEnvelope({ method: 'GET', url: '/t/query?timestamp=1', params: { phone: '1' } })
    expect(query).toBe('?timestamp=1&phone=1')
  })

  it('answers a blob call with the file as it came (no envelope)', async () => {
    server.use(
      mswHttp.get(
        '*/t/file',
        () =>
          new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    )
    const file = (await http.get(any(), '/t/file', undefined, { config: { responseType: 'blob' } })) as Blob
    expect(file.type).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]))
  })

  it('unwraps the envelope: 0000 resolves with data', async () => {
    server.use(mswHttp.post('*/t/ok', reply({ code: '0000', data: { a: 1 } })))
    await expect(http.post(any(), '/t/ok', { x: 1 })).resolves.toEqual({ a: 1 })
  })

  it("parses data with the call's schema: pages receive clean values", async () => {
    server.use(mswHttp.post('*/t/schema', reply({ code: '0000', data: { name: 7, extra: 'x' } })))
    await expect(http.post(obj({ name: text(), missing: text() }), '/t/schema')).resolves.toEqual({
      name: '7',
      missing: '',
    })
    server.use(mswHttp.post('*/t/schema', reply({ code: '0000' })))
    await expect(http.post(obj({ name: text() }), '/t/schema')).resolves.toEqual({ name: '' })
  })

  it('accepts 200 (string or number) only where the call allows it', async () => {
    server.use(mswHttp.get('*/t/200', reply({ code: 200, data: ['x'] })))
    await expect(http.get(any(), '/t/200', undefined, { accept200: true })).resolves.toEqual(['x'])
    const err = await rejection(http.get(any(), '/t/200'))
    expect(err.code).toBe('200')
    expect(isSuccessCode('200', true)).toBe(true)
    expect(isSuccessCode('200')).toBe(false)
  })

  it('toasts msg, else message, on a non-success code and rejects with the code and data', async () => {
    server.use(mswHttp.get('*/t/msg', reply({ code: '1001', msg: '短信验证码错误', data: { k: 1 } })))
    const err = await rejection(http.get(any(), '/t/msg'))
    expect(err).toMatchObject({ code: '1001', kind: 'business', data: { k: 1 } })
    expect(await screen.findByText('短信验证码错误')).toBeInTheDocument()

    server.use(mswHttp.get('*/t/message', reply({ code: '1002', message: '参数错误' })))
    await rejection(http.get(any(), '/t/message'))
    expect(await screen.findByText('参数错误')).toBeInTheDocument()
  })

  it('does not toast quiet codes the caller handles', async () => {
    server.use(mswHttp.get('*/t/quiet', reply({ code: '9900', msg: '反洗钱提示' })))
    const shown = watchToasts()
    const err = await rejection(http.get(any(), '/t/quiet', undefined, { quietCodes: ['9900'] }))
    expect(err.code).toBe('9900')
    await expectOnlyTheNextToast(shown)
  })

  it('toasts 网络飘走了,请稍候再试哦 on a network failure', async () => {
    server.use(mswHttp.get('*/t/down', () => HttpResponse.error()))
    const err = await rejection(http.get(any(), '/t/down'))
    expect(err.kind).toBe('network')
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
  })

  it('toasts the network text on an answer that is not an envelope', async () => {
    server.use(
      mswHttp.get('*/t/html', () => HttpResponse.html('<html>网关</html>')),
      mswHttp.get('*/t/bad-gateway', () => HttpResponse.html('<html>502</html>', { status: 502 })),
    )
    expect(await rejection(http.get(any(), '/t/html'))).toMatchObject({ kind: 'network', code: 'MALFORMED' })
    expect(await rejection(http.get(any(), '/t/bad-gateway'))).toMatchObject({
      kind: 'network',
      code: 'NETWORK',
    })
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
  })

  it('shows the busy envelope of the shipped nginx block as the service being busy, not the network', async () => {
    // What the server block answers when the backend is down, slow or unverified (docs/deployment.md, nginx).
    const block = readFileSync('deploy/nginx/storefront.conf', 'utf8')
    const busy = /location @busy \{[^}]*\sreturn 503 '([^']+)';/.exec(block)?.[1]
    expect(busy).toBeDefined()
    server.use(
      mswHttp.get(
        '*/t/proxy-busy',
        () =>
          new HttpResponse(busy, {
            status: 503,
            headers: { 'content-type': 'application/json', 'retry-after': '10' },
          }),
      ),
    )
    const err = await rejection(http.get(any(), '/t/proxy-busy'))
    expect(err).toMatchObject({ kind: 'business', unsettled: true, message: SERVICE_BUSY_TEXT })
    expect(describeFailure(err)).toEqual({ network: false, text: SERVICE_BUSY_TEXT })
    expect(await screen.findByText(SERVICE_BUSY_TEXT)).toBeInTheDocument()
  })

  it('aborts a call after 30 s and toasts the network text: a timeout is a network failure', async () => {
    expect(TIMEOUT_MS).toBe(30_000)
    let arrived = () => {}
    const reached = new Promise<void>((resolve) => (arrived = resolve))
    server.use(
      mswHttp.get('*/t/slow', () => {
        arrived()
        return new Promise<never>(() => {}) // no answer, ever
      }),
    )
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let settled = false
    const call = rejection(http.get(any(), '/t/slow')).finally(() => (settled = true))
    await reached
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const err = await call
    vi.useRealTimers()
    expect(err.kind).toBe('network')
    expect(await screen.findByText('网络飘走了,请稍候再试哦')).toBeInTheDocument()
  })

  it('rejects on 5555 and on a missing token header message, without a toast', async () => {
    server.use(
      mswHttp.get('*/t/5555', reply({ code: '5555', msg: '请先登录' })),
      mswHttp.get('*/t/token', reply({ code: '500', msg: "Required request header 'token' is not present" })),
    )
    const shown = watchToasts()
    expect((await rejection(http.get(any(), '/t/5555'))).kind).toBe('auth')
    expect((await rejection(http.get(any(), '/t/token'))).kind).toBe('auth')
    await expectOnlyTheNextToast(shown)
  })

  describe('403', () => {
    beforeEach(() => {
      local.set('localToken', 'tok')
      local.set('localUserExpireDate', String(Date.now() + 1000))
      session.set('appClientToken', 'app')
    })

    it('clears the tokens and expiry and reloads once with a random query parameter', async () => {
      const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
      server.use(mswHttp.get('*/t/403', reply({ code: '403' }, { status: 403 })))
      const err = await rejection(http.get(any(), '/t/403'))
      expect(err.kind).toBe('auth')
      expect(local.get('localToken')).toBeNull()
      expect(local.get('localUserExpireDate')).toBeNull()
      expect(session.get('appClientToken')).toBeNull()
      expect(replace).toHaveBeenCalledTimes(1)
      expect(new URL(replace.mock.calls[0][0]).searchParams.get('_r')).toMatch(/^[a-z0-9]+$/)
    })

    it('clears the whole identity too: phone, nickname and openid of the profile and the WeChat user (docs/identity.md)', async () => {
      vi.spyOn(browser, 'replace').mockImplementation(() => {})
      wxUserStore.set({ openid: 'oA', phone: '13600000001', nickname: 'A' })
      for (const [key, value] of [
        ['openId', 'oA'],
        ['phone', '13600000001'],
        ['nickName', 'A'],
        ['userShowName', '张*'],
        ['unionAppClientNo', 'AC1'],
      ] as const)
        session.set(key, value)
      server.use(mswHttp.get('*/t/403id', reply({ code: '403' }, { status: 403 })))
      await rejection(http.get(any(), '/t/403id'))
      for (const key of ['openId', 'phone', 'nickName', 'userShowName', 'unionAppClientNo'] as const)
        expect(session.get(key), key).toBeNull()
      expect(wxUserStore.get()).toBeNull()
      expect(sessionStorage.getItem('WxUser')).toBeNull()
    })

    it('treats code 403 in the body like HTTP 403', async () => {
      const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
      server.use(mswHttp.get('*/t/403b', reply({ code: '403', msg: 'no' })))
      await rejection(http.get(any(), '/t/403b'))
      expect(replace).toHaveBeenCalledTimes(1)
    })

    it('reloads once for parallel 403s', async () => {
      const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
      server.use(mswHttp.get('*/t/403p', reply({ code: '403' }, { status: 403 })))
      await Promise.allSettled([
        http.get(any(), '/t/403p'),
        http.get(any(), '/t/403p'),
        http.get(any(), '/t/403p'),
      ])
      expect(replace).toHaveBeenCalledTimes(1)
    })

    it('does not reload again while the flag is set, even after successful answers (no loop)', async () => {
      const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
      server.use(
        mswHttp.get('*/t/403g', reply({ code: '403' }, { status: 403 })),
        mswHttp.get('*/t/okg', reply({ code: '0000', data: null })),
      )
      await rejection(http.get(any(), '/t/403g'))
      expect(session.get('reload403')).toBe('1')
      resetHttpState() // a new page load: module state is fresh, the session flag is not
      await http.get(any(), '/t/okg')
      await rejection(http.get(any(), '/t/403g'))
      expect(replace).toHaveBeenCalledTimes(1)
    })

    it('never reloads a page that is itself the reload, even when storage throws (private mode)', async () => {
      const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {})
      const throwing = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError')
      })
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('denied', 'SecurityError')
      })
      server.use(mswHttp.get('*/t/403s', reply({ code: '403' }, { status: 403 })))
      // the first 403 reloads with the marker…
      await rejection(http.get(any(), '/t/403s'))
      expect(replace).toHaveBeenCalledTimes(1)
      const reloaded = String(replace.mock.calls[0][0])
      expect(new URL(reloaded).searchParams.get(RELOAD_MARKER)).toMatch(/^[0-9a-z]+$/)
      // …and the reloaded page (marker in the address, no storage) does not reload again
      window.history.replaceState(null, '', reloaded)
      resetHttpState()
      await rejection(http.get(any(), '/t/403s'))
      expect(replace).toHaveBeenCalledTimes(1)
      throwing.mockRestore()
      window.history.replaceState(null, '', '/')
    })
  })

  it('counts calls in flight for the loading overlay, except silent ones', async () => {
    server.use(
      mswHttp.get('*/t/wait', async () => {
        await delay(30)
        return HttpResponse.json({ code: '0000' })
      }),
    )
    const a = http.get(any(), '/t/wait')
    const b = http.get(any(), '/t/wait')
    const c = http.get(any(), '/t/wait', undefined, { silent: true })
    expect(loadingCounter.value()).toBe(2)
    await Promise.all([a, b, c])
    expect(loadingCounter.value()).toBe(0)
  })

  it('decrements the counter when a call fails', async () => {
    server.use(mswHttp.get('*/t/fail', () => HttpResponse.error()))
    await rejection(http.get(any(), '/t/fail'))
    await waitFor(() => expect(loadingCounter.value()).toBe(0))
  })
})
