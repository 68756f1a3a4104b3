import { describe, expect, it } from 'vitest'
import { InviteRecord } from '@/api/mgm-progress'
import type { FirstPurchaseFlag, PositionFlag } from '@/api/mgm-task-flags'
import { parse } from '@/api/schema'
import {
  firstMarkComplete,
  invalidReasonText,
  progressLine,
  progressRowButton,
  secondMarkComplete,
} from './rules'
import { INVALID_TEXT, PROGRESS_LINE } from './texts'

const rec = (fp: number, pos: number, wx: '0' | '1' = '0', sms: '0' | '1' = '0'): InviteRecord => ({
  recordId: 'R1',
  invitedPhone: '139****0001',
  firstPurchaseFlag: fp as FirstPurchaseFlag,
  positionFlag: pos as PositionFlag,
  wxMsgFlag: wx,
  phoneMsgFlag: sms,
})

describe('progressRowButton, standard (marketing §4.3)', () => {
  it.each([
    [1, 0, '0', '0', 'complete'],
    [1, 1, '1', '1', 'complete'],
    [2, 2, '0', '0', 'failed'],
    [3, 3, '0', '0', 'failed'],
    [4, 0, '0', '0', 'failed'],
    [0, 0, '0', '0', 'remind'],
    [0, 0, '1', '0', 'remind'],
    [0, 0, '0', '1', 'remind'],
    [0, 0, '1', '1', 'reminded'],
  ] as const)('fp %s pos %s wx %s sms %s → %s', (fp, pos, wx, sms, button) => {
    expect(progressRowButton(rec(fp, pos, wx, sms), 'standard')).toBe(button)
  })
})

describe('progressRowButton, holdings-aware Sc (marketing §4.3)', () => {
  it.each([
    [0, 0, '0', '0', 'remind'],
    [1, 0, '1', '0', 'remind'], // holding undone, SMS unused
    [1, 0, '1', '1', 'reminded'],
    [0, 0, '1', '1', 'reminded'],
    [1, 1, '0', '0', 'complete'],
    [1, 1, '1', '1', 'complete'],
    [2, 2, '0', '0', 'failed'],
    [3, 3, '0', '0', 'failed'],
    [4, 0, '0', '0', 'failed'],
    [1, 2, '0', '0', 'failed'], // similar holding reward
  ] as const)('fp %s pos %s wx %s sms %s → %s', (fp, pos, wx, sms, button) => {
    expect(progressRowButton(rec(fp, pos, wx, sms), 'sc')).toBe(button)
  })
})

describe('firstMarkComplete (marketing §4.3)', () => {
  it.each([
    [0, 0, true],
    [1, 1, true],
    [2, 2, false],
    [3, 3, false],
    [4, 2, false],
    [4, 0, true],
    [2, 0, true],
    [0, 3, true],
  ])('fp %s pos %s → %s', (fp, pos, done) => {
    expect(firstMarkComplete(rec(fp, pos))).toBe(done)
  })
  it('second mark is the first purchase', () => {
    expect(secondMarkComplete(rec(1, 0))).toBe(true)
    expect(secondMarkComplete(rec(0, 0))).toBe(false)
    expect(secondMarkComplete(rec(4, 0))).toBe(false)
  })
})

describe('invalidReasonText: the six explanations of marketing §8', () => {
  it.each([
    [3, 3, INVALID_TEXT.cancelled],
    [0, 3, INVALID_TEXT.cancelled],
    [4, 2, INVALID_TEXT.boughtBeforeSimilarReward],
    [4, 0, INVALID_TEXT.boughtBefore],
    [2, 2, INVALID_TEXT.similarActivity],
    [2, 0, INVALID_TEXT.similarFirstPurchaseReward],
    [1, 2, INVALID_TEXT.similarHoldingReward],
    [0, 0, ''],
    [1, 1, ''],
  ])('fp %s pos %s → %s', (fp, pos, text) => {
    expect(invalidReasonText(rec(fp, pos))).toBe(text)
  })
  it('covers six distinct texts', () => {
    expect(new Set(Object.values(INVALID_TEXT)).size).toBe(6)
  })
  it('explanation line of valid rows', () => {
    expect(progressLine(rec(0, 0))).toBe(PROGRESS_LINE.waitFirstPurchase)
    expect(progressLine(rec(1, 0))).toBe(PROGRESS_LINE.waitPosition)
    expect(progressLine(rec(1, 1))).toBe(PROGRESS_LINE.complete)
    expect(progressLine(parse(InviteRecord, {}))).toBe(PROGRESS_LINE.waitFirstPurchase)
  })
})
