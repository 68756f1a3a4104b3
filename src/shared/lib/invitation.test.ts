import { describe, expect, it } from 'vitest'
import {
  CAMPAIGN_PAGE_FLAGS,
  INVITE_STATUS_OF,
  inviteSaveVerdict,
  type InviteSaveFlags,
  type InviteSaveVerdict,
  type InviteStatus,
} from './invitation'

type Row = [
  code: unknown,
  data: InviteSaveFlags | null,
  sc: InviteSaveVerdict,
  standard: InviteSaveVerdict,
  statusSc: InviteStatus | null,
  statusStandard: InviteStatus | null,
]

/**
 * The one save-invite rule (marketing §4.4, account-and-shared §4), as the invitee landing and the save
 * after binding both read it: code + flags → verdict per variant → status after binding.
 */
describe('inviteSaveVerdict: the one save-invite rule', () => {
  it.each<Row>([
    // code      data                                          Sc                 standard           Sc  std
    ['0000', { oldFlag: '1' }, 'accountHolder', 'accountHolder', 1, 1],
    ['0000', { oldFlag: '0' }, 'saved', 'saved', 0, 0],
    [200, { oldFlag: 1 }, 'accountHolder', 'accountHolder', 1, 1],
    ['200', { oldFlag: true }, 'accountHolder', 'accountHolder', 1, 1],
    ['200', {}, 'saved', 'saved', 0, 0],
    ['0000', null, 'saved', 'saved', 0, 0],
    ['1111', {}, 'similarActivity', 'similarActivity', 3, 3],
    ['2222', { firstPurchaseFlag: 3 }, 'cancelled', 'cancelled', 4, 4],
    ['2222', { firstPurchaseFlag: 4 }, 'boughtBefore', 'boughtBefore', 4, 4],
    ['2222', { firstPurchaseFlag: ' 4 ' }, 'boughtBefore', 'boughtBefore', 4, 4],
    ['2222', { firstPurchaseFlag: 2 }, 'similarActivity', 'saved', 3, 0],
    ['2222', { firstPurchaseFlag: 2, positionFlag: 2 }, 'similarActivity', 'saved', 3, 0],
    ['2222', { firstPurchaseFlag: 2, positionFlag: 3 }, 'similarActivity', 'cancelled', 3, 4],
    ['2222', { firstPurchaseFlag: 0, positionFlag: 3 }, 'saved', 'cancelled', 0, 4],
    ['2222', { firstPurchaseFlag: '0', positionFlag: '3' }, 'saved', 'cancelled', 0, 4],
    ['2222', { firstPurchaseFlag: 1 }, 'saved', 'saved', 0, 0],
    ['2222', { firstPurchaseFlag: 1, positionFlag: 2 }, 'saved', 'saved', 0, 0],
    ['2222', null, 'saved', 'saved', 0, 0],
    ['3333', {}, 'otherInviter', 'otherInviter', 2, 2],
    ['4444', {}, 'other', 'other', null, null],
    ['9999', { oldFlag: '1' }, 'other', 'other', null, null],
    ['', null, 'other', 'other', null, null],
    [undefined, undefined as never, 'other', 'other', null, null],
  ])('code %o with %o → Sc %s, standard %s (status %s / %s)', (code, data, sc, standard, sSc, sStd) => {
    expect(inviteSaveVerdict(code, data, 'sc')).toBe(sc)
    expect(inviteSaveVerdict(code, data, 'standard')).toBe(standard)
    expect(INVITE_STATUS_OF[sc]).toBe(sSc)
    expect(INVITE_STATUS_OF[standard]).toBe(sStd)
  })
})

describe('CAMPAIGN_PAGE_FLAGS (marketing §7.1, §7.7; the rest are assumptions)', () => {
  it('holds the spec’s Sc flags and the assumed standard and referral ones', () => {
    expect(CAMPAIGN_PAGE_FLAGS).toEqual({
      inviter: 'new_mgm_inviter',
      invited: 'new_mgm_invited',
      inviterSc: 'new_mgm_inviterSc',
      invitedSc: 'new_mgm_invitedSc',
      referralVoyage: 'xywx_voyage_inviter',
      referralDefault: 'xywx_recommend',
    })
  })
})
