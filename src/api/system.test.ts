import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints, pathWith } from './endpoints'
import { CHANNEL_HEADER } from './http'
import {
  CAPTCHA_INVALID_TEXT,
  checkCaptcha,
  getCaptchaImage,
  getMaintenanceWindow,
  verifyCaptcha,
} from './system'
import { toast } from '@/shared/lib/toast'
import { loadingCounter } from '@/shared/lib/loading'

vi.mock('@/shared/lib/toast', async (original) => ({
  ...(await original<typeof import('@/shared/lib/toast')>()),
  toast: vi.fn(),
}))

describe('system api', () => {
  it('requests the captcha at the timestamp path and returns that timestamp as checkKey', async () => {
    let seen: URL | undefined
    let channel: string | null = null
    server.use(
      mswHttp.get(`*${endpoints.system.randomImage}`, ({ request }) => {
        seen = new URL(request.url)
        channel = request.headers.get('channel')
        return HttpResponse.json({ code: '0000', result: 'data:image/png;base64,AAAA' })
      }),
    )
    const captcha = await getCaptchaImage('13800000000')
    expect(captcha.image).toBe('data:image/png;base64,AAAA')
    expect(seen?.pathname).toBe(pathWith(endpoints.system.randomImage, { timestamp: captcha.checkKey }))
    expect(seen?.searchParams.get('phone')).toBe('13800000000')
    expect(channel).toBe(CHANNEL_HEADER)
  })

  it('reads the mock captcha image from the envelope result', async () => {
    const captcha = await getCaptchaImage('13800000000')
    expect(captcha.image).toMatch(/^data:image\/svg\+xml/)
    expect(db.account.captchas[captcha.checkKey]).toBe('13800000000')
  })

  it('posts the captcha with its checkKey', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.system.checkCaptcha}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: '0000' })
      }),
    )
    await checkCaptcha({ captcha: '1234', checkKey: '1700000000000' })
    expect(body).toEqual({ captcha: '1234', checkKey: '1700000000000' })
  })

  it('verifyCaptcha: the mock accepts its captcha with the checkKey of an issued image', async () => {
    const { checkKey } = await getCaptchaImage('13800000000')
    await expect(verifyCaptcha({ captcha: '1234', checkKey })).resolves.toBeUndefined()
  })

  it.each([
    [{ code: '1003', msg: '图形验证码错误' }, '图形验证码错误'],
    [{ code: '1003', message: '验证码已过期' }, '验证码已过期'],
    [{ code: '1003' }, CAPTCHA_INVALID_TEXT],
  ])('verifyCaptcha: a refusal %o toasts %s once and rejects', async (answer, text) => {
    vi.mocked(toast).mockClear()
    server.use(mswHttp.post(`*${endpoints.system.checkCaptcha}`, () => HttpResponse.json(answer)))
    await expect(verifyCaptcha({ captcha: '9999', checkKey: '1' })).rejects.toMatchObject({ code: '1003' })
    expect(vi.mocked(toast).mock.calls).toEqual([[text]])
  })

  it('answers no maintenance window normally, without the loading overlay', async () => {
    let during = -1
    server.use(
      mswHttp.get(`*${endpoints.system.maintenance}`, () => {
        during = loadingCounter.value()
        return HttpResponse.json({ code: '0000', data: null })
      }),
    )
    await expect(getMaintenanceWindow()).resolves.toBeNull()
    expect(during).toBe(0)
  })

  it('answers the window under the maintenance scenario', async () => {
    db.scenario.fault = 'maintenance'
    const window = await getMaintenanceWindow()
    expect(window).not.toBeNull()
    const pattern = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/
    expect(window?.start).toMatch(pattern)
    expect(window!.start < window!.serveTime && window!.serveTime < window!.end).toBe(true)
  })
})
