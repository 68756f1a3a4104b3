import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { endpoints } from '../endpoints'
import { local, session } from '@/shared/lib/storage'
import { appLoginFromUrl } from './app-login'

describe('app login (account-and-shared §4)', () => {
  it('does nothing without a ticket or client id', async () => {
    expect(await appLoginFromUrl('https://h5.a.cn/#/mgmfour')).toEqual({ status: 'none' })
  })

  it('logs in by the ticket in the URL and stores the client number and token', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({
          code: '0000',
          data: {
            appClientNo: 'AC9',
            appClientToken: 'tok9',
            isLimit: '0',
            clientid: 'c9',
            isAppBinding: '1',
          },
        })
      }),
    )
    expect(await appLoginFromUrl('https://h5.a.cn/#/mgmfour?ticket=T1')).toEqual({ status: 'ok' })
    expect(body).toEqual({ ticket: 'T1' })
    expect(local.get('unionAppClientNo')).toBe('AC9')
    expect(session.get('appClientToken')).toBe('tok9')
    expect(local.get('unionAppTicket')).toBe('T1')
  })

  it('logs in by client id', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfo}`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ code: '0000', data: { appClientNo: 'AC7', appClientToken: 't7' } })
      }),
    )
    expect(await appLoginFromUrl('https://h5.a.cn/?clientid=C7#/pointsHome')).toEqual({ status: 'ok' })
    expect(body).toEqual({ clientid: 'C7' })
    expect(local.get('unionAppClientNo')).toBe('AC7')
  })

  it('passes limitContent on when isLimit is 1', async () => {
    server.use(
      mswHttp.post(`*${endpoints.identity.queryAppUserInfoByTicket}`, () =>
        HttpResponse.json({
          code: '0000',
          data: { appClientNo: 'AC1', isLimit: '1', limitContent: '您的账户已受限' },
        }),
      ),
    )
    expect(await appLoginFromUrl('https://h5.a.cn/?ticket=T#/x')).toEqual({
      status: 'limited',
      text: '您的账户已受限',
    })
  })
})
