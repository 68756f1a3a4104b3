import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import {
  checkWhitePhone,
  exchangeCoins,
  getExchangePrizes,
  getMgmHome,
  getMgmQrContent,
  getPosterUrl,
  getPrizeRecords,
  getQrCode,
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
    await expect(getMgmHome(home)).resolves.toEqual({ canUseXyj: 7 })
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

/** jsdom's Blob has no text(): read it the browser's older way. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

describe('mgm api against the mock backend', () => {
  it('gets the QR image as a blob', async () => {
    const blob = await getQrCode('https://example.com/?inviterOpenId=oMock0005wxUser5#/mgmInvited')
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.type).toContain('image/svg+xml')
    expect(await readText(blob)).toMatch(/^<svg[^>]*>.*<rect/)
  })

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

  it('gives the share link with the inviter openid and the invited route', async () => {
    const { qrContent } = await getMgmQrContent({ inviterId: 'AC100005', pageFlag: 'new_mgm_inviter' })
    expect(qrContent).toMatch(/inviterOpenId=oMock0005wxUser5#\/mgmInvited$/)
  })
})
