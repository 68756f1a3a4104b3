import { describe, expect, it } from 'vitest'
import { validatePhone } from '@/shared/lib/validate'
import {
  boxHint,
  boxResultText,
  boxState,
  drawResultDetail,
  friendTierButton,
  maxTransferable,
  monthGiftView,
  nextBoxText,
  prizeAddressError,
  specialGiftClaimPath,
  specialGiftView,
  transferAmountError,
  transferGiftAction,
  transferRules,
  transferRulesText,
  withUid,
  drawHeadline,
  expiryNotice,
  pointsText,
  recordTime,
  recordTone,
  signDayLabel,
  signDayState,
  signedPoints,
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
    [{ isWin: '1' as const, prizeName: '88积分' }, '恭喜您获得88积分'],
    [{ isWin: '0' as const, prizeName: '谢谢参与' }, '很遗憾，未中奖'],
    [undefined, '很遗憾，未中奖'],
  ])('drawHeadline %#', (r, out) => expect(drawHeadline(r)).toBe(out))

  it.each([
    ['2026-11-18 10:12:33', '2026-11-18 10:12'],
    ['', '--'],
  ])('recordTime(%s) = %s', (v, out) => expect(recordTime(v)).toBe(out))
})

describe('WeChat home gifts', () => {
  const member = { isMember: '1' as const }
  it.each([
    [member, { isWait: '1' as const, waitValue: 1200 }, '本月1,200积分待领取', '去领取'],
    [{ isMember: '0' as const }, { isWait: '1' as const, waitValue: 100 }, '本月100积分待领取', '去领取'],
    [member, { isWait: '1' as const, waitValue: 0 }, '本月月度礼已领取，下月再来', null],
    [member, { isWait: '0' as const, waitValue: 0 }, '本月月度礼已领取，下月再来', null],
    [{ isMember: '0' as const }, { isWait: '0' as const, waitValue: 0 }, '成为会员，每月可领月度礼', null],
    [undefined, undefined, '成为会员，每月可领月度礼', null],
  ])('monthGiftView %#', (status, wait, text, label) => {
    const view = monthGiftView(status, wait)
    expect(view.text).toBe(text)
    expect(view.button?.label ?? null).toBe(label)
  })

  it.each([
    [{ isBind: '0' as const, openAccount: '0' as const }, '立即绑定', 'bind'],
    [{ isBind: '1' as const, openAccount: '2' as const }, '立即开户', 'open'],
    [{ isBind: '1' as const, openAccount: '0' as const }, '立即开户', 'open'],
    [{ isBind: '1' as const, openAccount: '1' as const }, '立即领取', 'claim'],
    [undefined, '立即绑定', 'bind'],
  ])('specialGiftView %#', (status, label, to) => {
    expect(specialGiftView(status).button).toEqual({ label, to })
  })

  it('claims the special gift on the claim page with its page flag, then the mall', () => {
    expect(specialGiftClaimPath()).toBe('/linkApp?pageFlag=xywx_zzlqHome&targetUrl=%2FpointsMall')
  })

  it.each([
    [{ status: 1 as const, needNum: 1 }, 1, '领取', false],
    [{ status: 2 as const, needNum: 1 }, 1, '已领取', true],
    [{ status: 0 as const, needNum: 5 }, 2, '还差3人', true],
    [{ status: 0 as const, needNum: 1 }, 3, '还差1人', true],
  ])('friendTierButton %#', (tier, invited, label, disabled) => {
    expect(friendTierButton(tier, invited)).toEqual({ label, disabled })
  })

  it.each([
    [{ chanceNum: 1, waitChanceNum: 2 }, 'receive'],
    [{ chanceNum: 1, waitChanceNum: 0 }, 'draw'],
    [{ chanceNum: 0, waitChanceNum: 0 }, 'join'],
  ] as const)('transferGiftAction %#', (info, action) => {
    expect(transferGiftAction(info)).toBe(action)
  })
})

describe('points transfer rules', () => {
  const rules = transferRules({ minIntegral: 10, maxIntegral: 2000, stepIntegral: 10 }, 1280)

  it('reads the server rules, with 0 meaning no rule of that kind', () => {
    expect(rules).toEqual({ min: 10, max: 2000, step: 10, balance: 1280 })
    expect(transferRules({ minIntegral: 0, maxIntegral: 0, stepIntegral: 0 }, -5)).toEqual({
      min: 1,
      max: Number.POSITIVE_INFINITY,
      step: 1,
      balance: 0,
    })
  })

  it.each([
    ['', '请输入转赠积分'],
    ['  ', '请输入转赠积分'],
    ['0', '转赠积分须为正整数'],
    ['1.5', '转赠积分须为正整数'],
    ['-10', '转赠积分须为正整数'],
    ['5', '单笔最少转赠10积分'],
    ['2010', '单笔最多转赠2,000积分'],
    ['105', '转赠积分须为10的整数倍'],
    ['1290', '可用积分不足'],
    ['10', ''],
    ['1280', ''],
  ])('transferAmountError(%j) = %j', (input, message) => {
    expect(transferAmountError(input, rules)).toBe(message)
  })

  it('states the rules, and finds the largest amount they allow', () => {
    expect(transferRulesText(rules)).toBe('单笔最少10积分，最多2,000积分，须为10的整数倍')
    expect(transferRulesText(transferRules({ minIntegral: 1, maxIntegral: 0, stepIntegral: 1 }, 9))).toBe(
      '单笔最少1积分',
    )
    expect(maxTransferable(rules)).toBe(1280)
    expect(maxTransferable({ ...rules, balance: 1289 })).toBe(1280)
    expect(maxTransferable({ ...rules, balance: 5000 })).toBe(2000)
    expect(maxTransferable({ ...rules, balance: 9 })).toBe(0)
  })
})

describe('treasure box rules', () => {
  const boxes = [
    { boxId: 'b3', boxName: '青铜宝箱', needDays: 3, status: 2 as const },
    { boxId: 'b7', boxName: '白银宝箱', needDays: 7, status: 0 as const },
    { boxId: 'b15', boxName: '黄金宝箱', needDays: 15, status: 0 as const },
  ]

  it.each([
    [0, 'locked', '再签到3天'],
    [1, 'ready', '点击开启'],
    [2, 'opened', '已开启'],
  ] as const)('status %s is %s: %s', (status, state, hint) => {
    expect(boxState({ status })).toBe(state)
    expect(boxHint({ status, needDays: 7 }, 4)).toBe(hint)
  })

  it('never asks for less than one more day', () => {
    expect(boxHint({ status: 0, needDays: 3 }, 5)).toBe('再签到1天')
  })

  it.each([
    [boxes, 4, '再签到3天可开启白银宝箱'],
    [[boxes[0]!, { ...boxes[1]!, status: 1 as const }], 7, '白银宝箱可开启，快去领取吧'],
    [[boxes[0]!], 4, '宝箱已全部开启'],
    [[], 0, '暂无宝箱活动'],
  ])('nextBoxText %#', (list, days, text) => {
    expect(nextBoxText(list, days)).toBe(text)
  })

  it.each([
    [{ prizeName: '20积分', integral: 20 }, '恭喜获得20积分'],
    [{ prizeName: '', integral: 50 }, '恭喜获得50积分'],
    [{ prizeName: '', integral: 0 }, '宝箱已开启'],
  ])('boxResultText %#', (r, text) => expect(boxResultText(r)).toBe(text))
})

describe('prize address and draw results', () => {
  const ok = {
    receiverName: '张三',
    receiverPhone: '13800000001',
    receiverAddress: '上海市浦东新区世纪大道1号',
  }
  it.each([
    [ok, ''],
    [{ ...ok, receiverName: ' ' }, '请输入收货人姓名'],
    [{ ...ok, receiverPhone: '138' }, validatePhone('138')],
    [{ ...ok, receiverAddress: '上海' }, '请输入详细收货地址'],
  ])('prizeAddressError %#', (a, message) => expect(prizeAddressError(a, validatePhone)).toBe(message))

  it.each([
    [{ isWin: '1' as const, prizeType: 3 as const }, '请填写收货信息，我们将尽快为您寄出'],
    [{ isWin: '1' as const, prizeType: 2 as const }, '卡券已发放至您的账户，请注意查收'],
    [{ isWin: '1' as const, prizeType: 1 as const }, '积分已发放至您的积分账户'],
    [{ isWin: '0' as const, prizeType: 0 as const }, '别灰心，下次好运一定属于您'],
  ])('drawResultDetail %#', (r, text) => expect(drawResultDetail(r)).toBe(text))

  it('adds the encrypted user id before the hash, replacing an old one', () => {
    expect(withUid('https://zx.a.cn/yibai/#/rights?id=1', 'E1')).toBe(
      'https://zx.a.cn/yibai/?uid=E1#/rights?id=1',
    )
    expect(withUid('https://zx.a.cn/m?a=1&uid=old', 'E 2')).toBe('https://zx.a.cn/m?a=1&uid=E%202')
    expect(withUid('https://zx.a.cn/m', '')).toBe('https://zx.a.cn/m')
  })
})
