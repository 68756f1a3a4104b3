import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  chronological,
  maxDrawdownText,
  rangeReturnText,
  rangeSummary,
  rangeTrend,
  type ChartPoint,
} from './metrics'

const pts = (...values: (number | null)[]): ChartPoint[] =>
  values.map((value, i) => ({ date: `202601${String(i + 1).padStart(2, '0')}`, value }))

const anyValue = fc.oneof(
  fc.double({ noNaN: false }),
  fc.constant(null),
  fc.integer({ min: -5, max: 5 }).map((n) => n / 2),
)
const anyPoints = fc.array(fc.record({ date: fc.string(), value: anyValue }), { maxLength: 60 })

describe('rangeSummary / rangeTrend', () => {
  it('finds first, last, high and low', () => {
    const s = rangeSummary(pts(1.1, null, 1.4, 0.9, 1.2))!
    expect([s.first.value, s.last.value, s.high.value, s.low.value]).toEqual([1.1, 1.2, 1.4, 0.9])
    expect(s.high.date).toBe('20260103')
  })
  it('trend by the sign of the change', () => {
    expect(rangeTrend(pts(1, 2))).toBe('up')
    expect(rangeTrend(pts(2, 1))).toBe('down')
    expect(rangeTrend(pts(2, 2))).toBe('flat')
    expect(rangeTrend(pts(2))).toBe('flat')
  })
})

describe('exact metric texts (no float division on display)', () => {
  it.each([
    [[1, 1.00125], '+0.13%'],
    [[1, 1.1], '+10.00%'],
    [[2, 1], '-50.00%'],
    [[1.5, 1.5], '0.00%'],
    [[1, null, 0.99995], '-0.01%'],
    [[1], '--'],
    [[0, 1], '--'],
  ] as const)('range return %j → %s', (values, expected) => {
    expect(rangeReturnText(pts(...values))).toBe(expected)
  })

  it('does not round 1 → 1.00125 the float way (0.1249999… → +0.12%)', () => {
    expect(((1.00125 / 1 - 1) * 100).toFixed(2)).toBe('0.12')
    expect(rangeReturnText(pts(1, 1.00125))).toBe('+0.13%')
  })

  it('a rising series has no drawdown; any drawdown stays within 0..100%', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.0001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (values) => {
          expect(maxDrawdownText(pts(...[...values].sort((a, b) => a - b)))).toBe('0.00%')
          const d = maxDrawdownText(pts(...values))
          expect(Number(d.slice(0, -1))).toBeGreaterThanOrEqual(0)
          expect(Number(d.slice(0, -1))).toBeLessThanOrEqual(100)
        },
      ),
    )
  })

  it.each([
    [[1, 1.2, 0.9, 1.3], '25.00%'],
    [[1, 2, 3], '0.00%'],
    [[3, 2, 1], '66.67%'],
    [[1.6, 1.59998], '0.00%'],
    [[1, 0.99875], '0.13%'],
    [[1, -1], '100.00%'],
    [[], '--'],
  ] as const)('max drawdown %j → %s', (values, expected) => {
    expect(maxDrawdownText(pts(...values))).toBe(expected)
  })

  it('property: the range return text is the exact change rounded half-up', () => {
    const nav = fc.integer({ min: 1, max: 99_999_999 }) // 4-decimal navs 0.0001 … 9999.9999
    fc.assert(
      fc.property(nav, nav, (a, b) => {
        const text = rangeReturnText(pts(a / 10000, b / 10000))
        // exact: (b − a) / a × 100, half-up (away from zero) to 2 decimals, in integer arithmetic
        const num = BigInt(Math.abs(b - a)) * 10000n
        const den = BigInt(a)
        const hundredths = num / den + ((num % den) * 2n >= den ? 1n : 0n)
        const digits = hundredths.toString().padStart(3, '0')
        const body = `${digits.slice(0, -2)}.${digits.slice(-2)}%`
        const sign = hundredths === 0n ? '' : b > a ? '+' : '-'
        expect(text).toBe(`${sign}${body}`)
      }),
    )
  })

  it('never throws on any points', () => {
    fc.assert(
      fc.property(anyPoints, (points) => {
        expect(rangeReturnText(points)).toMatch(/^(--|[+-]?\d+\.\d{2}%)$/)
        expect(maxDrawdownText(points)).toMatch(/^(--|\d+\.\d{2}%)$/)
      }),
    )
  })
})

describe('chronological (chart points sorted by date)', () => {
  it('puts a newest-first answer oldest first, so the return keeps its sign', () => {
    const newestFirst: ChartPoint[] = [
      { date: '20260105', value: 1.1 },
      { date: '20260104', value: 1.05 },
      { date: '20260102', value: 1 },
    ]
    expect(rangeReturnText(newestFirst)).toBe('-9.09%')
    const sorted = chronological(newestFirst)
    expect(sorted.map((p) => p.date)).toEqual(['20260102', '20260104', '20260105'])
    expect(rangeReturnText(sorted)).toBe('+10.00%')
  })

  it('is stable for equal dates, puts unreadable dates last and never throws', () => {
    const a = { date: '20260103', value: 1 }
    const b = { date: '20260103', value: 2 }
    const bad = { date: '2026-01-01', value: 3 }
    expect(chronological([bad, b, a, { date: '20260101', value: 0 }]).map((p) => p.value)).toEqual([
      0, 2, 1, 3,
    ])
    expect(chronological(null)).toEqual([])
    fc.assert(
      fc.property(anyPoints, (points) => {
        const out = chronological(points)
        expect(out).toHaveLength(points.length)
        const dated = out.filter((p) => /^\d{8}$/.test(p.date)).map((p) => p.date)
        expect(dated).toEqual([...dated].sort())
      }),
    )
  })
})
