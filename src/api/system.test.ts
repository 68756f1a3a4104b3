import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import { CHANNEL_HEADER } from './http'
import { checkCaptcha, getCaptchaImage, getMaintenanceWindow } from './system'
import { loadingCounter } from '@/shared/lib/loading'

describe('system api', () => {
  it('requests the captcha at the timestamp path and returns that timestamp as checkKey', async () => {
    let seen: URL | undefined
    let channel: string | null = null
    server.use(
      mswHttp.get(`*${endpoints.system.randomImage(':ts')}`, ({ request }) => {
        seen = new URL(request.url)
        channel = request.headers.get('channel')
        return HttpResponse.json({ code: '0000', result: 'data:image/png;base64,AAAA' })
      }),
    )
    const captcha = await getCaptchaImage('13800000000')
    expect(captcha.image).toBe('data:image/png;base64,AAAA')
    expect(seen?.pathname).toBe(endpoints.system.randomImage(captcha.checkKey))
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
