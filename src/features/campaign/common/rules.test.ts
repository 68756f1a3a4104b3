import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CAMPAIGN_PAGE_FLAGS } from '@/shared/lib/invitation'
import {
  campaignGate,
  campaignUserState,
  canExchange,
  defaultPrize,
  exchangeThreshold,
  eventIdFrom,
  isPrizeSelectable,
  isSpecialCampaign,
  mainButtonForm,
  openAccountAction,
  progressWidth,
  shareLinkFor,
  inviterIdTypeFromLink,
  shouldShowReceive,
} from './rules'
import { SC_VARIANT, STANDARD_VARIANT, variantForFlag, variantForPath } from './variant'

describe('campaignUserState (marketing §4.1)', () => {
  it.each([
    [false, false, 'unbound'],
    [false, true, 'unbound'],
    [true, false, 'boundNoAccount'],
    [true, true, 'opened'],
  ] as const)('isBind %s, isOpen %s → %s', (isBind, isOpen, state) => {
    expect(campaignUserState({ isBind, isOpen })).toBe(state)
  })
})

describe('openAccountAction (marketing §4.1)', () => {
  it.each([
    ['2', '0', 'bind'],
    ['2', '1', 'openAccount'],
    ['0', '0', 'openAccount'],
    ['0', '1', 'openAccount'],
    ['', '', 'openAccount'],
  ])('openAccount %s, isRegister %s → %s', (openAccount, isRegister, action) => {
    expect(openAccountAction(openAccount, isRegister)).toBe(action)
  })
})

describe('mainButtonForm (marketing §2.1)', () => {
  it.each([
    ['unbound', '0', 'login'],
    ['unbound', '1', 'login'],
    ['boundNoAccount', '1', 'openAccount'],
    ['opened', '0', 'invite'],
    ['opened', '1', 'limitInvite'],
    ['opened', undefined, 'invite'],
  ] as const)('%s with isTotalLimit %s → %s', (state, limit, form) => {
    expect(mainButtonForm(state, limit)).toBe(form)
  })
})

describe('eventIdFrom (marketing §3)', () => {
  it('takes the first module id', () => {
    expect(
      eventIdFrom({
        moduleList: [
          { id: 'EV1', moduleName: '' },
          { id: 'EV2', moduleName: '' },
        ],
      }),
    ).toBe('EV1')
  })
  it('is empty without modules', () => {
    expect(eventIdFrom({ moduleList: [] })).toBe('')
    expect(eventIdFrom(undefined)).toBe('')
  })
})

describe('progressWidth (marketing §9: coins/50)', () => {
  it.each([
    [0, 0],
    [5, 10],
    [25, 50],
    [50, 100],
    [65, 100],
    [-3, 0],
    [Number.NaN, 0],
  ])('%s coins → %s %%', (coins, width) => {
    expect(progressWidth(coins)).toBe(width)
  })
  it('stays within 0..100', () => {
    fc.assert(fc.property(fc.double(), (n) => progressWidth(n) >= 0 && progressWidth(n) <= 100))
  })
})

describe('canExchange (marketing §4.5)', () => {
  it.each([
    [STANDARD_VARIANT, 49, 5, false],
    [STANDARD_VARIANT, 50, 5, true],
    [SC_VARIANT, 9, 10, false],
    [SC_VARIANT, 10, 10, true],
    [SC_VARIANT, 49, 0, false],
    [SC_VARIANT, 50, undefined, true],
  ])('%s: %s coins, smallest %s → %s', (variant, coins, smallest, ok) => {
    expect(canExchange(coins, exchangeThreshold(variant, smallest))).toBe(ok)
  })
})

describe('prizes (marketing §4.5)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, false],
    [3, false],
  ] as const)('isEnough %s selectable: %s', (isEnough, ok) => {
    expect(isPrizeSelectable(isEnough)).toBe(ok)
  })
  it('the default prize must be marked default and selectable', () => {
    expect(
      defaultPrize([
        { id: 'a', isDefault: 0, isEnough: 1 },
        { id: 'b', isDefault: 1, isEnough: 1 },
      ])?.id,
    ).toBe('b')
    expect(defaultPrize([{ id: 'a', isDefault: 1, isEnough: 2 }])).toBeUndefined()
    expect(defaultPrize([])).toBeUndefined()
    expect(defaultPrize(undefined)).toBeUndefined()
  })
})

describe('shouldShowReceive (marketing §2.1: "the first-purchase count is above 0", §4.5)', () => {
  it.each([
    [true, 'opened', 1, true],
    [true, 'opened', 3, true],
    [false, 'opened', 1, false],
    [true, 'boundNoAccount', 1, false],
    [true, 'unbound', 1, false],
    [true, 'opened', 0, false],
    [true, 'opened', undefined, false],
  ] as const)('story %s, %s, first-purchase count %s → %s', (storyShown, state, fp, show) => {
    expect(shouldShowReceive({ storyShown, state, firstPurchanseCount: fp })).toBe(show)
  })
})

describe('isSpecialCampaign (marketing §2.1, §7.1: the home reads isSpecial)', () => {
  it.each([
    [STANDARD_VARIANT, '0', false],
    [STANDARD_VARIANT, undefined, false],
    [STANDARD_VARIANT, '1', true],
    [SC_VARIANT, '0', true],
    [SC_VARIANT, undefined, true],
  ] as const)('%s with isSpecial %s → %s', (variant, isSpecial, special) => {
    expect(isSpecialCampaign(variant, isSpecial)).toBe(special)
  })
})

describe('campaignGate (marketing §6)', () => {
  it.each([
    ['unbound', 'bindNum'],
    ['boundNoAccount', 'openedAcc'],
    ['opened', null],
  ] as const)('%s → %s', (state, gate) => {
    expect(campaignGate(state)).toBe(gate)
  })
})

describe('shareLinkFor (marketing §7.2)', () => {
  it('builds origin + path + inviterOpenId (and its id type) + invited hash route', () => {
    expect(shareLinkFor(STANDARD_VARIANT, { userId: 'oAbc', userIdType: '2' }, 'https://h5.x.cn', '/')).toBe(
      'https://h5.x.cn/?inviterOpenId=oAbc&inviterIdType=2#/mgmInvited?inviterOpenId=oAbc&inviterIdType=2',
    )
    expect(
      shareLinkFor(SC_VARIANT, { userId: 'o+1', userIdType: '1' }, 'https://h5.x.cn', '/app/index.html'),
    ).toBe(
      'https://h5.x.cn/app/index.html?inviterOpenId=o%2B1&inviterIdType=1#/mgmInvitednew?inviterOpenId=o%2B1&inviterIdType=1',
    )
  })
})

describe('inviterIdTypeFromLink (marketing §3, §7.7)', () => {
  it.each([
    ['inviterIdType=2', '', '2'],
    ['inviterIdType=1', '?inviterIdType=2', '1'],
    ['', '?inviterIdType=2', '2'],
    ['inviterIdType=3', '?inviterIdType=x', '1'],
    ['', '', '1'],
  ])('hash query %o, page query %o → %s', (hash, page, type) => {
    expect(inviterIdTypeFromLink(new URLSearchParams(hash), page)).toBe(type)
  })
})

describe('page flags (one place, shared/lib/invitation.ts)', () => {
  it('the variants read the configured flags', () => {
    expect(STANDARD_VARIANT.inviterFlag).toBe(CAMPAIGN_PAGE_FLAGS.inviter)
    expect(STANDARD_VARIANT.invitedFlag).toBe(CAMPAIGN_PAGE_FLAGS.invited)
    expect(SC_VARIANT.inviterFlag).toBe(CAMPAIGN_PAGE_FLAGS.inviterSc)
    expect(SC_VARIANT.invitedFlag).toBe(CAMPAIGN_PAGE_FLAGS.invitedSc)
  })
})

describe('variants', () => {
  it('maps paths and flags to variants', () => {
    expect(variantForPath('/mgmfournew')).toBe(SC_VARIANT)
    expect(variantForPath('/mgmInviteprogressnew')).toBe(SC_VARIANT)
    expect(variantForPath('/mgmfour')).toBe(STANDARD_VARIANT)
    expect(variantForPath('/mgmPrizeRecorder')).toBe(STANDARD_VARIANT)
    expect(variantForFlag('new_mgm_inviterSc')).toBe(SC_VARIANT)
    expect(variantForFlag(null)).toBe(STANDARD_VARIANT)
  })
})
