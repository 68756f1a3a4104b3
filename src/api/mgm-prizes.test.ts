import { answerWithCode } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { getPrizeRecords } from './mgm-prizes'

describe('mgm api', () => {
  it('reads the prize records with their params', async () => {
    const records = answerWithCode('get', endpoints.mgm.exchangePrizeList, 200, [])
    await expect(getPrizeRecords({ pageFlag: 'p', userId: 'u' })).resolves.toEqual([])
    expect(Object.fromEntries(records.url!.searchParams)).toEqual({ pageFlag: 'p', userId: 'u' })
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('prize records: numeric codes become their text, the card type its code; null data is no record', async () => {
    answerWithCode('get', endpoints.mgm.exchangePrizeList, '0000', [
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
    answerWithCode('get', endpoints.mgm.exchangePrizeList, '0000', null)
    await expect(getPrizeRecords({ pageFlag: 'p', userId: 'u' })).resolves.toEqual([])
  })
})
