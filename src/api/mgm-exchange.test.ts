import { http as mswHttp, HttpResponse } from 'msw'
import { Toast } from 'antd-mobile'
import { server } from '@mocks/node'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import { exchangeCoins, getExchangePrizes } from './mgm-exchange'

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

  it('reads the prizes with their params', async () => {
    const prizes = capture('get', endpoints.mgm.canExchangePrizes, '0000', { prizeList: [] })
    await getExchangePrizes(home)
    expect(Object.fromEntries(prizes.url!.searchParams)).toEqual(home)
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
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
})
