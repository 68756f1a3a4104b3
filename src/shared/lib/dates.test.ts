import fc from 'fast-check'
import { formatDate, parseYmd8, toDate, toYmd8, type DateInput } from './dates'

const ymd = (d: Date | null) => (d ? [d.getFullYear(), d.getMonth() + 1, d.getDate()] : null)

/** Local-calendar dates between 1900 and 2999 at any time of day. */
const localDates = fc
  .record({
    y: fc.integer({ min: 1900, max: 2999 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    h: fc.integer({ min: 0, max: 23 }),
  })
  .map(({ y, m, d, h }) => {
    const date = new Date(2000, 0, 1, h)
    date.setFullYear(y, m - 1, d)
    return date
  })

describe('parseYmd8 (catalogue §9.2 nav dates)', () => {
  it('reads real 8-digit dates as local midnight', () => {
    const d = parseYmd8('20240131')
    expect(ymd(d)).toEqual([2024, 1, 31])
    expect(d?.getHours()).toBe(0)
    expect(ymd(parseYmd8('20240229'))).toEqual([2024, 2, 29])
    expect(ymd(parseYmd8(20240131))).toEqual([2024, 1, 31])
  })

  it('refuses impossible or malformed dates', () => {
    for (const bad of [
      '20230229',
      '20240231',
      '20241301',
      '20240000',
      '2024013',
      '202401311',
      '2024-01-31',
      'abcdefgh',
      '',
      null,
      undefined,
      {},
      NaN,
    ]) {
      expect(parseYmd8(bad)).toBeNull()
    }
  })
})

describe('formatDate / toYmd8', () => {
  it('accepts yyyymmdd, separated dates, Date and epoch ms', () => {
    const jan31 = new Date(2024, 0, 31, 15, 30)
    expect(formatDate('20240131')).toBe('2024-01-31')
    expect(formatDate('2024-01-31')).toBe('2024-01-31')
    expect(formatDate('2024/1/5')).toBe('2024-01-05')
    expect(formatDate('2024-01-31 23:59:59')).toBe('2024-01-31')
    expect(formatDate('2024-01-31T08:00:00')).toBe('2024-01-31')
    expect(formatDate(jan31)).toBe('2024-01-31')
    expect(formatDate(jan31.getTime())).toBe('2024-01-31')
    expect(formatDate(String(jan31.getTime()))).toBe('2024-01-31')
    expect(formatDate(20240131)).toBe('2024-01-31')
    expect(formatDate('20240131', 'YYYY.MM.DD')).toBe('2024.01.31')
    expect(toYmd8('2024-01-31')).toBe('20240131')
    expect(toYmd8(jan31)).toBe('20240131')
  })

  it('reads a zoned timestamp as the local calendar date of that instant', () => {
    const instant = new Date('2024-01-31T20:00:00Z')
    expect(formatDate('2024-01-31T20:00:00Z')).toBe(formatDate(instant))
    expect(formatDate('2024-01-31T20:00:00+0800')).toBe(formatDate(new Date('2024-01-31T12:00:00Z')))
  })

  it('shows -- (or "" on the wire) for missing and invalid input', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'abc',
      '2024-02-30',
      '2024-13-01',
      '2024-01-31 25:00',
      new Date(NaN),
      NaN,
      Infinity,
      '2024-01-31Z',
    ]) {
      expect(formatDate(bad as DateInput)).toBe('--')
      expect(toYmd8(bad as DateInput)).toBe('')
    }
  })

  it('property: toYmd8 and parseYmd8 round-trip', () => {
    fc.assert(
      fc.property(localDates, (date) => {
        const text = toYmd8(date)
        expect(text).toMatch(/^\d{8}$/)
        expect(ymd(parseYmd8(text))).toEqual(ymd(date))
        expect(toYmd8(parseYmd8(text))).toBe(text)
        expect(formatDate(text)).toBe(formatDate(date))
        expect(toYmd8(formatDate(date))).toBe(text)
        expect(formatDate(text, 'YYYY.MM.DD')).toBe(formatDate(date).replaceAll('-', '.'))
      }),
    )
  })

  it('property: every real 8-digit string survives parse → format', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[12]\d{3}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/), (text) => {
        const parsed = parseYmd8(text)
        if (parsed) expect(toYmd8(parsed)).toBe(text)
        else expect(Number(text.slice(6)) >= 29).toBe(true)
      }),
    )
  })

  it('property: never throws; output is -- or a date', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.date(), fc.integer(), fc.string()), (v) => {
        expect(formatDate(v as DateInput)).toMatch(/^(--|\d{4}-\d{2}-\d{2})$/)
        expect(toYmd8(v as DateInput)).toMatch(/^(|\d{8})$/)
        expect(() => toDate(v)).not.toThrow()
      }),
    )
  })
})
