import { describe, expect, it } from 'vitest'
import type { DrawRecord } from '@/api/draws'
import {
  chanceCount,
  deliveryProblem,
  DRAW_POOLS,
  drawButton,
  exchangeFailure,
  isRight,
  linkHref,
  POOL_HOMES,
  POOL_SETUPS,
  poolForDrawPath,
  poolFrom,
  poolHomeFor,
  quizLink,
  recordsLink,
  recordTag,
  recordTarget,
  resultCopy,
  rightButtonLabel,
  rightsLink,
  show,
  waitingCount,
} from './rules'
import { ApiError } from '@/api/http'

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
    [{ isWin: '1', prizeType: 3, prizeName: '' }, '恭喜获得--', /填写收货信息，完成兑换/],
  ] as const)('%o', (r, headline, detail) => {
    const out = resultCopy(r)
    expect(out.headline).toBe(headline)
    expect(out.detail).toMatch(detail)
  })
})

describe('recordTarget, recordTag and show', () => {
  const rec = (prizeType: 0 | 1 | 2 | 3, over: Partial<DrawRecord> = {}): DrawRecord => ({
    recordId: 'DR1',
    prizeName: 'x',
    prizeType,
    drawTime: '',
    status: '已发放',
    needExchange: '0',
    ...over,
  })

  it('rights (e-cards and physical prizes) lead to their record on /cardqy, with the pool', () => {
    expect(recordTarget('points', rec(2))).toEqual({
      path: '/cardqy',
      query: { recordId: 'DR1', pool: 'points' },
    })
    expect(recordTarget('study', rec(3))).toEqual({
      path: '/cardqy',
      query: { recordId: 'DR1', pool: 'study' },
    })
    expect(recordTarget('points', rec(1))).toBeNull()
    expect(recordTarget('points', rec(0))).toBeNull()
    expect(recordTarget('points', rec(2, { recordId: '' }))).toBeNull()
  })

  it.each([
    [rec(3, { needExchange: '1', status: '待填写收货信息' }), '去兑换 ›'],
    [rec(3, { status: '待发货' }), '待发货 ›'],
    [rec(2), '查看卡券 ›'],
    [rec(1), '已发放'],
    [rec(1, { status: '' }), '--'],
  ])('%o is tagged %s', (record, tag) => expect(recordTag(record)).toBe(tag))

  it('shows -- for missing values', () => {
    expect(show('')).toBe('--')
    expect(show('  ')).toBe('--')
    expect(show('0')).toBe('0')
  })
})

describe('pools carry through every link', () => {
  it('records and rights links name their pool; rights of a record name the record', () => {
    expect(linkHref(recordsLink('points'))).toBe('/prizelist?pool=points')
    expect(linkHref(rightsLink('carbon'))).toBe('/cardqy?pool=carbon')
    expect(linkHref(rightsLink('study', 'DR9'))).toBe('/cardqy?recordId=DR9&pool=study')
  })

  it.each([
    ['points', 'points'],
    ['study', 'study'],
    ['carbon', 'carbon'],
    ['transfer', 'transfer'],
    [' points ', 'points'],
    ['', 'transfer'],
    [null, 'transfer'],
    ['nope', 'transfer'],
  ] as const)('?pool=%s reads as %s (older links without one: the transfer pool)', (v, pool) =>
    expect(poolFrom(v)).toBe(pool),
  )

  it.each([
    ['/drawprize', 'points'],
    ['/prizeActivityScore', 'points'],
    ['/carddrawprize', 'carbon'],
    ['/studyspecialprize', 'study'],
    ['/uniondrawprize', 'transfer'],
  ] as const)('%s draws the %s pool', (path, pool) => {
    expect(poolForDrawPath(path)).toBe(pool)
    if (path !== '/prizeActivityScore') expect(POOL_SETUPS[pool].drawPath).toBe(path)
  })

  it('every pool has its own page flag and its own rule text', () => {
    const flags = DRAW_POOLS.map((p) => POOL_SETUPS[p].pageFlag)
    const rules = DRAW_POOLS.map((p) => POOL_SETUPS[p].ruleFlag)
    expect(new Set(flags).size).toBe(DRAW_POOLS.length)
    expect(new Set(rules).size).toBe(DRAW_POOLS.length)
    expect(POOL_SETUPS.study.pageFlag).toBe('xywx_tyjx') // marketing §7.5
  })
})

describe('waiting chances and rights buttons', () => {
  it('only pools with a claim count waiting chances', () => {
    expect(waitingCount(POOL_SETUPS.study, { waitChanceNum: 2 })).toBe(2)
    expect(waitingCount(POOL_SETUPS.transfer, { waitChanceNum: 1 })).toBe(1)
    expect(waitingCount(POOL_SETUPS.points, { waitChanceNum: 2 })).toBe(0)
    expect(waitingCount(POOL_SETUPS.study, { waitChanceNum: -1 })).toBe(0)
    expect(waitingCount(POOL_SETUPS.study, null)).toBe(0)
  })

  it.each([
    [0, false],
    [1, false],
    [2, true],
    [3, true],
  ] as const)('prize type %s is a right: %s', (t, right) => expect(isRight(t)).toBe(right))

  it('a physical prize is exchanged, an e-card is seen', () => {
    expect(rightButtonLabel(3)).toBe('去兑换')
    expect(rightButtonLabel(2)).toBe('查看权益')
  })
})

describe('pool homes', () => {
  it('/studyMoneyManage is the study home, the /transferspecialactivity family the transfer home', () => {
    expect(poolHomeFor('/studyMoneyManage').pool).toBe('study')
    expect(poolHomeFor('/transferspecialactivity').pool).toBe('transfer')
    expect(poolHomeFor('/transferspecialactivityNew').pool).toBe('transfer')
  })

  it('the quiz link carries the source and event id, and the transfer waiting chances', () => {
    expect(quizLink(POOL_HOMES.study, 'EV1', 3)).toEqual({
      path: '/answerQuestion',
      query: { source: 'study', eventId: 'EV1', waitChanceNum: undefined },
    })
    expect(linkHref(quizLink(POOL_HOMES.transfer, ' EV2 ', 2)!)).toBe(
      '/answerQuestion?source=transfer&eventId=EV2&waitChanceNum=2',
    )
    expect(linkHref(quizLink(POOL_HOMES.transfer, 'EV2', 0)!)).toBe(
      '/answerQuestion?source=transfer&eventId=EV2',
    )
    expect(quizLink(POOL_HOMES.study, ' ', 1)).toBeNull()
  })
})

describe('deliveryProblem (the exchange form)', () => {
  const ok = { receiverName: '张三', receiverPhone: '13800138000', receiverAddress: '上海市浦东新区' }
  it.each([
    [{ ...ok }, ''],
    [{ ...ok, receiverName: ' ' }, '请输入收货人姓名'],
    [{ ...ok, receiverPhone: '' }, '请输入手机号'],
    [{ ...ok, receiverPhone: '12800138000' }, '手机号格式不正确'],
    [{ ...ok, receiverAddress: '' }, '请输入收货地址'],
    [{ receiverName: '', receiverPhone: '', receiverAddress: '' }, '请输入收货人姓名'],
  ])('%o → %s', (form, problem) => expect(deliveryProblem(form)).toBe(problem))
})

describe('exchangeFailure (去兑换 refused, marketing §8)', () => {
  it.each([
    [new ApiError('奖品不足', '1111', 'business'), { text: '您来晚了，权益已被兑完', reload: true }],
    [new ApiError('奖品已过兑换期', '4444', 'business'), { text: '奖品已过兑换期', reload: false }],
    [new ApiError('  ', '9999', 'business'), { text: '兑换失败，请稍后再试', reload: false }],
    [
      new ApiError('网络飘走了,请稍候再试哦', 'NETWORK', 'network'),
      { text: '网络飘走了,请稍候再试哦', reload: false },
    ],
    [new Error('boom'), { text: '兑换失败，请稍后再试', reload: false }],
  ])('%s → %o', (error, shown) => expect(exchangeFailure(error)).toEqual(shown))
})
