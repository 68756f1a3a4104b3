import { answerWithCode, MGM_HOME_PARAMS } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import { exchangeCoins, getExchangePrizes } from './mgm-exchange'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

const home = MGM_HOME_PARAMS

describe('mgm api', () => {
  it('posts the exchange with the prize id and leaves 1111 to the page', async () => {
    const seen = answerWithCode('post', endpoints.mgm.exchangeCard, '1111')
    const error = (await exchangeCoins({ ...home, prizeId: 'p1' }).catch((e: unknown) => e)) as ApiError
    expect(error.code).toBe('1111')
    expect(seen.body).toEqual({ ...home, prizeId: 'p1' })
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('toasts other exchange failures', async () => {
    answerWithCode('post', endpoints.mgm.exchangeCard, '2222')
    await expect(exchangeCoins({ ...home, prizeId: 'p1' })).rejects.toMatchObject({ code: '2222' })
    expect(toasts.show).toHaveBeenCalledWith(expect.objectContaining({ content: 'code 2222' }))
  })

  it('reads the prizes with their params', async () => {
    const prizes = answerWithCode('get', endpoints.mgm.canExchangePrizes, '0000', { prizeList: [] })
    await getExchangePrizes(home)
    expect(Object.fromEntries(prizes.url!.searchParams)).toEqual(home)
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('prizes: codes as text, ids as numbers, prizes without an id dropped, a non-list list', async () => {
    answerWithCode('get', endpoints.mgm.canExchangePrizes, '0000', {
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
    answerWithCode('get', endpoints.mgm.canExchangePrizes, '0000', { prizeList: {} })
    await expect(getExchangePrizes(home)).resolves.toMatchObject({ prizeList: [] })
  })

  it('exchange result: a count as text', async () => {
    answerWithCode('post', endpoints.mgm.exchangeCard, '0000', { successNum: '2', prizeName: 50 })
    await expect(exchangeCoins({ ...home, prizeId: '7' })).resolves.toEqual({
      successNum: 2,
      prizeName: '50',
      exchange_time_content: '',
    })
  })
})
