import { describe, expect, it } from 'vitest'
import { SaveInviteResult } from '@/api/mgm'
import { parse } from '@/api/schema'
import { inviteeOutcomeFromSave, inviteeSuccessStatus, isUsableInviterId, landingAllowed } from './rules'

/** What the mgm api hands on for a save-invite `data` as sent (parsed by its schema). */
const asSent = (data: unknown) => parse(SaveInviteResult, data)

describe('inviteeSuccessStatus (marketing §2.2)', () => {
  it.each([
    [1, 1, 'complete'],
    [0, 0, 'precomplete'],
    [0, 1, 'onlyFirstPurchaseLeft'],
    [1, 0, 'onlyPositionLeft'],
    ['1', '1', 'complete'],
    [' 1', true, 'onlyPositionLeft'],
    [undefined, undefined, 'precomplete'],
    [null, 'null', 'precomplete'],
  ])('first purchase %o, position %o (as sent) → %s', (fp, pos, status) => {
    const { firstPurchaseFlag, positionFlag } = asSent({ firstPurchaseFlag: fp, positionFlag: pos })
    expect(inviteeSuccessStatus(firstPurchaseFlag, positionFlag)).toBe(status)
  })
})

describe('inviteeOutcomeFromSave (marketing §4.4, first reading of 2222)', () => {
  const data = (over: object) =>
    asSent({
      oldFlag: '0',
      firstPurchaseFlag: 0,
      positionFlag: 0,
      inviterName: '张*',
      isSpecial: '0',
      ...over,
    })
  it.each([
    ['0000', data({ oldFlag: '1' }), { kind: 'exception', reason: 'accountHolder' }],
    ['200', data({ oldFlag: '1' }), { kind: 'exception', reason: 'accountHolder' }],
    [
      '0000',
      data({}),
      { kind: 'saved', inviterName: '张*', firstPurchaseDone: false, status: 'precomplete' },
    ],
    [
      '200',
      data({ firstPurchaseFlag: 1 }),
      { kind: 'saved', inviterName: '张*', firstPurchaseDone: true, status: 'onlyPositionLeft' },
    ],
    ['1111', asSent(undefined), { kind: 'exception', reason: 'similarActivity' }],
    ['2222', data({ firstPurchaseFlag: 3 }), { kind: 'ineligible', reason: 'cancelled' }],
    ['2222', data({ firstPurchaseFlag: 4 }), { kind: 'ineligible', reason: 'boughtBefore' }],
    ['2222', data({ firstPurchaseFlag: 2 }), { kind: 'exception', reason: 'similarReward' }],
    [
      '2222',
      data({ firstPurchaseFlag: 1 }),
      { kind: 'saved', inviterName: '张*', firstPurchaseDone: true, status: 'onlyPositionLeft' },
    ],
    [
      '2222',
      data({ firstPurchaseFlag: 0, positionFlag: 3 }),
      { kind: 'saved', inviterName: '张*', firstPurchaseDone: false, status: 'precomplete' },
    ],
    ['3333', asSent(undefined), { kind: 'exception', reason: 'otherInviter' }],
    // field data: flags as numbers / booleans / text, codes as text
    ['0000', data({ oldFlag: 1 }), { kind: 'exception', reason: 'accountHolder' }],
    ['0000', data({ oldFlag: true }), { kind: 'exception', reason: 'accountHolder' }],
    ['2222', data({ firstPurchaseFlag: '4' }), { kind: 'ineligible', reason: 'boughtBefore' }],
    [
      '0000',
      data({ oldFlag: null, firstPurchaseFlag: '1', positionFlag: 1, inviterName: null }),
      { kind: 'saved', inviterName: '', firstPurchaseDone: true, status: 'complete' },
    ],
  ])('code %s with %o → %o', (code, d, outcome) => {
    expect(inviteeOutcomeFromSave(code, d)).toEqual(outcome)
  })

  it('any other code shows the message', () => {
    expect(inviteeOutcomeFromSave('4444', asSent(null), '邀请人信息已失效')).toEqual({
      kind: 'message',
      text: '邀请人信息已失效',
    })
    expect(inviteeOutcomeFromSave('9999', asSent(null)).kind).toBe('message')
  })

  it('never throws on malformed data', () => {
    expect(inviteeOutcomeFromSave('0000', asSent(null)).kind).toBe('saved')
    expect(inviteeOutcomeFromSave('', asSent('x')).kind).toBe('message')
  })
})

describe('inviter id in the link (marketing §2.2, §5)', () => {
  it.each([
    ['oMock0005wxUser5', true],
    ['', false],
    ['null', false],
    ['NULL', false],
    ['  ', false],
    [null, false],
    [undefined, false],
  ])('%o usable: %s', (id, ok) => {
    expect(isUsableInviterId(id)).toBe(ok)
  })

  it.each([
    ['oMock', null, true],
    ['null', '1', true],
    ['', '1', true],
    ['null', null, false],
    ['', '0', false],
  ])('inviter %o, hasSaveInvite %o → allowed %s', (id, has, ok) => {
    expect(landingAllowed(id, has)).toBe(ok)
  })
})
