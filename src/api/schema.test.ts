import fc from 'fast-check'
import {
  bool,
  decimal,
  dict,
  flag,
  int,
  list,
  maybeObj,
  num,
  obj,
  oneOf,
  parse,
  readDecimal,
  readFlag,
  readText,
  text,
} from './schema'

describe('readers: what a Java backend really sends', () => {
  it('reads text from strings and numbers; null, objects and the text "null" are empty', () => {
    expect(readText('张三')).toBe('张三')
    expect(readText(88886666)).toBe('88886666')
    expect(readText(null)).toBe('')
    expect(readText(undefined)).toBe('')
    expect(readText('null')).toBe('')
    expect(readText({ a: 1 })).toBe('')
    expect(readText([1])).toBe('')
    expect(readText(Number.NaN)).toBe('')
  })

  it('keeps decimals exact as text: numbers, strings, thousands separators and percent', () => {
    expect(readDecimal('1.20')).toBe('1.20')
    expect(readDecimal(2.675)).toBe('2.675')
    expect(readDecimal(' 1,234.50 ')).toBe('1234.50')
    expect(readDecimal('3.12%')).toBe('3.12%')
    expect(readDecimal('-0.00')).toBe('-0.00')
    expect(readDecimal('abc')).toBeNull()
    expect(readDecimal('')).toBeNull()
    expect(readDecimal(null)).toBeNull()
    expect(readDecimal(Number.POSITIVE_INFINITY)).toBeNull()
  })

  it('reads flags sent as 1, "1", true, "true" or "Y" as "1", everything else as "0"', () => {
    for (const yes of [1, '1', true, 'true', 'TRUE', 'Y', 'y', ' 1 '])
      expect(readFlag(yes), String(yes)).toBe('1')
    for (const no of [0, '0', false, 'false', 'N', null, undefined, '', 2, '2', {}, []])
      expect(readFlag(no), JSON.stringify(no)).toBe('0')
  })

  it('never throws on any JSON', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(typeof readText(x)).toBe('string')
        const d = readDecimal(x)
        expect(d === null || typeof d === 'string').toBe(true)
        expect(['0', '1']).toContain(readFlag(x))
      }),
    )
  })
})

describe('schemas', () => {
  const Home = obj({
    name: text(),
    coins: int(),
    amount: decimal(),
    rate: num(),
    isOpen: flag(),
    vip: bool(),
    state: oneOf(['0', '1', '2'] as const, '0'),
    kind: oneOf([1, 2, 3] as const, null),
    items: list(obj({ id: text() })),
    extra: maybeObj({ url: text() }),
    answers: dict(text()),
  })

  it('normalises a field payload into clean values', () => {
    expect(
      parse(Home, {
        name: null,
        coins: '65',
        amount: 2.675,
        rate: '3.10',
        isOpen: 1,
        vip: 'true',
        state: 2,
        kind: '3',
        items: [null, { id: 7 }, 'x'],
        extra: 'not an object',
        answers: { q1: 1, q2: null },
        unknown: 'dropped',
      }),
    ).toEqual({
      name: '',
      coins: 65,
      amount: '2.675',
      rate: 3.1,
      isOpen: '1',
      vip: true,
      state: '2',
      kind: 3,
      items: [{ id: '7' }],
      extra: null,
      answers: { q1: '1', q2: '' },
    })
  })

  it('gives every default for a missing or non-object payload', () => {
    const defaults = {
      name: '',
      coins: 0,
      amount: null,
      rate: null,
      isOpen: '0',
      vip: false,
      state: '0',
      kind: null,
      items: [],
      extra: null,
      answers: {},
    }
    for (const payload of [null, undefined, 'x', 3, [], {}]) expect(parse(Home, payload)).toEqual(defaults)
  })

  it('reads a list sent as null, an object or a string as empty', () => {
    const Ids = list(text())
    expect(parse(Ids, null)).toEqual([])
    expect(parse(Ids, { 0: 'a' })).toEqual([])
    expect(parse(Ids, 'a,b')).toEqual([])
    expect(parse(Ids, ['a', null, 2])).toEqual(['a', '2'])
  })

  it('falls back for an unknown code and truncates a decimal count', () => {
    expect(parse(oneOf(['1', '2'] as const, '1'), 'x')).toBe('1')
    expect(parse(int(), '12.9')).toBe(12)
    expect(parse(int(-1), 'abc')).toBe(-1)
  })
})
