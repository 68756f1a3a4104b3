import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  appHoldingsAccess,
  holdingsUserId,
  assetsTotal,
  busiLabel,
  failTipText,
  groupTotal,
  pieSlices,
  shownGroups,
  parseHoldingType,
  displayAmount,
  displayUserName,
  holdingRoute,
  holdingsAccess,
  holdingsFailure,
  parseHidden,
  PIE_COLORS,
  pieColor,
  readHoldingsFailure,
  type HoldingsAccess,
  type HoldingsAccessInput,
} from './rules'
import { HOLDINGS_TEXT } from './texts'
import { CHECK_NETWORK_TEXT } from '@/shared/lib/failure'
import { TradeRecord } from '@/api/catalogue/trades'
import { AssetShares, AssetsSummary } from '@/api/holdings'
import { parse } from '@/api/schema'

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

describe('holdings in the app', () => {
  it.each([
    [false, '1', { kind: 'signed-out' }],
    [true, '1', { kind: 'load' }],
    [true, '2', { kind: 'not-opened', action: 'open' }],
    [true, '0', { kind: 'not-opened', action: 'open' }],
    [true, '', { kind: 'not-opened', action: 'open' }],
  ] as const)('signed in %s, openAccount %j → %o', (signedInToApp, openAccount, expected) => {
    expect(appHoldingsAccess(signedInToApp, openAccount)).toEqual(expected)
  })
  it('the calls take the openid, else (an app user without one) the client number', () => {
    expect(holdingsUserId({ openid: 'o1', appClientNo: 'AC1' })).toBe('o1')
    expect(holdingsUserId({ openid: '', appClientNo: 'AC1' })).toBe('AC1')
    expect(holdingsUserId({ openid: '', appClientNo: '' })).toBe('')
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
  it('is the fixed fault text: the link has no say in it (docs/features/holdings.md)', () => {
    expect(failTipText()).toEqual({ fault: HOLDINGS_TEXT.failFixed, hint: null })
  })
  it('the fixed text names the hotline, and not the network', () => {
    expect(HOLDINGS_TEXT.failFixed).toContain('950950')
    expect(HOLDINGS_TEXT.failFixed).not.toMatch(/网络/)
  })
  it('a network failure keeps the fault text and hotline, and adds "check the network"', () => {
    expect(failTipText(true)).toEqual({ fault: HOLDINGS_TEXT.failFixed, hint: CHECK_NETWORK_TEXT })
  })
})

describe('the route state holdings hands its fail tip', () => {
  it.each([true, false])('network %s is read back as it was handed', (network) => {
    expect(readHoldingsFailure(holdingsFailure(network))).toEqual({ from: '/allChannelAssets', network })
  })
  it.each([undefined, null, 'x', {}, { network: true }, { from: '/productMarket', network: true }])(
    '%o (a link, a reload without it, another page’s state) is none',
    (state) => {
      expect(readHoldingsFailure(state)).toBeNull()
    },
  )
  it('a network flag that is not true counts as a server failure', () => {
    expect(readHoldingsFailure({ from: '/allChannelAssets', network: 'yes' })).toEqual({
      from: '/allChannelAssets',
      network: false,
    })
  })
})

describe('trade labels and holding kinds', () => {
  it.each([
    [{ busiName: '申购', busiCode: '122' }, '申购'],
    [{ busiName: '', busiCode: '124' }, '赎回'],
    [{ busiCode: '999' }, '--'],
    [{ busiName: null, busiCode: 143 }, '分红'],
  ])('%o → %s', (t, expected) => expect(busiLabel(parse(TradeRecord, t))).toBe(expected))
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

describe('exact totals and pie shares (amounts are decimal strings, never floats)', () => {
  const assets = (wire: unknown) => parse(AssetsSummary, wire)

  it('a group without a total adds up its rows exactly: 0.1 + 0.2 is 0.30', () => {
    const a = assets({ records: [{ list: [{ holdAsset: 0.1 }, { holdAsset: '0.2' }] }] })
    expect(groupTotal(a.records[0])).toBe('0.3')
    expect(displayAmount(groupTotal(a.records[0]), false)).toBe('0.30')
  })

  it("the server's totals win; a row without an amount leaves the total unknown (--)", () => {
    const a = assets({
      records: [
        { holdTotalAsset: '2.675', list: [{ holdAsset: '1' }] },
        { list: [{ holdAsset: '1' }, { holdAsset: null }] },
      ],
    })
    expect(displayAmount(groupTotal(a.records[0]), false)).toBe('2.68')
    expect(groupTotal(a.records[1])).toBeNull()
    expect(displayAmount(assetsTotal(a), false)).toBe('--')
    expect(assetsTotal(assets({ holdTotalAsset: 0, records: [] }))).toBe('0')
  })

  it('the header total adds the groups when the server sends none', () => {
    const a = assets({
      records: [{ holdTotalAsset: 1.005, list: [] }, { list: [{ holdAsset: '0.1' }, { holdAsset: 0.2 }] }],
    })
    expect(assetsTotal(a)).toBe('1.305')
    expect(displayAmount(assetsTotal(a), false, true)).toBe('1.31')
  })

  it('empty groups ({} or null) are not shown; a named or non-empty one is', () => {
    const a = assets({ records: [{}, null, { distributorName: '兴业银行' }, { holdTotalAsset: '1' }] })
    expect(shownGroups(a.records)).toHaveLength(2)
  })

  it('pie: the server proportion and scale win; missing ones are worked out exactly from the amounts', () => {
    const shares = parse(AssetShares, [
      { respProductType: 3, holdAsset: '1', proportion: null, scale: null },
      { respProductType: 1, holdAsset: '2', proportion: null, scale: '' },
      { respProductType: 2, holdAsset: '0', proportion: '0.00', scale: '0.00%' },
    ])
    expect(pieSlices(shares).map((s) => [s.respProductType, s.proportion, s.label])).toEqual([
      [3, '33.33', '33.33%'],
      [1, '66.67', '66.67%'],
    ])
    const sent = parse(AssetShares, [
      { respProductType: 1, holdAsset: '5', proportion: 45.234, scale: '45.23%' },
    ])
    expect(pieSlices(sent)).toEqual([
      { respProductType: 1, holdAsset: '5', proportion: '45.234', label: '45.23%' },
    ])
  })

  it('pie: without every amount a missing proportion cannot be worked out, and the slice is left out', () => {
    const shares = parse(AssetShares, [
      { respProductType: 3, holdAsset: null, proportion: null },
      { respProductType: 1, holdAsset: '2', proportion: null },
    ])
    expect(pieSlices(shares)).toEqual([])
  })

  it('property: worked-out shares stay within 0-100 and their labels add up to 100 within rounding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 9 }),
        (cents) => {
          const shares = parse(
            AssetShares,
            cents.map((c, i) => ({ respProductType: (i % 5) + 1, holdAsset: (c / 100).toFixed(2) })),
          )
          const slices = pieSlices(shares)
          const hundredths = slices.map((s) => Number(s.proportion.replace('.', '')))
          for (const h of hundredths) expect(h >= 0 && h <= 10000).toBe(true)
          const total = hundredths.reduce((a, b) => a + b, 0)
          expect(Math.abs(total - 10000)).toBeLessThanOrEqual(cents.length)
        },
      ),
    )
  })
})
