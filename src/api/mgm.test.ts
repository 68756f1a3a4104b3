import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import {
  checkWhitePhone,
  exchangeCoins,
  getExchangePrizes,
  getInviteProgress,
  getMgmHome,
  getPosterUrl,
  getPrizeRecords,
  remindBySms,
  remindByWx,
  saveInvite,
  whitelistAdd,
} from './mgm'

let toastShow: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  toastShow = vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => {} }))
})
afterEach(() => toastShow.mockRestore())

const home = { pageFlag: 'new_mgm_inviter', userId: 'oMock0005wxUser5', eventId: 'EV1' }

/** Answers one path with `code` and records what was sent. */
function capture(method: 'get' | 'post', path: string, code: string | number, data: unknown = null) {
  const seen: { url?: URL; body?: unknown } = {}
  server.use(
    mswHttp[method](`*${path}`, async ({ request }) => {
      seen.url = new URL(request.url)
      if (method === 'post') seen.body = await request.json()
      return HttpResponse.json({ code, msg: `code ${code}`, data })
    }),
  )
  return seen
}

describe('mgm api', () => {
  it('reads the home with GET params and accepts code 200', async () => {
    const seen = capture('get', endpoints.mgm.initHomeData, 200, { canUseXyj: 7 })
    await expect(getMgmHome(home)).resolves.toMatchObject({ canUseXyj: 7 })
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual(home)
  })

  it('posts the exchange with the prize id and leaves 1111 to the page', async () => {
    const seen = capture('post', endpoints.mgm.exchangeCard, '1111')
    const error = (await exchangeCoins({ ...home, prizeId: 'p1' }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('1111')
    expect(seen.body).toEqual({ ...home, prizeId: 'p1' })
    expect(toastShow).not.toHaveBeenCalled()
  })

  it('toasts other exchange failures', async () => {
    capture('post', endpoints.mgm.exchangeCard, '2222')
    await expect(exchangeCoins({ ...home, prizeId: 'p1' })).rejects.toMatchObject({ code: '2222' })
    expect(toastShow).toHaveBeenCalledWith(expect.objectContaining({ content: 'code 2222' }))
  })

  it.each(['1111', '2222', '3333'])('save invite rejects %s quietly with its data', async (code) => {
    const seen = capture('post', endpoints.mgm.saveNewMgmRecord, code, { firstPurchaseFlag: 4 })
    const request = {
      invitedId: 'oA',
      pageFlag: 'new_mgm_invited',
      inviterId: 'oB',
      eventId: 'EV1',
      whiteList: '0',
    } as const
    const error = (await saveInvite(request).catch((e: unknown) => e)) as ApiError
    expect(error).toMatchObject({ code, data: { firstPurchaseFlag: 4 } })
    expect(seen.body).toEqual(request)
    expect(toastShow).not.toHaveBeenCalled()
  })

  it('still toasts an unexpected save-invite code', async () => {
    capture('post', endpoints.mgm.saveNewMgmRecord, '4444')
    await expect(
      saveInvite({ invitedId: 'oA', pageFlag: 'p', inviterId: 'oB', eventId: 'e', whiteList: '0' }),
    ).rejects.toMatchObject({ code: '4444' })
    expect(toastShow).toHaveBeenCalledTimes(1)
  })

  it('sends reminders and whitelist adds with their payloads, quietly on their codes', async () => {
    const wx = capture('post', endpoints.mgm.sendWxMessage, '1111')
    await expect(remindByWx({ recordId: 'R1', appClientNo: 'AC1' })).rejects.toMatchObject({ code: '1111' })
    expect(wx.body).toEqual({ recordId: 'R1', appClientNo: 'AC1' })
    const sms = capture('post', endpoints.mgm.sendPhoneMessage, '0000')
    await remindBySms({ recordId: 'R2', appClientNo: 'AC1' })
    expect(sms.body).toEqual({ recordId: 'R2', appClientNo: 'AC1' })
    const add = capture('post', endpoints.mgm.replenishInvite, '3333')
    const request = { pageFlag: 'p', inviterId: 'oB', invitedPhone: '13600000000', checkCode: '1' }
    await expect(whitelistAdd(request)).rejects.toMatchObject({ code: '3333' })
    expect(add.body).toEqual(request)
    expect(toastShow).not.toHaveBeenCalled()
  })

  it('reads lists and the whitelist check with their params', async () => {
    const prizes = capture('get', endpoints.mgm.canExchangePrizes, '0000', { prizeList: [] })
    await getExchangePrizes(home)
    expect(Object.fromEntries(prizes.url!.searchParams)).toEqual(home)
    const records = capture('get', endpoints.mgm.exchangePrizeList, 200, [])
    await expect(getPrizeRecords({ pageFlag: 'p', userId: 'u' })).resolves.toEqual([])
    expect(Object.fromEntries(records.url!.searchParams)).toEqual({ pageFlag: 'p', userId: 'u' })
    const white = capture('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: '1' })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
    expect(white.url!.searchParams.get('user_phone')).toBe('15012345606')
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('home: coins as text, flags as numbers, nulls, a non-list strip with null items dropped', async () => {
    capture('get', endpoints.mgm.initHomeData, '0000', {
      inviterName: null,
      canUseXyj: '65',
      usedXyj: 'null',
      viewXyj: 5.0,
      xyj_description: null,
      positionRecordList: [null, { invitedPhone: 13800001234, rewardXyj: '50', content: null }],
      diffPerson: '3',
      isTotalLimit: 1,
      isSpecial: true,
      firstPurchanseCount: '2',
      smallest_prize_value: '50.00',
    })
    await expect(getMgmHome(home)).resolves.toEqual({
      inviterName: '',
      canUseXyj: 65,
      usedXyj: 0,
      viewXyj: 5,
      xyj_description: '',
      positionRecordList: [{ invitedPhone: '13800001234', rewardXyj: 50, content: '', createTime: '' }],
      diffPerson: 3,
      isTotalLimit: '1',
      isSpecial: '1',
      firstPurchanseCount: 2,
      positionCount: 0,
      first_purchanse_content: '',
      position_content: '',
      smallest_prize_value: 50,
      smallest_prize_value_ty: 0,
    })
  })

  it('home: a null data gives every default', async () => {
    capture('get', endpoints.mgm.initHomeData, '0000', null)
    await expect(getMgmHome(home)).resolves.toMatchObject({
      canUseXyj: 0,
      positionRecordList: [],
      isTotalLimit: '0',
    })
  })

  it('prizes: codes as text, ids as numbers, prizes without an id dropped, a non-list list', async () => {
    capture('get', endpoints.mgm.canExchangePrizes, '0000', {
      canUseXyj: '120',
      isTotalLimit: 'true',
      totalLimitContent: null,
      prizeList: [
        null,
        { id: 7, prizeValue: '50', prizeName: null, isEnough: '1', isDefault: 1 },
        { id: null, prizeValue: 100, isEnough: 9 },
        'x',
      ],
    })
    await expect(getExchangePrizes(home)).resolves.toEqual({
      canUseXyj: 120,
      isTotalLimit: '1',
      totalLimitContent: '',
      prizeList: [{ id: '7', prizeValue: 50, prizeName: '', isEnough: 1, isDefault: 1 }],
      exchange_prize_desc: '',
    })
    capture('get', endpoints.mgm.canExchangePrizes, '0000', { prizeList: {} })
    await expect(getExchangePrizes(home)).resolves.toMatchObject({ prizeList: [] })
  })

  it('exchange result: a count as text', async () => {
    capture('post', endpoints.mgm.exchangeCard, '0000', { successNum: '2', prizeName: 50 })
    await expect(exchangeCoins({ ...home, prizeId: '7' })).resolves.toEqual({
      successNum: 2,
      prizeName: '50',
      exchange_time_content: '',
    })
  })

  it('invite progress: flags as numbers and booleans, codes as text, [null] items, unknown codes', async () => {
    capture('get', endpoints.mgm.inviteRecordDetail, '0000', {
      isWhite: 1,
      resultList: [
        null,
        {
          recordId: 501,
          invitedPhone: '139****0001',
          firstPurchaseFlag: '1',
          positionFlag: 0,
          wxMsgFlag: 1,
          phoneMsgFlag: true,
        },
        { recordId: 'R2', firstPurchaseFlag: 9, positionFlag: null, wxMsgFlag: 'null', phoneMsgFlag: '0' },
      ],
    })
    await expect(getInviteProgress(home)).resolves.toEqual({
      isWhite: '1',
      resultList: [
        {
          recordId: '501',
          invitedPhone: '139****0001',
          firstPurchaseFlag: 1,
          positionFlag: 0,
          wxMsgFlag: '1',
          phoneMsgFlag: '1',
        },
        {
          recordId: 'R2',
          invitedPhone: '',
          firstPurchaseFlag: 0,
          positionFlag: 0,
          wxMsgFlag: '0',
          phoneMsgFlag: '0',
        },
      ],
    })
    capture('get', endpoints.mgm.inviteRecordDetail, '0000', { resultList: 'none' })
    await expect(getInviteProgress(home)).resolves.toEqual({ isWhite: '0', resultList: [] })
  })

  it('prize records: numeric codes become their text, the card type its code; null data is no record', async () => {
    capture('get', endpoints.mgm.exchangePrizeList, '0000', [
      { prizesName: 'E卡', accountNum: 12345678901, cami: 88886666, cardViewType: '1', deadline: null },
      null,
    ])
    await expect(getPrizeRecords({ pageFlag: 'p', userId: 'u' })).resolves.toEqual([
      {
        prizesName: 'E卡',
        prizeSendTime: '',
        accountNum: '12345678901',
        cami: '88886666',
        deadline: '',
        status: '',
        prizeType: '',
        instructions: '',
        cardViewType: 1,
      },
    ])
    capture('get', endpoints.mgm.exchangePrizeList, '0000', null)
    await expect(getPrizeRecords({ pageFlag: 'p', userId: 'u' })).resolves.toEqual([])
  })

  it('save invite: the answer and a 2222 rejection data are both parsed', async () => {
    const request = { invitedId: 'oA', pageFlag: 'p', inviterId: 'oB', eventId: 'e', whiteList: '0' } as const
    capture('post', endpoints.mgm.saveNewMgmRecord, 200, {
      oldFlag: 1,
      firstPurchaseFlag: '0',
      inviterName: null,
    })
    await expect(saveInvite(request)).resolves.toEqual({
      oldFlag: '1',
      firstPurchaseFlag: 0,
      positionFlag: 0,
      inviterName: '',
      isSpecial: '0',
    })
    capture('post', endpoints.mgm.saveNewMgmRecord, '2222', { firstPurchaseFlag: '4', positionFlag: ' 2 ' })
    const error = (await saveInvite(request).catch((e: unknown) => e)) as ApiError
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: '2222', kind: 'business' })
    expect(error.data).toEqual({
      oldFlag: '0',
      firstPurchaseFlag: 4,
      positionFlag: 2,
      inviterName: '',
      isSpecial: '0',
    })
  })

  it('whitelist check and poster url', async () => {
    capture('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: true })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
    capture('post', endpoints.mgm.posterUrl, '0000', null)
    await expect(getPosterUrl({ linkUrl: 'l', bigImgUrl: '', inviterId: 'x', pageFlag: 'p' })).resolves.toBe(
      '',
    )
  })
})

describe('mgm api against the mock backend', () => {
  it('gets a poster data url that places the QR where the Sc variant asks', async () => {
    const url = await getPosterUrl({
      linkUrl: 'encrypted-link',
      bigImgUrl: 'https://cdn.example.com/bg.png',
      inviterId: 'oMock0005wxUser5',
      pageFlag: 'new_mgm_inviterSc',
      qrX: 40,
      qrY: 900,
      qrWidth: 180,
    })
    expect(url.startsWith('data:image/svg+xml')).toBe(true)
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1))
    expect(svg).toContain('translate(40 900)')
    expect(svg).toContain('href="https://cdn.example.com/bg.png"')
    const other = await getPosterUrl({
      linkUrl: 'another-link',
      bigImgUrl: '',
      inviterId: 'x',
      pageFlag: 'p',
    })
    expect(other).not.toBe(url)
  })
})
