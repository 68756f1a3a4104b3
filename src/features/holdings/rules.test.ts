import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  busiLabel,
  failTipText,
  parseHoldingType,
  displayAmount,
  displayUserName,
  holdingRoute,
  holdingsAccess,
  parseHidden,
  PIE_COLORS,
  pieColor,
  type HoldingsAccess,
  type HoldingsAccessInput,
} from './rules'
import { HOLDINGS_TEXT } from './texts'

describe('holdingsAccess (marketing §4.1)', () => {
  const cases: [string, HoldingsAccessInput, HoldingsAccess][] = [
    [
      'all three 1 → load',
      { openAccount: '1', isAppBinding: '1', isRegister: '1', isPhoneBinding: '1' },
      { kind: 'load' },
    ],
    [
      'opened but no app binding → not bound',
      { openAccount: '1', isAppBinding: '0', isRegister: '1', isPhoneBinding: '1' },
      { kind: 'not-bound' },
    ],
    [
      'opened but not registered → not bound',
      { openAccount: '1', isAppBinding: '1', isRegister: '0', isPhoneBinding: '1' },
      { kind: 'not-bound' },
    ],
    [
      'openAccount 0 → not bound',
      { openAccount: '0', isAppBinding: '0', isRegister: '0', isPhoneBinding: '0' },
      { kind: 'not-bound' },
    ],
    [
      'openAccount 2, registered → open account',
      { openAccount: '2', isAppBinding: '1', isRegister: '1', isPhoneBinding: '1' },
      { kind: 'not-opened', action: 'open' },
    ],
    [
      'openAccount 2, isRegister 0 → bind',
      { openAccount: '2', isAppBinding: '0', isRegister: '0', isPhoneBinding: '1' },
      { kind: 'not-opened', action: 'bind' },
    ],
    [
      'openAccount 2 without a phone → not bound',
      { openAccount: '2', isAppBinding: '0', isRegister: '0', isPhoneBinding: '0' },
      { kind: 'not-bound' },
    ],
    ['missing fields → not bound', {}, { kind: 'not-bound' }],
  ]
  it.each(cases)('%s', (_name, input, expected) => {
    expect(holdingsAccess(input)).toEqual(expected)
  })
})

describe('holdingRoute (marketing §2.7, §5)', () => {
  const p = { prodCode: '000001', fundType: 1 as const, privateflag: '0' as const }
  it.each([
    [3, '/fundDetailCurrency?fundCode=000001&fundType=1'],
    [5, '/fundDetailCurrency?fundCode=000001&fundType=1'],
    [1, '/fundDetailOpen?fundCode=000001&fundType=1'],
    [2, '/fundDetailOpen?fundCode=000001&fundType=1'],
    [4, '/fundDetailOpen?fundCode=000001&fundType=1'],
  ] as const)('respProductType %s → %s', (type, expected) => {
    expect(holdingRoute({ ...p, respProductType: type })).toBe(expected)
  })
  it('private funds cannot be opened', () => {
    expect(holdingRoute({ ...p, respProductType: 3, privateflag: '1' })).toBeNull()
  })
  it('a row without a code opens nothing', () => {
    expect(holdingRoute({ ...p, prodCode: '', respProductType: 1 })).toBeNull()
  })
})

describe('masked display (marketing §4.8, §9)', () => {
  it.each([
    ['1234567.8', false, false, '1,234,567.80'],
    ['1234567.8', true, false, '****'],
    ['1234567.8', true, true, '******'],
    [null, false, false, '--'],
  ] as const)('%s hidden=%s long=%s → %s', (v, hidden, long, expected) => {
    expect(displayAmount(v, hidden, long)).toBe(expected)
  })
  it.each([
    ['张伟', false, '张伟'],
    ['张伟', true, '张*'],
    ['欧阳娜娜', true, '欧阳娜*'],
    ['', false, '--'],
  ] as const)('%s hidden=%s → %s', (name, hidden, expected) => {
    expect(displayUserName(name, hidden)).toBe(expected)
  })
  it('a hidden name keeps its length and its head', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() === s && s.length > 0),
        (s) => {
          const out = Array.from(displayUserName(s, true))
          const chars = Array.from(s)
          expect(out).toHaveLength(chars.length)
          expect(out.at(-1)).toBe('*')
          expect(out.slice(0, -1)).toEqual(chars.slice(0, -1))
        },
      ),
    )
  })
  it('the stored toggle is hidden only for "1"', () => {
    expect([parseHidden('1'), parseHidden('0'), parseHidden(null), parseHidden('true')]).toEqual([
      true,
      false,
      false,
      false,
    ])
  })
})

describe('pie colours (marketing §9)', () => {
  it('has nine distinct colours and cycles through them', () => {
    expect(new Set(PIE_COLORS).size).toBe(9)
    expect(pieColor(9)).toBe(PIE_COLORS[0])
    expect(pieColor(10)).toBe(PIE_COLORS[1])
  })
})

describe('failTipText (marketing §2.7, §8)', () => {
  it.each([
    ['1', null, HOLDINGS_TEXT.failFixed],
    ['1', 'ignored', HOLDINGS_TEXT.failFixed],
    ['2', '账户异常', '账户异常'],
    ['2', '%E8%B4%A6%E6%88%B7', '账户'],
    ['2', '%E4%ZZ', '%E4%ZZ'],
    ['2', '  ', HOLDINGS_TEXT.failFixed],
    ['2', null, HOLDINGS_TEXT.failFixed],
    [null, null, HOLDINGS_TEXT.failFixed],
  ] as const)('data=%s errorMsg=%s → %s', (data, msg, expected) => {
    expect(failTipText(data, msg)).toBe(expected)
  })
  it('the fixed text names the hotline', () => {
    expect(HOLDINGS_TEXT.failFixed).toContain('950950')
  })
  it('never throws and caps the message', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(failTipText('2', s).length).toBeLessThanOrEqual(Math.max(200, HOLDINGS_TEXT.failFixed.length))
      }),
    )
  })
})

describe('trade labels and holding kinds', () => {
  it.each([
    [{ busiName: '申购', busiCode: '122' }, '申购'],
    [{ busiName: '', busiCode: '124' }, '赎回'],
    [{ busiCode: '999' }, '--'],
  ])('%o → %s', (t, expected) => expect(busiLabel(t)).toBe(expected))
  it.each([
    ['1', 1],
    ['5', 5],
    ['0', null],
    ['6', null],
    ['', null],
    [null, null],
    ['abc', null],
  ] as const)('respProductType %s → %s', (v, expected) => expect(parseHoldingType(v)).toBe(expected))
})
