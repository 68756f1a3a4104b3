import { describe, expect, it } from 'vitest'
import { CAMPAIGN_PAGE_FLAGS, INVITE_STATUS_OF, inviteSaveVerdict } from './invitation'
import { INVITE_SAVE_CASES } from './invitation-cases'

/**
 * The one save-invite rule (marketing §4.4, account-and-shared §4), as the invitee landing and the save
 * after binding both read it: code + flags → verdict per variant → status after binding. The table is
 * shared with the two pages' own tests (invitation-cases.ts).
 */
describe('inviteSaveVerdict: the one save-invite rule', () => {
  it.each(INVITE_SAVE_CASES.map((c) => [c.code, c.data, c.verdict.sc, c.verdict.standard, c] as const))(
    'code %o with %o → Sc %s, standard %s',
    (code, data, _sc, _standard, c) => {
      for (const variant of ['sc', 'standard'] as const) {
        expect(inviteSaveVerdict(code, data, variant)).toBe(c.verdict[variant])
        expect(INVITE_STATUS_OF[c.verdict[variant]]).toBe(c.status[variant])
      }
    },
  )
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
