import { describe, expect, it } from 'vitest'
import { chanceCount, currentUserId, drawButton, recordTarget, resultCopy, show } from './rules'
import { db } from '@mocks/db'
import { local, session } from '@/shared/lib/storage'
import { setUserAgent, signIn } from '../../../tests/render'

describe('chanceCount', () => {
  it.each([
    [{ chanceNum: 3 }, 3],
    [{ chanceNum: 0 }, 0],
    [{ chanceNum: -1 }, 0],
    [null, 0],
    [undefined, 0],
  ])('%o → %s', (info, n) => expect(chanceCount(info)).toBe(n))
})

describe('drawButton', () => {
  it.each([
    [3, false, { label: '立即抽奖', disabled: false }],
    [0, false, { label: '暂无抽奖机会', disabled: true }],
    [3, true, { label: '抽奖中…', disabled: true }],
  ])('%s chances, drawing %s', (c, d, out) => expect(drawButton(c, d)).toEqual(out))
})

describe('resultCopy', () => {
  it.each([
    [{ isWin: '0', prizeType: 0, prizeName: '谢谢参与' }, '很遗憾，未中奖', /下次/],
    [{ isWin: '1', prizeType: 1, prizeName: '10积分' }, '恭喜获得10积分', /积分账户/],
    [{ isWin: '1', prizeType: 2, prizeName: '5元京东E卡' }, '恭喜获得5元京东E卡', /我的权益/],
    [{ isWin: '1', prizeType: 3, prizeName: '' }, '恭喜获得--', /收货信息/],
  ] as const)('%o', (r, headline, detail) => {
    const out = resultCopy(r)
    expect(out.headline).toBe(headline)
    expect(out.detail).toMatch(detail)
  })
})

describe('recordTarget and show', () => {
  it('only e-cards lead to /cardqy', () => {
    expect(recordTarget(2)).toBe('/cardqy')
    expect(recordTarget(1)).toBeNull()
    expect(recordTarget(0)).toBeNull()
  })
  it('shows -- for missing values', () => {
    expect(show('')).toBe('--')
    expect(show('  ')).toBe('--')
    expect(show('0')).toBe('0')
  })
})

describe('currentUserId keys the user per channel (issue 9)', () => {
  it('the openid in WeChat, the client number in the app', () => {
    setUserAgent('wx')
    signIn('opened')
    expect(currentUserId()).toBe(db.users.opened.openid)
    setUserAgent('app')
    local.set('unionAppClientNo', db.users.opened.appClientNo)
    session.set('appClientToken', db.users.opened.appClientToken)
    expect(currentUserId()).toBe(db.users.opened.appClientNo)
    setUserAgent('wx')
  })
})
