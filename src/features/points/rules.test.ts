import { describe, expect, it } from 'vitest'
import {
  drawHeadline,
  expiryNotice,
  pointsText,
  recordTime,
  recordTone,
  signDayLabel,
  signDayState,
  signedPoints,
  viewEventName,
  waitNotice,
} from './rules'

const today = new Date(2026, 10, 18) // Wednesday

describe('points rules', () => {
  it.each([
    [1285, '1,285'],
    [0, '0'],
    [undefined, '--'],
    [null, '--'],
    [Number.NaN, '--'],
  ])('pointsText(%s) = %s', (v, out) => expect(pointsText(v)).toBe(out))

  it.each([
    [10, '+10'],
    [-100, '-100'],
    [0, '0'],
    [null, '--'],
  ])('signedPoints(%s) = %s', (v, out) => expect(signedPoints(v)).toBe(out))

  it.each([
    [{ integralValue: 5, changeType: '1' as const }, 'earn'],
    [{ integralValue: -5, changeType: '2' as const }, 'spend'],
    [{ integralValue: -5, changeType: null }, 'spend'],
    [{ integralValue: 5, changeType: null }, 'earn'],
  ])('recordTone %#', (r, out) => expect(recordTone(r)).toBe(out))

  it.each([
    [{ expiryValue: 120, expiryDate: '2026-11-30' }, '您有120积分将于2026-11-30过期，请尽快使用'],
    [{ expiryValue: 120, expiryDate: '' }, '您有120积分将于--过期，请尽快使用'],
    [{ expiryValue: 0, expiryDate: '2026-11-30' }, null],
    [undefined, null],
  ])('expiryNotice %#', (info, out) => expect(expiryNotice(info)).toBe(out))

  it.each([
    [{ waitValue: 150 }, '150积分待领取'],
    [{ waitValue: 0 }, null],
    [undefined, null],
  ])('waitNotice %#', (info, out) => expect(waitNotice(info)).toBe(out))

  it.each([
    ['20261118', '今天'],
    ['20261116', '周一'],
    ['20261122', '周日'],
    ['bad', '--'],
  ])('signDayLabel(%s) = %s', (d, out) => expect(signDayLabel(d, today)).toBe(out))

  it.each([
    [{ date: '20261116', signed: '1' as const }, 'signed'],
    [{ date: '20261118', signed: '0' as const }, 'today'],
    [{ date: '20261117', signed: '0' as const }, 'missed'],
    [{ date: '20261120', signed: '0' as const }, 'future'],
  ])('signDayState %#', (d, out) => expect(signDayState(d, today)).toBe(out))

  it.each([
    ['home', 'wx', '微信首页浏览'],
    ['home', 'app', '我的积分浏览'],
    ['home', 'h5', '我的积分浏览'],
    ['mall', 'wx', '积分商城浏览'],
  ] as const)('viewEventName(%s, %s) = %s', (p, c, out) => expect(viewEventName(p, c)).toBe(out))

  it.each([
    [{ isWin: '1' as const, prizeName: '88积分' }, '恭喜您获得88积分'],
    [{ isWin: '0' as const, prizeName: '谢谢参与' }, '很遗憾，未中奖'],
    [undefined, '很遗憾，未中奖'],
  ])('drawHeadline %#', (r, out) => expect(drawHeadline(r)).toBe(out))

  it.each([
    ['2026-11-18 10:12:33', '2026-11-18 10:12'],
    ['', '--'],
  ])('recordTime(%s) = %s', (v, out) => expect(recordTime(v)).toBe(out))
})
