import { answerWithCode } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { ApiError } from './http'
import { saveInvite } from './mgm-invites'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

describe('mgm api', () => {
  it.each(['1111', '2222', '3333'])('save invite rejects %s quietly with its data', async (code) => {
    const seen = answerWithCode('post', endpoints.mgm.saveNewMgmRecord, code, { firstPurchaseFlag: 4 })
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
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('still toasts an unexpected save-invite code', async () => {
    answerWithCode('post', endpoints.mgm.saveNewMgmRecord, '4444')
    await expect(
      saveInvite({ invitedId: 'oA', pageFlag: 'p', inviterId: 'oB', eventId: 'e', whiteList: '0' }),
    ).rejects.toMatchObject({ code: '4444' })
    expect(toasts.show).toHaveBeenCalledTimes(1)
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('save invite: the answer and a 2222 rejection data are both parsed', async () => {
    const request = { invitedId: 'oA', pageFlag: 'p', inviterId: 'oB', eventId: 'e', whiteList: '0' } as const
    answerWithCode('post', endpoints.mgm.saveNewMgmRecord, 200, {
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
    answerWithCode('post', endpoints.mgm.saveNewMgmRecord, '2222', {
      firstPurchaseFlag: '4',
      positionFlag: ' 2 ',
    })
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
})
