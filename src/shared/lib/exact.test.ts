import fc from 'fast-check'
import { formatMoney, parseDecimal, toFixedText } from './format'
import { percentOf, sumDecimals } from './exact'

/** Scaled integer value of a plain decimal string at `places` (exact, via BigInt). */
function scaled(text: string, places: number): bigint {
  const neg = text.startsWith('-')
  const [int, frac = ''] = text.replace(/^[-+]/, '').split('.')
  const value = BigInt(int + frac.padEnd(places, '0').slice(0, places))
  return neg ? -value : value
}

/** A scaled integer as decimal text: (-5n, 2) → '-0.05'. Independent of format.ts, for the properties. */
function scaledText(n: bigint, places: number): string {
  const negative = n < 0n
  const digits = (negative ? -n : n).toString().padStart(places + 1, '0')
  const cut = digits.length - places
  return `${negative ? '-' : ''}${digits.slice(0, cut)}${places ? `.${digits.slice(cut)}` : ''}`
}

/** An amount with 0-4 decimals as [its text, its value in 1/10000]. */
const amount = fc
  .tuple(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), fc.integer({ min: 0, max: 4 }))
  .map(([n, places]): [string, bigint] => [scaledText(n, places), n * 10n ** BigInt(4 - places)])

describe('sumDecimals (exact sums of amounts)', () => {
  it.each([
    [['0.1', '0.2'], '0.3'],
    [[0.1, 0.2], '0.3'],
    [['1.50', 2.5], '4'],
    [['2.675'], '2.675'],
    [['-1.25', '1.25'], '0'],
    [['123456789012345678.91', '0.09'], '123456789012345679'],
  ] as const)('%o → %s', (values, expected) => {
    expect(sumDecimals(values)).toBe(expected)
  })

  it('is null for an empty list or any unreadable value (no partial totals)', () => {
    expect(sumDecimals([])).toBeNull()
    expect(sumDecimals(['1.00', null])).toBeNull()
    expect(sumDecimals(['1.00', 'abc'])).toBeNull()
  })

  it('formats exactly: 0.1 + 0.2 shows 0.30 and 2.675 shows 2.68', () => {
    expect(formatMoney(sumDecimals([0.1, 0.2]))).toBe('0.30')
    expect(formatMoney(sumDecimals(['1.3375', '1.3375']))).toBe('2.68')
  })

  it('property: equals the integer sum of the scaled amounts, in any order', () => {
    fc.assert(
      fc.property(fc.array(amount, { minLength: 1, maxLength: 12 }), (items) => {
        const total = items.reduce((s, [, v]) => s + v, 0n)
        const sum = sumDecimals(items.map(([t]) => t))
        expect(sum).not.toBeNull()
        expect(parseDecimal(sum)).toEqual(parseDecimal(scaledText(total, 4)))
        expect(sumDecimals([...items].reverse().map(([t]) => t))).toBe(sum)
      }),
    )
  })
})

describe('percentOf (exact shares, e.g. pie proportions)', () => {
  it.each([
    ['1', '3', 2, '33.33'],
    ['2', '3', 2, '66.67'],
    ['1', '8', 2, '12.50'],
    ['1', '1600', 2, '0.06'],
    ['0.1', '0.3', 2, '33.33'],
    [2.675, 100, 1, '2.7'],
    ['-1', '8', 2, '-12.50'],
    ['0', '5', 2, '0.00'],
    ['1', '200000', 2, '0.00'],
  ] as const)('%s of %s to %i places → %s', (part, whole, places, expected) => {
    expect(percentOf(part, whole, places)).toBe(expected)
  })

  it('is null for a zero or unreadable whole and an unreadable part', () => {
    expect(percentOf('1', '0')).toBeNull()
    expect(percentOf('1', '0.00')).toBeNull()
    expect(percentOf('1', null)).toBeNull()
    expect(percentOf(undefined, '1')).toBeNull()
  })

  it('property: the nearest value with 2 decimals, halves rounded away from zero', () => {
    fc.assert(
      fc.property(amount, amount, ([part, p], [whole, w]) => {
        fc.pre(w !== 0n)
        const out = percentOf(part, whole)
        expect(out).toMatch(/^-?\d+\.\d{2}$/)
        // out = r / 100 exactly; the true value is p / w × 100; compare r·|w| with p·10000 in integers.
        const r = BigInt(out!.replace('.', ''))
        const exact = p * 10000n * (w < 0n ? -1n : 1n)
        const diff = r * (w < 0n ? -w : w) - exact
        const absW = w < 0n ? -w : w
        const twice = 2n * (diff < 0n ? -diff : diff)
        expect(twice <= absW).toBe(true)
        // On an exact half, the rounding went away from zero.
        if (twice === absW) expect(r < 0n ? diff < 0n : diff > 0n).toBe(true)
      }),
    )
  })

  it('property: shares of a whole add up to 100 within their rounding', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 12n }), { minLength: 1, maxLength: 9 }),
        (parts) => {
          const texts = parts.map((n) => scaledText(n, 2))
          const whole = sumDecimals(texts)
          const shares = texts.map((t) => percentOf(t, whole))
          const total = sumDecimals(shares)
          const hundredths = BigInt(toFixedText(total, 2).replace('.', ''))
          expect(
            hundredths >= 10000n - BigInt(parts.length) && hundredths <= 10000n + BigInt(parts.length),
          ).toBe(true)
        },
      ),
    )
  })
})

/**
 * The BigInt implementation the app used before big.js (BigInt literals do not parse on iOS 13, docs/
 * engines.md), kept here as the reference the new arithmetic must match digit for digit.
 */
function bigintPercentOf(part: string, whole: string, digits: number): string | null {
  const p = parseDecimal(part)
  const w = parseDecimal(whole)
  if (!p || !w) return null
  const scale = Math.max(p.frac.length, w.frac.length)
  const toScaled = (d: typeof p) => (d.negative ? -1n : 1n) * BigInt(d.int + d.frac.padEnd(scale, '0'))
  const a = toScaled(p)
  const b = toScaled(w)
  if (b === 0n) return null
  const numerator = (a < 0n ? -a : a) * 100n * 10n ** BigInt(digits)
  const denominator = b < 0n ? -b : b
  const rounded = numerator / denominator + ((numerator % denominator) * 2n >= denominator ? 1n : 0n)
  const negative = a < 0n !== b < 0n && rounded !== 0n
  return toFixedText(scaledText(negative ? -rounded : rounded, digits), digits)
}

describe('big.js arithmetic against the BigInt implementation it replaced', () => {
  const manyPlaces = fc
    .tuple(fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }), fc.integer({ min: 0, max: 8 }))
    .map(([n, places]) => scaledText(n, places))

  it('property: percentOf gives the same text for any places 0-6', () => {
    fc.assert(
      fc.property(manyPlaces, manyPlaces, fc.integer({ min: 0, max: 6 }), (part, whole, places) => {
        expect(percentOf(part, whole, places)).toBe(bigintPercentOf(part, whole, places))
      }),
      { numRuns: 500 },
    )
  })

  it('property: sumDecimals gives the exact scaled-integer sum', () => {
    fc.assert(
      fc.property(fc.array(manyPlaces, { minLength: 1, maxLength: 20 }), (values) => {
        const total = values.reduce((s, v) => s + scaled(v, 8), 0n)
        expect(parseDecimal(sumDecimals(values))).toEqual(parseDecimal(scaledText(total, 8)))
      }),
      { numRuns: 500 },
    )
  })
})
