import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatFraction,
  maxDrawdown,
  rangeReturn,
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

describe('rangeReturn', () => {
  it.each([
    [[1, 1.1], 0.1],
    [[2, 1], -0.5],
    [[1, null, 1.5], 0.5],
    [[null, 1, 1.2, null], 0.2],
  ] as const)('%j → %d', (values, expected) => {
    expect(rangeReturn(pts(...values))).toBeCloseTo(expected, 10)
  })

  it.each([[[]], [[1]], [[null, null]], [[0, 1]], [[-1, 1]]] as const)('%j → null', (values) => {
    expect(rangeReturn(pts(...values))).toBeNull()
  })

  it('never throws and is finite or null', () => {
    fc.assert(
      fc.property(anyPoints, (points) => {
        const r = rangeReturn(points)
        expect(r === null || Number.isFinite(r)).toBe(true)
      }),
    )
  })
})

describe('maxDrawdown', () => {
  it.each([
    [[1, 1.2, 0.9, 1.3], 0.25],
    [[1, 2, 3], 0],
    [[3, 2, 1], 2 / 3],
    [[1, 0.5, 2, 1.5], 0.5],
    [[1, -1], 1],
  ] as const)('%j → %d', (values, expected) => {
    expect(maxDrawdown(pts(...values))).toBeCloseTo(expected, 10)
  })

  it('is null without any value', () => {
    expect(maxDrawdown([])).toBeNull()
    expect(maxDrawdown(pts(null))).toBeNull()
    expect(maxDrawdown(null)).toBeNull()
  })

  it('is always within [0, 1] and never throws', () => {
    fc.assert(
      fc.property(anyPoints, (points) => {
        const d = maxDrawdown(points)
        expect(d === null || (d >= 0 && d <= 1)).toBe(true)
      }),
    )
  })

  it('is 0 for a series that never falls', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.0001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 50 }),
        (values) => {
          const up = [...values].sort((a, b) => a - b)
          expect(maxDrawdown(pts(...up))).toBe(0)
        },
      ),
    )
  })
})

describe('rangeSummary / rangeTrend / formatFraction', () => {
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
  it('formats a signed percent', () => {
    expect(formatFraction(0.01234)).toBe('+1.23%')
    expect(formatFraction(-0.5)).toBe('-50.00%')
    expect(formatFraction(-0.00001)).toBe('0.00%')
    expect(formatFraction(null)).toBe('--')
  })
})
