import { describe, expect, it } from 'vitest'
import { PrizeRecord } from '@/api/mgm-prizes'
import { parse } from '@/api/schema'
import { bothText, prizeCardFor, readStoredPrize } from './rules'

describe('prizeCardFor (marketing §2.4)', () => {
  it.each([
    [1, 'codePassword', ['accountNum', 'cami'], true],
    [2, 'link', ['accountNum'], false],
    [3, 'exchangeCode', ['accountNum'], false],
    ['1', 'codePassword', ['accountNum', 'cami'], true],
    [9, 'exchangeCode', ['accountNum'], false],
    [undefined, 'exchangeCode', ['accountNum'], false],
  ])('cardViewType %o (as sent) → %s', (type, kind, keys, both) => {
    const card = prizeCardFor(parse(PrizeRecord, { cardViewType: type }).cardViewType)
    expect(card.kind).toBe(kind)
    expect(card.fields.map((f) => f.key)).toEqual(keys)
    expect(card.copyBoth).toBe(both)
  })
  it('copies both on two lines', () => {
    expect(bothText({ accountNum: 'A1', cami: '123456' })).toBe('卡号：A1\n卡密：123456')
  })
  it.each([
    [null, false],
    ['x', false],
    [{}, false],
    [{ prizesName: '10元京东E卡' }, true],
    [{ accountNum: 88886666 }, true],
    [{ prizesName: null, accountNum: 'null' }, false],
  ])('stored %o usable: %s', (v, ok) => {
    expect(readStoredPrize(v) !== null).toBe(ok)
  })
  it('reads a stored prize like the server record: numeric codes become their text', () => {
    expect(
      readStoredPrize({ prizesName: 'E卡', accountNum: 12345678901, cami: 88886666, cardViewType: '1' }),
    ).toMatchObject({ accountNum: '12345678901', cami: '88886666', cardViewType: 1, deadline: '' })
  })
})
