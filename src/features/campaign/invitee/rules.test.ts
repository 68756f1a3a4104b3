import { describe, expect, it } from 'vitest'
import { SaveInviteResult } from '@/api/mgm-invites'
import { parse } from '@/api/schema'
import { INVITE_SAVE_CASES } from '@/shared/lib/invitation-cases'
import type { InviteSaveVerdict } from '@/shared/lib/invitation'
import {
  inviteeOutcomeFromSave,
  inviteeSuccessStatus,
  isUsableInviterId,
  landingAllowed,
  type InviteeOutcome,
} from './rules'

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

describe('inviteeOutcomeFromSave (marketing §4.4 by the one save-invite rule)', () => {
  // Which code and flags mean what is tested once, in shared/lib/invitation.test.ts; this is how the
  // landing shows each verdict.
  const data = (over: object) =>
    asSent({
      oldFlag: '0',
      firstPurchaseFlag: 0,
      positionFlag: 0,
      inviterName: '张*',
      isSpecial: '0',
      ...over,
    })
  const savedAs = (firstPurchaseDone: boolean, status: string) => ({
    kind: 'saved',
    inviterName: '张*',
    firstPurchaseDone,
    status,
  })
  it.each([
    ['0000', data({}), 'standard', savedAs(false, 'precomplete')],
    ['200', data({ firstPurchaseFlag: 1 }), 'sc', savedAs(true, 'onlyPositionLeft')],
    ['0000', data({ oldFlag: '1' }), 'standard', { kind: 'exception', reason: 'accountHolder' }],
    ['1111', asSent(undefined), 'sc', { kind: 'exception', reason: 'similarActivity' }],
    ['3333', asSent(undefined), 'standard', { kind: 'exception', reason: 'otherInviter' }],
    ['2222', data({ firstPurchaseFlag: 3 }), 'standard', { kind: 'ineligible', reason: 'cancelled' }],
    ['2222', data({ firstPurchaseFlag: 4 }), 'sc', { kind: 'ineligible', reason: 'boughtBefore' }],
    // The variants differ under 2222 (account-and-shared §4), on the landing as after binding.
    ['2222', data({ firstPurchaseFlag: 2 }), 'sc', { kind: 'exception', reason: 'similarActivity' }],
    ['2222', data({ firstPurchaseFlag: 2 }), 'standard', savedAs(false, 'precomplete')],
    ['2222', data({ positionFlag: 3 }), 'standard', { kind: 'ineligible', reason: 'cancelled' }],
    ['2222', data({ positionFlag: 3 }), 'sc', savedAs(false, 'precomplete')],
    ['2222', data({ firstPurchaseFlag: 1 }), 'standard', savedAs(true, 'onlyPositionLeft')],
    // field data: flags as numbers / booleans / text
    ['0000', data({ oldFlag: true }), 'sc', { kind: 'exception', reason: 'accountHolder' }],
    ['2222', data({ firstPurchaseFlag: '4' }), 'standard', { kind: 'ineligible', reason: 'boughtBefore' }],
    [
      '0000',
      data({ oldFlag: null, firstPurchaseFlag: '1', positionFlag: 1, inviterName: null }),
      'standard',
      { kind: 'saved', inviterName: '', firstPurchaseDone: true, status: 'complete' },
    ],
  ] as const)('code %s with %o on %s → %o', (code, d, variant, outcome) => {
    expect(inviteeOutcomeFromSave(code, d, variant)).toEqual(outcome)
  })

  // Every row of the table the save after binding walks too (shared/lib/invitation-cases.ts): the
  // landing shows the verdict the one rule gives, on both variants.
  const LANDING_KIND: Record<InviteSaveVerdict, InviteeOutcome['kind']> = {
    saved: 'saved',
    accountHolder: 'exception',
    otherInviter: 'exception',
    similarActivity: 'exception',
    cancelled: 'ineligible',
    boughtBefore: 'ineligible',
    other: 'message',
  }
  it.each(INVITE_SAVE_CASES.map((c) => [c.code, c.data, c.verdict.sc, c.verdict.standard] as const))(
    'the one table: %o %o → Sc %s, standard %s',
    (code, data, sc, standard) => {
      for (const [variant, verdict] of [
        ['sc', sc],
        ['standard', standard],
      ] as const) {
        const outcome = inviteeOutcomeFromSave(String(code ?? ''), asSent(data), variant, 'msg')
        expect(outcome.kind).toBe(LANDING_KIND[verdict])
        if (outcome.kind === 'exception' || outcome.kind === 'ineligible')
          expect(outcome.reason).toBe(verdict)
      }
    },
  )

  it('any other code shows the message', () => {
    expect(inviteeOutcomeFromSave('4444', asSent(null), 'standard', '邀请人信息已失效')).toEqual({
      kind: 'message',
      text: '邀请人信息已失效',
    })
    expect(inviteeOutcomeFromSave('9999', asSent(null), 'sc').kind).toBe('message')
  })

  it('never throws on malformed data', () => {
    expect(inviteeOutcomeFromSave('0000', asSent(null), 'standard').kind).toBe('saved')
    expect(inviteeOutcomeFromSave('', asSent('x'), 'sc').kind).toBe('message')
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
