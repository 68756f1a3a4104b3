import { http as mswHttp, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/db'
import { endpoints } from './endpoints'
import {
  getJumpInitStatus,
  getPrivacyAgreement,
  getPrivacyPopupTexts,
  saveJumpStatus,
  signAgreement,
} from './privacy'
import { local } from '@/shared/lib/storage'

describe('privacy api', () => {
  it('asks for the agreement by channel with the headers', async () => {
    local.set('localToken', 'tok-9')
    let seen: Request | undefined
    server.use(
      mswHttp.get(`*${endpoints.privacy.agreement}`, ({ request }) => {
        seen = request
        return HttpResponse.json({
          code: '0000',
          data: { title: '隐私政策', version: '3.2', isNewBeta: 1, isiframe: 0 },
        })
      }),
    )
    const agreement = await getPrivacyAgreement('wx')
    expect(new URL(seen!.url).searchParams.get('channel')).toBe('wx')
    expect(seen!.headers.get('token')).toBe('tok-9')
    expect(seen!.headers.get('channel')).toBe('h5_trade_service')
    // numeric flags become the '0' / '1' strings the pages compare with
    expect(agreement).toMatchObject({
      version: '3.2',
      isNewBeta: '1',
      isiframe: '0',
      privacyPop: '0',
      url: '',
    })
  })

  it('normalises a missing agreement to empty values', async () => {
    server.use(
      mswHttp.get(`*${endpoints.privacy.agreement}`, () => HttpResponse.json({ code: '0000', data: null })),
    )
    await expect(getPrivacyAgreement('wx')).resolves.toMatchObject({ title: '', version: '', isNewBeta: '0' })
  })

  it('reads the seeded agreement and pop-up texts from the mock backend', async () => {
    await expect(getPrivacyAgreement('wx')).resolves.toMatchObject({ title: '隐私政策', version: '3.2' })
    const texts = await getPrivacyPopupTexts()
    expect(texts.notSelectedPopupContent).toBe('请先阅读并勾选全部协议')
    expect([texts.privateContentNotReadedButton, texts.privateContentReadedButton]).toEqual([
      '查看隐私政策',
      '同意',
    ])
  })

  it('posts the agreement record and the mock keeps it', async () => {
    const record = {
      mobile: '13612345605',
      scene: 'bindUser',
      channel: 'wx',
      agreementList: [{ protocolId: 'PP-2025-032', version: '3.2', title: '隐私政策' }],
      openId: 'o5',
    }
    await signAgreement(record)
    expect(db.account.agreementRecords).toEqual([record])
  })

  it('stores and reads the third-party jump state', async () => {
    await expect(getJumpInitStatus({ openId: 'o1', pageFlag: 'zx' })).resolves.toEqual({ status: '0' })
    await saveJumpStatus({ openId: 'o1', pageFlag: 'zx', status: '1' })
    await expect(getJumpInitStatus({ openId: 'o1', pageFlag: 'zx' })).resolves.toEqual({ status: '1' })
  })
})
