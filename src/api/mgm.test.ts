import { answerWithCode, MGM_HOME_PARAMS } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { getMgmHome } from './mgm'

const home = MGM_HOME_PARAMS

describe('mgm api', () => {
  it('reads the home with GET params and accepts code 200', async () => {
    const seen = answerWithCode('get', endpoints.mgm.initHomeData, 200, { canUseXyj: 7 })
    await expect(getMgmHome(home)).resolves.toMatchObject({ canUseXyj: 7 })
    expect(Object.fromEntries(seen.url!.searchParams)).toEqual(home)
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('home: coins as text, flags as numbers, nulls, a non-list strip with null items dropped', async () => {
    answerWithCode('get', endpoints.mgm.initHomeData, '0000', {
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
    answerWithCode('get', endpoints.mgm.initHomeData, '0000', null)
    await expect(getMgmHome(home)).resolves.toMatchObject({
      canUseXyj: 0,
      positionRecordList: [],
      isTotalLimit: '0',
    })
  })
})
