import { http as mswHttp, HttpResponse } from 'msw'
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
import { spyOnToasts } from '@tests/toast-spy'

// http.ts is loaded by the test setup before any vi.mock could apply, so spy on the toast's sink.
const toasts = spyOnToasts()

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
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it.each(MERCHANT_QUIET_CODES)('leaves code %s to the page (no toast)', async (code) => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
        HttpResponse.json({ code, msg: 'm' }),
      ),
    )
    await expect(merchantInviteByPhone(request)).rejects.toMatchObject({ code })
    expect(toasts.show).not.toHaveBeenCalled()
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
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ content: '活动已结束' }))
  })

  it('reads the page-init user state as its number', async () => {
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

  it('reads field page-init data: the user state as text or unknown, lists as null / an object', async () => {
    const answer = (data: unknown) =>
      server.use(
        mswHttp.post(`*${endpoints.merchant.preMerchantInvite}`, () =>
          HttpResponse.json({ code: '0000', data }),
        ),
      )
    answer({ userState: ' 3 ', pageStopList: null, moduleList: {} })
    await expect(preMerchantInvite({ page_flag: 'p', user_id: 'U1' })).resolves.toEqual({
      userState: 3,
      pageStopList: [],
      moduleList: [],
    })
    answer({
      userState: 9,
      pageStopList: [null, { stopType: 1, stopContent: '<p>已结束</p>', stopJumpUrl: null }],
      moduleList: [{ id: 42 }],
    })
    await expect(preMerchantInvite({ page_flag: 'p', user_id: 'U1' })).resolves.toEqual({
      userState: 0,
      pageStopList: [{ stopType: '1', stopContent: '<p>已结束</p>', stopJumpUrl: '' }],
      moduleList: [{ id: '42', moduleName: '' }],
    })
    answer(null)
    await expect(preMerchantInvite({ page_flag: 'p', user_id: 'U1' })).resolves.toMatchObject({
      userState: 0,
    })
  })

  it('reads field bind answers, and parses the data of a quiet rejection', async () => {
    server.use(
      mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () =>
        HttpResponse.json({ code: '0000', data: null }),
      ),
    )
    await expect(newMerchantInvite(request)).resolves.toEqual({
      buttonNum: '',
      promptCopy: '',
      buttonList: { wxDownButtonUrl: '', hfDownButtonUrl: '', wxOpenButtonUrl: '', hfOpenButtonName: '' },
      successFlag: '0',
    })
    server.use(
      mswHttp.post(`*${endpoints.merchant.merchantInviteByPhone}`, () =>
        HttpResponse.json({
          code: 2222,
          msg: '绑定成功',
          data: {
            buttonNum: -1,
            promptCopy: null,
            successFlag: true,
            buttonList: { hfDownButtonUrl: 'null' },
          },
        }),
      ),
    )
    const error = (await merchantInviteByPhone(request).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: '2222', kind: 'business', message: '绑定成功' })
    expect(error.data).toEqual({
      buttonNum: '-1',
      promptCopy: '',
      buttonList: { wxDownButtonUrl: '', hfDownButtonUrl: '', wxOpenButtonUrl: '', hfOpenButtonName: '' },
      successFlag: '1',
    })
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('a network failure stays a network error (no data to parse)', async () => {
    server.use(mswHttp.post(`*${endpoints.merchant.newMerchantInvite}`, () => HttpResponse.error()))
    await expect(newMerchantInvite(request)).rejects.toMatchObject({ kind: 'network' })
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
