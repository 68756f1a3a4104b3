import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import {
  MERCHANT_QUIET_CODES,
  merchantInviteByPhone,
  newMerchantInvite,
  preMerchantInvite,
  saveFourPlusNRecord,
} from './merchant'
import { local } from '@/shared/lib/storage'

// http.ts is loaded by the test setup before any vi.mock could apply, so spy on the toast's sink.
let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => toastShow.mockRestore())

const request = {
  page_flag: 'xywx_bindbusiness',
  user_id: 'U880001',
  invitedPhone: '13800001117',
  check_code: '123456',
  captcha: '1234',
  checkKey: '1700000000000',
  channel1: 'c1',
  channel2: 'c2',
  posId: 'P01',
}

describe('merchant api', () => {
  it('posts the smart-bind request with headers and rejects its business codes quietly', async () => {
    local.set('localToken', 'tok-m')
    let body: unknown
    let headers: Headers | undefined
    server.use(
      mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, async ({ request: r }) => {
        body = await r.json()
        headers = r.headers
        return HttpResponse.json({
          code: '1117',
          msg: '已被邀请',
          data: { buttonNum: '', promptCopy: 'x', buttonList: {} },
        })
      }),
    )
    const error = (await newMerchantInvite(request).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error.code).toBe('1117')
    expect(error.data).toMatchObject({ promptCopy: 'x' })
    expect(body).toEqual(request)
    expect(headers?.get('token')).toBe('tok-m')
    expect(headers?.get('channel')).toBe('h5_trade_service')
    expect(toastShow).not.toHaveBeenCalled()
  })

  it.each(MERCHANT_QUIET_CODES)('leaves code %s to the page (no toast)', async (code) => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
        HttpResponse.json({ code, msg: 'm' }),
      ),
    )
    await expect(merchantInviteByPhone(request)).rejects.toMatchObject({ code })
    expect(toastShow).not.toHaveBeenCalled()
  })

  it('accepts 200 as success', async () => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () =>
        HttpResponse.json({ code: 200, data: { buttonNum: '', promptCopy: 'ok', buttonList: {} } }),
      ),
    )
    await expect(newMerchantInvite(request)).resolves.toMatchObject({ promptCopy: 'ok' })
  })

  it('toasts other failures', async () => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () =>
        HttpResponse.json({ code: '1118', msg: '活动已结束' }),
      ),
    )
    await expect(newMerchantInvite(request)).rejects.toMatchObject({ code: '1118' })
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: '活动已结束' }))
  })

  it('normalises the page-init user state to a number', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.merchant.preMerchantInvite}`, async ({ request: r }) => {
        body = await r.json()
        return HttpResponse.json({ code: '0000', data: { userState: '2' } })
      }),
    )
    await expect(preMerchantInvite({ page_flag: 'xywx_bindbusiness', user_id: 'U1' })).resolves.toEqual({
      userState: 2,
      pageStopList: [],
      moduleList: [],
    })
    expect(body).toEqual({ page_flag: 'xywx_bindbusiness', user_id: 'U1' })
  })

  it('posts the four-plus-N record', async () => {
    let body: unknown
    server.use(
      mswHttp.post(`*${endpoints.merchant.saveFourPlusNRecord}`, async ({ request: r }) => {
        body = await r.json()
        return HttpResponse.json({ code: '0000' })
      }),
    )
    const record = {
      orderNo: 'O1',
      m1userId: 'M1',
      m2userId: 'M2',
      visitSource: 'qr',
      activityCode: 'A1',
      pageFlag: 'xywx_bindbusiness',
    }
    await saveFourPlusNRecord(record)
    expect(body).toEqual(record)
  })
})
