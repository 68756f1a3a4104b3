import { describe, expect, it } from 'vitest'
import { prizeAction, show, signedCredit, TALENT_PAGE_FLAG, talentParams } from './rules'

describe('signedCredit', () => {
  it.each([
    [8, '+8'],
    [-50, '-50'],
    [0, '0'],
  ])('%s → %s', (v, out) => expect(signedCredit(v)).toBe(out))
})

describe('prizeAction', () => {
  it.each([
    [
      { isEnough: 1, stock: 5 },
      { label: '立即兑换', enabled: true },
    ],
    [
      { isEnough: 0, stock: 5 },
      { label: '学分不足', enabled: false },
    ],
    [
      { isEnough: 2, stock: 0 },
      { label: '已兑完', enabled: false },
    ],
    [
      { isEnough: 1, stock: 0 },
      { label: '已兑完', enabled: false },
    ],
  ] as const)('%o', (prize, out) => expect(prizeAction(prize)).toEqual(out))
})

describe('show', () => {
  it.each([
    ['x', 'x'],
    ['  ', '--'],
    [3, '3'],
    ['', '--'],
  ])('%s → %s', (v, out) => expect(show(v)).toBe(out))
})

describe('talentParams', () => {
  it('keys the calls on the customer it is given (signedIn().userId), with the station page flag', () => {
    expect(talentParams('AC100005')).toEqual({ user_id: 'AC100005', page_flag: TALENT_PAGE_FLAG })
  })
})
