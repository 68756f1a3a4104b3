import fc from 'fast-check'
import { ageFromIdNo, isOverAge } from './id-card'

const id18 = (birth: string, tail = '123X') => `110105${birth}${tail}`
const id15 = (yymmdd: string) => `110105${yymmdd}123`
const on = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12)

describe('ageFromIdNo (catalogue §4.7)', () => {
  it('reads the birth date from an 18-digit ID', () => {
    expect(ageFromIdNo(id18('19640615'), on(2024, 6, 15))).toBe(60)
    expect(ageFromIdNo(id18('19640615'), on(2024, 6, 14))).toBe(59)
    expect(ageFromIdNo(id18('19640615', '1234'), on(2025, 1, 1))).toBe(60)
    expect(ageFromIdNo(id18('19640615', '123x'), on(2024, 7, 1))).toBe(60)
  })

  it('reads yymmdd from a 15-digit ID as 19xx', () => {
    expect(ageFromIdNo(id15('640615'), on(2024, 6, 15))).toBe(60)
    expect(ageFromIdNo(id15('000101'), on(2024, 6, 15))).toBe(124)
  })

  it('counts a 29 Feb birthday as reached on 1 Mar', () => {
    expect(ageFromIdNo(id18('20000229'), on(2023, 2, 28))).toBe(22)
    expect(ageFromIdNo(id18('20000229'), on(2023, 3, 1))).toBe(23)
    expect(ageFromIdNo(id18('20000229'), on(2024, 2, 29))).toBe(24)
  })

  it('accepts the server time as a string or epoch ms', () => {
    expect(ageFromIdNo(id18('19640615'), '2024-06-15 09:00:00')).toBe(60)
    expect(ageFromIdNo(id18('19640615'), on(2024, 6, 14).getTime())).toBe(59)
  })

  it('returns null for malformed IDs, impossible births, future births and bad dates', () => {
    const today = on(2024, 6, 15)
    for (const bad of [
      '',
      null,
      undefined,
      '1234',
      id18('19640230'),
      id18('19641301'),
      id15('640230'),
      `${id18('19640615')}0`,
      '11010519640615123Y',
      '11010519640615123',
      id18('20300101'),
    ]) {
      expect(ageFromIdNo(bad, today)).toBeNull()
    }
    expect(ageFromIdNo(id18('19640615'), 'not a date')).toBeNull()
  })

  it('property: exactly k on the k-th birthday, k-1 the day before', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2020 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 1, max: 100 }),
        (y, m, d, k) => {
          const birth = `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`
          const birthday = on(y + k, m, d)
          const dayBefore = new Date(birthday.getFullYear(), birthday.getMonth(), birthday.getDate() - 1, 12)
          expect(ageFromIdNo(id18(birth), birthday)).toBe(k)
          expect(ageFromIdNo(id18(birth), dayBefore)).toBe(k - 1)
          if (y < 2000) expect(ageFromIdNo(id15(birth.slice(2)), birthday)).toBe(k)
        },
      ),
    )
  })

  it('property: never throws; null or a non-negative integer', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{15}$|^\d{17}[\dX]$/), fc.anything()), (v) => {
        const age = ageFromIdNo(v as string)
        expect(age === null || (Number.isInteger(age) && age >= 0)).toBe(true)
      }),
    )
  })
})

describe('isOverAge (catalogue §4.7, §9.1)', () => {
  it('is strictly over 60 by default', () => {
    expect(isOverAge(id18('19640615'), undefined, on(2024, 6, 15))).toBe(false)
    expect(isOverAge(id18('19630615'), undefined, on(2024, 6, 15))).toBe(true)
    expect(isOverAge(id18('19630615'), 61, on(2024, 6, 15))).toBe(false)
    expect(isOverAge('garbage')).toBe(false)
    expect(isOverAge(null)).toBe(false)
  })
})
