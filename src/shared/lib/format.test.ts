import fc from 'fast-check'
import {
  EMPTY_TEXT,
  FALL_COLOR,
  RISE_COLOR,
  formatMoney,
  formatNav,
  formatPercent,
  formatPerTenThousand,
  formatSevenDayYield,
  formatFractionYield,
  fractionYieldPercent,
  formatStartAmount,
  hideAmount,
  maskPhone,
  maskUserName,
  parseDecimal,
  rateColor,
  rateTone,
  signOf,
  type NumberLike,
} from './format'
import { maskPhonesIn } from './mask'

const garbage: unknown[] = [
  null,
  undefined,
  NaN,
  Infinity,
  -Infinity,
  '',
  '  ',
  'abc',
  '--',
  '1.2.3',
  '.',
  '-',
  '1e',
  {},
  [],
  true,
  Symbol('x'),
  () => 1,
  '0x10',
  '1,000',
]

/** A decimal string like "-12.3456" built from integer parts, with its exact value as a rational. */
const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 12n }),
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 10 }),
  )
  .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`)

/** Scaled integer value of a plain decimal string at `places` (exact, via BigInt). */
function scaled(text: string, places: number): bigint {
  const neg = text.startsWith('-')
  const [int, frac = ''] = text.replace(/^[-+]/, '').split('.')
  const value = BigInt(int + frac.padEnd(places, '0').slice(0, places))
  return neg ? -value : value
}

describe('parseDecimal', () => {
  it('reads numbers, strings and exponents exactly', () => {
    expect(parseDecimal('001.2300')).toEqual({ negative: false, int: '1', frac: '23' })
    expect(parseDecimal(-0.5)).toEqual({ negative: true, int: '0', frac: '5' })
    expect(parseDecimal(1e-7)).toEqual({ negative: false, int: '0', frac: '0000001' })
    expect(parseDecimal('1.5e3')).toEqual({ negative: false, int: '1500', frac: '' })
    expect(parseDecimal('-0.000')).toEqual({ negative: false, int: '0', frac: '' })
    expect(parseDecimal(12n)).toEqual({ negative: false, int: '12', frac: '' })
  })

  it('refuses garbage and absurd exponents', () => {
    for (const g of garbage) expect(parseDecimal(g)).toBeNull()
    expect(parseDecimal('1e999999999')).toBeNull()
  })
})

describe('formatNav (catalogue §9.2)', () => {
  it('pads or rounds half-up to navDecimalPlaces, default 4', () => {
    expect(formatNav('1.2')).toBe('1.2000')
    expect(formatNav(1.23456)).toBe('1.2346')
    expect(formatNav('1.23454')).toBe('1.2345')
    expect(formatNav('1.00005')).toBe('1.0001')
    expect(formatNav(1.005, 2)).toBe('1.01')
    expect(formatNav('0.99999')).toBe('1.0000')
    expect(formatNav('-1.00005')).toBe('-1.0001')
    expect(formatNav('-0.00001')).toBe('0.0000')
    expect(formatNav('1.23456', '3')).toBe('1.235')
    expect(formatNav('7', 0)).toBe('7')
  })

  it('falls back to 4 places for unusable navDecimalPlaces', () => {
    for (const p of [null, undefined, '', 'x', -1, 2.5, 99, NaN])
      expect(formatNav('1.2', p as NumberLike)).toBe('1.2000')
  })

  it('shows -- for missing or non-numeric values', () => {
    for (const g of garbage) expect(formatNav(g as NumberLike)).toBe(EMPTY_TEXT)
  })

  it('property: never throws; output is -- or has exactly n decimals', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: 0, max: 8 }), (v, n) => {
        const out = formatNav(v as NumberLike, n)
        const shape = n === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d+\\.\\d{${n}}$`)
        expect(out === EMPTY_TEXT || shape.test(out)).toBe(true)
      }),
    )
  })

  it('property: equals the exact value rounded half-up (BigInt reference)', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 6 }), (text, n) => {
        const exact = scaled(text, n + 1)
        const abs = exact < 0n ? -exact : exact
        const rounded = (abs + 5n) / 10n
        const expected = exact < 0n && rounded !== 0n ? -rounded : rounded
        expect(scaled(formatNav(text, n), n)).toBe(expected)
      }),
    )
  })

  it('property: numbers (exponent notation included) land within half a unit of the last place', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (x) => {
        expect(Math.abs(Number(formatNav(x)) - x)).toBeLessThanOrEqual(0.00005 + 1e-6)
      }),
    )
  })
})

describe('percent formatters (catalogue §9.2, marketing §9)', () => {
  it('formats rates with 2 or 4 decimals, optionally ×100', () => {
    expect(formatPercent('3.1234')).toBe('3.12%')
    expect(formatPercent('3.12345', { decimals: 4 })).toBe('3.1235%')
    expect(formatPercent(0.031234, { decimals: 4, multiply100: true })).toBe('3.1234%')
    expect(formatPercent('0.0005', { multiply100: true })).toBe('0.05%')
    expect(formatPercent('-1.5')).toBe('-1.50%')
    expect(formatPercent('2.5%', { multiply100: true })).toBe('2.50%')
    expect(formatPercent(null)).toBe(EMPTY_TEXT)
    expect(formatPercent('%')).toBe(EMPTY_TEXT)
  })

  it('seven-day yield: 4 decimals with %, zero as 0.0000%', () => {
    expect(formatSevenDayYield('2.1')).toBe('2.1000%')
    expect(formatSevenDayYield('0')).toBe('0.0000%')
    expect(formatSevenDayYield('-0.00')).toBe('0.0000%')
    expect(formatSevenDayYield(0, { multiply100: true })).toBe('0.0000%')
    expect(formatSevenDayYield(0.021, { multiply100: true })).toBe('2.1000%')
    expect(formatSevenDayYield('')).toBe(EMPTY_TEXT)
  })

  it('catalogue §9.2: a seven-day yield sent as a fraction is ×100 to a percent with 4 decimals', () => {
    expect(formatFractionYield('0.021234')).toBe('2.1234%')
    expect(formatFractionYield(0.021234)).toBe('2.1234%')
    expect(formatFractionYield('0.0212345')).toBe('2.1235%')
    expect(formatFractionYield('-0.0005')).toBe('-0.0500%')
    expect(formatFractionYield('0')).toBe('0.0000%')
    expect(formatFractionYield('0.00')).toBe('0.0000%')
    expect(formatFractionYield('2.1234%')).toBe('2.1234%')
    expect(formatFractionYield(null)).toBe(EMPTY_TEXT)
    expect(formatFractionYield('abc')).toBe(EMPTY_TEXT)
  })

  it('the percent number of a fraction yield, exactly (chart geometry)', () => {
    expect(fractionYieldPercent('0.021234')).toBe('2.1234')
    expect(fractionYieldPercent(0.021234)).toBe('2.1234')
    expect(fractionYieldPercent('-0.0005')).toBe('-0.05')
    expect(fractionYieldPercent('0')).toBe('0')
    expect(fractionYieldPercent('2.1%')).toBe('2.1')
    expect(fractionYieldPercent('')).toBeNull()
    expect(fractionYieldPercent(undefined)).toBeNull()
  })

  it('property: a fraction yield reads as its ×100 percent', () => {
    fc.assert(
      fc.property(decimalString, (text) => {
        expect(formatFractionYield(text)).toBe(formatPercent(text, { decimals: 4, multiply100: true }))
        expect(formatFractionYield(`${fractionYieldPercent(text)}%`)).toBe(formatFractionYield(text))
      }),
    )
  })

  it('per ten thousand: 4 decimals, zero as 0.0000', () => {
    expect(formatPerTenThousand('0.5123')).toBe('0.5123')
    expect(formatPerTenThousand('0.51235')).toBe('0.5124')
    expect(formatPerTenThousand(0)).toBe('0.0000')
    expect(formatPerTenThousand('-0')).toBe('0.0000')
    expect(formatPerTenThousand(undefined)).toBe(EMPTY_TEXT)
  })

  it('property: ×100 is an exact shift of the decimal point', () => {
    fc.assert(
      fc.property(decimalString, (text) => {
        const neg = text.startsWith('-')
        const [int, frac = ''] = text.replace('-', '').split('.')
        const shifted = `${neg ? '-' : ''}${int}${frac.padEnd(2, '0').slice(0, 2)}.${frac.slice(2) || '0'}`
        expect(formatPercent(text, { decimals: 4, multiply100: true })).toBe(
          formatPercent(shifted, { decimals: 4 }),
        )
      }),
    )
  })

  it('property: never throws and always ends in % or is --', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (v, m) => {
        const out = formatPercent(v as NumberLike, { multiply100: m })
        expect(out === EMPTY_TEXT || /^-?\d+\.\d{2}%$/.test(out)).toBe(true)
        expect(() => formatSevenDayYield(v as NumberLike)).not.toThrow()
        expect(() => formatPerTenThousand(v as NumberLike)).not.toThrow()
      }),
    )
  })
})

describe('zero, sign and tone (catalogue §9.2)', () => {
  it('treats zero-looking strings as zero: no sign, no colour', () => {
    for (const z of ['0', '0.00', '0.0000', '0.00%', '-0.00', '+0', 0, -0, ' 0.0 ']) {
      expect(signOf(z)).toBe(0)
      expect(rateColor(z)).toBeUndefined()
    }
    for (const nz of ['0.01', '-0.0001%', 1]) expect(signOf(nz)).not.toBe(0)
  })

  it('gives sign, tone and colour', () => {
    expect(signOf('1.2%')).toBe(1)
    expect(signOf('-0.01')).toBe(-1)
    expect(signOf('0.00%')).toBe(0)
    expect(signOf('abc')).toBe(0)
    expect(rateTone('3.2')).toBe('up')
    expect(rateTone(-3)).toBe('down')
    expect(rateTone('0.0000')).toBe('flat')
    expect(rateTone(null)).toBe('flat')
    expect(rateColor('1')).toBe(RISE_COLOR)
    expect(rateColor('-1')).toBe(FALL_COLOR)
    expect(rateColor('0.00%')).toBeUndefined()
  })

  it('rise red and fall green read at 4.5:1 or more on white and on the page grey (WCAG AA, small text)', () => {
    // Relative luminance and contrast ratio as WCAG 2 defines them.
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)
    }
    const contrast = (a: string, b: string) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi + 0.05) / (lo + 0.05)
    }
    expect(contrast('#e5484d', '#ffffff')).toBeCloseTo(3.91, 2) // the red it replaced (axe: 3.91)
    for (const color of [RISE_COLOR, FALL_COLOR]) {
      expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(4.5)
      expect(contrast(color, '#fafafa')).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('property: signOf agrees with Math.sign for every finite double', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(signOf(x)).toBe(x === 0 ? 0 : Math.sign(x))
      }),
    )
  })

  it('property: never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        expect(['up', 'down', 'flat']).toContain(rateTone(v as NumberLike))
        expect([1, -1, 0]).toContain(signOf(v as NumberLike))
      }),
    )
  })
})

describe('formatMoney (catalogue §9.2, marketing §9)', () => {
  it('adds thousands separators', () => {
    expect(formatMoney('1234567.891')).toBe('1,234,567.89')
    expect(formatMoney(1000)).toBe('1,000.00')
    expect(formatMoney(999.995)).toBe('1,000.00')
    expect(formatMoney('-1234.5')).toBe('-1,234.50')
    expect(formatMoney('12', 0)).toBe('12')
    expect(formatMoney(null)).toBe(EMPTY_TEXT)
  })

  it('property: without commas it equals the plain fixed value', () => {
    fc.assert(
      fc.property(decimalString, fc.integer({ min: 0, max: 4 }), (text, n) => {
        const out = formatMoney(text, n)
        expect(out.replaceAll(',', '')).toBe(formatNav(text, n))
        expect(out.replace(/^-/, '').split('.')[0]).toMatch(/^\d{1,3}(,\d{3})*$/)
      }),
    )
  })
})

describe('formatStartAmount (catalogue §9.2)', () => {
  it('rounds up and switches to 万 at 10000', () => {
    expect(formatStartAmount(1)).toBe('1元')
    expect(formatStartAmount('999.2')).toBe('1000元')
    expect(formatStartAmount('9999.01')).toBe('1万元')
    expect(formatStartAmount(10000)).toBe('1万元')
    expect(formatStartAmount('15000')).toBe('1.5万元')
    expect(formatStartAmount(12345)).toBe('1.24万元')
    expect(formatStartAmount(1000000)).toBe('100万元')
    expect(formatStartAmount(0)).toBe('0元')
    expect(formatStartAmount('')).toBe(EMPTY_TEXT)
    expect(formatStartAmount(undefined)).toBe(EMPTY_TEXT)
  })

  it('property: below 10000 shows the rounded-up yuan', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9998 }), fc.integer({ min: 1, max: 99 }), (n, cents) => {
        expect(formatStartAmount(n)).toBe(`${n}元`)
        expect(formatStartAmount(`${n}.${String(cents).padStart(2, '0')}`)).toBe(`${n + 1}元`)
      }),
    )
  })

  it('property: the 万 figure is never below the amount and at most 100 yuan above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10000, max: 2_000_000_000 }), (n) => {
        const out = formatStartAmount(n)
        expect(out).toMatch(/^\d+(\.\d{1,2})?万元$/)
        const shown = scaled(out.replace('万元', ''), 2) * 100n
        expect(shown >= BigInt(n) && shown < BigInt(n) + 100n).toBe(true)
      }),
    )
  })

  it('property: never throws', () => {
    fc.assert(fc.property(fc.anything(), (v) => void formatStartAmount(v as NumberLike)))
  })
})

describe('hidden amounts and names (marketing §4.8)', () => {
  it('hides amounts with 4 stars, 6 for type 6', () => {
    expect(hideAmount()).toBe('****')
    expect(hideAmount(1)).toBe('****')
    expect(hideAmount(6)).toBe('******')
    expect(hideAmount('6')).toBe('******')
  })

  it('replaces the last character of the user name', () => {
    expect(maskUserName('张三')).toBe('张*')
    expect(maskUserName('李')).toBe('*')
    expect(maskUserName('欧阳娜娜')).toBe('欧阳娜*')
    expect(maskUserName('𠀋𠀋')).toBe('𠀋*')
    expect(maskUserName('')).toBe(EMPTY_TEXT)
    expect(maskUserName(null)).toBe(EMPTY_TEXT)
  })

  it('property: keeps the length and every character but the last', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
        (s) => {
          const chars = Array.from(s.trim())
          const out = Array.from(maskUserName(s))
          expect(out).toHaveLength(chars.length)
          expect(out.slice(0, -1)).toEqual(chars.slice(0, -1))
          expect(out.at(-1)).toBe('*')
        },
      ),
    )
  })
})

describe('maskPhonesIn (account-and-shared §9)', () => {
  it('masks every mobile number in a sentence and leaves the rest as it is', () => {
    expect(maskPhonesIn('好友13812345678完成任务')).toBe('好友138****5678完成任务')
    expect(maskPhonesIn('13812345678、15900001111 获得+5')).toBe('138****5678、159****1111 获得+5')
    expect(maskPhonesIn('好友138****5678完成任务')).toBe('好友138****5678完成任务')
    // Not a mobile number: longer digit runs, order numbers, amounts.
    expect(maskPhonesIn('订单2138123456789')).toBe('订单2138123456789')
    expect(maskPhonesIn('获得50个学有金')).toBe('获得50个学有金')
  })
})

describe('maskPhone (account-and-shared §9)', () => {
  it('keeps 3 leading and 4 trailing digits of an 11-digit phone', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone(13812345678)).toBe('138****5678')
    expect(maskPhone('123456789012')).toBe('123*****9012')
    expect(maskPhone('12345678')).toBe('123*5678')
    expect(maskPhone('1234567')).toBe('123****')
    expect(maskPhone('12')).toBe('12')
    expect(maskPhone('')).toBe(EMPTY_TEXT)
    expect(maskPhone(null)).toBe(EMPTY_TEXT)
  })

  it('property: length kept, ends preserved, middle starred (8+ digits)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,20}$/), (phone) => {
        const out = maskPhone(phone)
        expect(out).toHaveLength(phone.length)
        expect(out.slice(0, 3)).toBe(phone.slice(0, 3))
        expect(out.slice(-4)).toBe(phone.slice(-4))
        expect(out.slice(3, -4)).toMatch(/^\*+$/)
      }),
    )
  })

  it('property: never reveals more than 7 characters and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const out = maskPhone(v as string)
        expect(Array.from(out).filter((c) => c !== '*').length).toBeLessThanOrEqual(7)
      }),
    )
  })
})
