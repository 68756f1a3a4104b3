import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from '@/api/endpoints'
import { browser } from '@/shared/lib/browser'
import { env } from '@/shared/lib/env'
import { local } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'

/**
 * The account pages with what the real backend sends, not what our mock sends. Each test failed
 * before the API contract layer (flags compared with '1', lists read without an array check, one-tap with
 * an empty phone).
 */

const ERROR_BOUNDARY_TEXT = '页面出了点小问题，请稍后重试'
const ok = (data: unknown) => () => HttpResponse.json({ code: '0000', msg: '成功', data })

let assign: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  local.set('privacy-version', '3.2')
  local.set('localLoginTypeSelect', String(Date.now() + 60_000))
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  assign.mockRestore()
  Dialog.clear()
})

describe('account state with numeric flags (getUserBindStatus isPhoneBinding: 1)', () => {
  it('a fully bound user goes on to the target, not to /bindUser', async () => {
    server.use(
      http.get(
        `*${endpoints.identity.getUserBindStatus}`,
        ok({ isPhoneBinding: 1, isRegister: 1, isAppBinding: true }),
      ),
      http.get(`*${endpoints.identity.getOpenStatus}`, ok({ openAccount: 1 })),
    )
    const target = `https://${env().officialDomain}/#/home`
    const { location } = await renderRoute(`/linkZxTip?targetUrl=${encodeURIComponent(target)}`, {
      user: 'opened',
    })
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1))
    expect(String(assign.mock.calls[0][0])).toMatch(/\?t=\d+#\/home$/)
    expect(location().pathname).toBe('/linkZxTip')
  })

  it('a phone-bound, unregistered user (flags 1 and "0") goes to one-tap registration', async () => {
    server.use(
      http.get(
        `*${endpoints.identity.getUserBindStatus}`,
        ok({ isPhoneBinding: 1, isRegister: '0', isAppBinding: null }),
      ),
    )
    const { location } = await renderRoute('/bindUserTip', { user: 'boundNotRegistered' })
    await waitFor(() => expect(location().pathname).toBe('/bindUserPhoneRegister'))
  })
})

describe.each([
  ['an object', {}],
  ['a string', 'none'],
  ['null', null],
])('config pictures and banners answered with %s instead of a list', (_label, payload) => {
  beforeEach(() => {
    server.use(
      http.post(`*${endpoints.config.findByType}`, ok(payload)),
      http.get(`*${endpoints.config.bannerList}`, ok(payload)),
    )
  })

  it.each([
    ['/bindUser', 'unbound', '绑定'],
    ['/bindUserPhoneRegister', 'boundNotRegistered', '一键注册并绑定'],
    ['/bindUserPhoneLogin', 'registeredNotAppBound', '一键绑定'],
    ['/bindSuccess', 'opened', '进入我的首页'],
  ] as const)('%s renders its form', async (path, user, button) => {
    await renderRoute(path, { user })
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument()
    expect(screen.queryByText(ERROR_BOUNDARY_TEXT)).not.toBeInTheDocument()
  })
})

describe('one-tap pages with a WeChat user that has no phone', () => {
  it.each(['/bindUserPhoneRegister', '/bindUserPhoneLogin'])(
    '%s never posts an empty phone: it goes to the bind form',
    async (path) => {
      const posted: unknown[] = []
      server.use(
        http.post(`*${endpoints.identity.wechatAppBind}`, async ({ request }) => {
          posted.push(await request.json())
          return HttpResponse.json({ code: '0000', data: null })
        }),
      )
      db.users.boundNotRegistered.phone = ''
      const { location } = await renderRoute(`${path}?isMgm=16`, { user: 'boundNotRegistered' })
      await waitFor(() => expect(location().pathname).toBe('/bindUser'))
      expect(new URLSearchParams(location().search).get('isMgm')).toBe('16')
      await userEvent.setup().click(await screen.findByRole('button', { name: '绑定' }))
      expect(posted).toEqual([])
    },
  )
})
