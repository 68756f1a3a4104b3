import { answerWithCode } from '@tests/answer-with-code'
import { endpoints } from './endpoints'
import { checkWhitePhone, whitelistAdd } from './mgm-whitelist'
import { spyOnToasts } from '@tests/toast-spy'

const toasts = spyOnToasts()

describe('mgm api', () => {
  it('sends whitelist adds with their payload, quietly on their codes', async () => {
    const add = answerWithCode('post', endpoints.mgm.replenishInvite, '3333')
    const request = { pageFlag: 'p', inviterId: 'oB', invitedPhone: '13600000000', checkCode: '1' }
    await expect(whitelistAdd(request)).rejects.toMatchObject({ code: '3333' })
    expect(add.body).toEqual(request)
    expect(toasts.show).not.toHaveBeenCalled()
  })

  it('reads the whitelist check with its params', async () => {
    const white = answerWithCode('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: '1' })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
    expect(white.url!.searchParams.get('user_phone')).toBe('15012345606')
  })
})

describe('mgm api with field data (the real backend varies: docs/api-contract.md, Schemas and readers)', () => {
  it('whitelist check', async () => {
    answerWithCode('get', endpoints.mgm.checkWhitePhone, '0000', { isWhite: true })
    await expect(checkWhitePhone('15012345606')).resolves.toEqual({ isWhite: '1' })
  })
})
