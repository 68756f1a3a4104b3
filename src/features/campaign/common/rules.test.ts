import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  campaignUserState,
  canExchange,
  defaultPrize,
  eventIdFrom,
  isPrizeSelectable,
  mainButtonForm,
  openAccountAction,
  progressWidth,
  shareLinkFor,
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
    expect(canExchange(coins, variant, smallest)).toBe(ok)
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

describe('shouldShowReceive (marketing §2.1, §4.5)', () => {
  it.each([
    [true, 'opened', 1, true],
    [false, 'opened', 1, false],
    [true, 'boundNoAccount', 1, false],
    [true, 'unbound', 1, false],
    [true, 'opened', 0, false],
  ] as const)('story %s, %s, count %s → %s', (storyShown, state, count, show) => {
    expect(shouldShowReceive({ storyShown, state, firstPurchanseCount: count })).toBe(show)
  })
})

describe('shareLinkFor (marketing §7.2)', () => {
  it('builds origin + path + inviterOpenId + invited hash route', () => {
    expect(shareLinkFor(STANDARD_VARIANT, 'oAbc', 'https://h5.x.cn', '/')).toBe(
      'https://h5.x.cn/?inviterOpenId=oAbc#/mgmInvited?inviterOpenId=oAbc',
    )
    expect(shareLinkFor(SC_VARIANT, 'o+1', 'https://h5.x.cn', '/app/index.html')).toBe(
      'https://h5.x.cn/app/index.html?inviterOpenId=o%2B1#/mgmInvitednew?inviterOpenId=o%2B1',
    )
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
