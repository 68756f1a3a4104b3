import { answerWithCode, MGM_HOME_PARAMS } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { getInviteProgress, remindBySms, remindByWx } from './mgm-progress'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

const home = MGM_HOME_PARAMS

describe('mgm api', () => {
  it('sends reminders with their payloads, quietly on their codes', async () => {
    const wx = answerWithCode('post', endpoints.mgm.sendWxMessage, '1111')
    await expect(remindByWx({ recordId: 'R1', appClientNo: 'AC1' })).rejects.toMatchObject({ code: '1111' })
    expect(wx.body).toEqual({ recordId: 'R1', appClientNo: 'AC1' })
    const sms = answerWithCode('post', endpoints.mgm.sendPhoneMessage, '0000')
    await remindBySms({ recordId: 'R2', appClientNo: 'AC1' })
    expect(sms.body).toEqual({ recordId: 'R2', appClientNo: 'AC1' })
    expect(toasts.show).not.toHaveBeenCalled()
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('invite progress: flags as numbers and booleans, codes as text, [null] items, unknown codes', async () => {
    answerWithCode('get', endpoints.mgm.inviteRecordDetail, '0000', {
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
    answerWithCode('get', endpoints.mgm.inviteRecordDetail, '0000', { resultList: 'none' })
    await expect(getInviteProgress(home)).resolves.toEqual({ isWhite: '0', resultList: [] })
  })
})
