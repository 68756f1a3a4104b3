import { describe, expect, it } from 'vitest'
import { prizeAction, show, signedCredit, talentParams } from './rules'
import { db } from '@mocks/db'
import { session } from '@/shared/lib/storage'
import { setUserAgent, signIn } from '@tests/render'

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

describe('talentParams keys the user per channel', () => {
  it('the openid in WeChat, the client number in the app', () => {
    setUserAgent('wx')
    signIn('opened')
    expect(talentParams().user_id).toBe(db.users.opened.openid)
    setUserAgent('app')
    session.set('unionAppClientNo', db.users.opened.appClientNo)
    session.set('appClientToken', db.users.opened.appClientToken)
    expect(talentParams().user_id).toBe(db.users.opened.appClientNo)
    setUserAgent('wx')
  })
})
