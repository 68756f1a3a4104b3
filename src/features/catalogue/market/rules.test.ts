import fc from 'fast-check'
import { MarketProduct, marketListParams, type MarketSort } from '@/api/catalogue/market'
import { parse } from '@/api/schema'
import { marketColumnsFor, type MarketColumnKey } from '../market-columns'
import {
  ariaSort,
  cellView,
  countFilters,
  detailHref,
  endText,
  listQuery,
  NO_FILTERS,
  nextSort,
  readMainTab,
  readTypeTab,
  rowTapAction,
  shouldShowIntro,
  type ListState,
} from './rules'
import { highlightParts } from './search-rules'
import { toggleMulti, toggleSingle } from './filter-rules'

/** A list record as the server may send it (`over` in wire form), parsed as the page receives it. */
const product = (over: Record<string, unknown> = {}): MarketProduct =>
  parse(MarketProduct, {
    prodCode: 'P001',
    prodName: '稳利1号',
    prodNameShort: '稳利1号',
    productType: 2,
    navDecimalPlaces: 4,
    raiseType: '0',
    ...over,
  })

describe('nextSort (catalogue §4.2)', () => {
  const nav = { sortField: 'navSort' }
  const total = { sortField: 'totalNavSort' }
  const benchmark = { sortField: undefined }
  it.each<[string, MarketSort | null, { sortField?: string }, MarketSort | null]>([
    ['none → 0', null, nav, { field: 'navSort', order: 0 }],
    ['0 → 1', { field: 'navSort', order: 0 }, nav, { field: 'navSort', order: 1 }],
    ['1 → 0', { field: 'navSort', order: 1 }, nav, { field: 'navSort', order: 0 }],
    [
      'another column starts at 0',
      { field: 'navSort', order: 1 },
      total,
      { field: 'totalNavSort', order: 0 },
    ],
    ['unsortable column keeps none', null, benchmark, null],
    [
      'unsortable column keeps the sort',
      { field: 'navSort', order: 1 },
      benchmark,
      { field: 'navSort', order: 1 },
    ],
  ])('%s', (_name, current, column, expected) => {
    expect(nextSort(current, column)).toEqual(expected)
  })

  it('募集方式 and 业绩比较基准 are not sortable on any tab', () => {
    for (const tab of [1, 2, 3, 4, 5]) {
      for (const column of marketColumnsFor(tab).filter((c) =>
        ['募集方式', '业绩比较基准'].includes(c.title),
      ))
        expect(nextSort(null, column)).toBeNull()
    }
  })

  it('aria-sort reads the cycle', () => {
    expect(ariaSort(null, { sortField: undefined })).toBeUndefined()
    expect(ariaSort(null, { sortField: 'navSort' })).toBe('none')
    expect(ariaSort({ field: 'navSort', order: 0 }, { sortField: 'navSort' })).toBe('descending')
    expect(ariaSort({ field: 'navSort', order: 1 }, { sortField: 'navSort' })).toBe('ascending')
  })
})

describe('paging (catalogue §4.1)', () => {
  it('end texts', () => {
    expect(endText('custom')).toBe('无更多产品')
    expect(endText('web')).toBe('—— 无更多产品 ——')
  })
})

describe('filters (catalogue §4.3)', () => {
  it('multi-select toggles', () => {
    expect(toggleMulti([], 3)).toEqual([3])
    expect(toggleMulti([3], 1)).toEqual([1, 3])
    expect(toggleMulti([1, 3], 3)).toEqual([1])
  })
  it('channel is single-select; tapping it again deselects', () => {
    expect(toggleSingle('', 'D001')).toBe('D001')
    expect(toggleSingle('D001', 'D002')).toBe('D002')
    expect(toggleSingle('D002', 'D002')).toBe('')
  })
  it('toggling twice is the identity', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 5 })),
        fc.integer({ min: 1, max: 5 }),
        (ids, id) => {
          const sorted = [...ids].sort((a, b) => a - b)
          expect(toggleMulti(toggleMulti(sorted, id), id)).toEqual(sorted)
        },
      ),
    )
  })
  it('counts chosen filters', () => {
    expect(countFilters(NO_FILTERS)).toBe(0)
    expect(
      countFilters({ respProductType: [1], riskLevel: [2, 3], investment: [], distributorCode: 'D1' }),
    ).toBe(4)
  })

  const base: ListState = {
    variant: 'custom',
    mainTab: '1',
    productType: 1,
    sort: { field: 'riskLevelSort', order: 1 },
    filters: { respProductType: [1, 3], riskLevel: [2, 4], investment: [1], distributorCode: 'D003' },
  }
  it('sends 1-based ids comma-joined, the main tab, the sort; no channel in the custom variant', () => {
    expect(marketListParams({ ...listQuery(base), pageNum: 1 })).toEqual({
      pageNum: 1,
      pageSize: 20,
      productType: 1,
      prodSaleCustom: '1',
      respProductType: '1,3',
      riskLevel: '2,4',
      investment: '1',
      riskLevelSort: 1,
    })
  })
  it('web variant: no main tab, the channel is sent', () => {
    const params = marketListParams({ ...listQuery({ ...base, variant: 'web' }), pageNum: 2 })
    expect(params.prodSaleCustom).toBeUndefined()
    expect(params.distributorCode).toBe('D003')
    expect(params.pageNum).toBe(2)
  })
  it('产品类型 is sent only on the first type tab', () => {
    const params = marketListParams({ ...listQuery({ ...base, productType: 2 }), pageNum: 1 })
    expect(params.respProductType).toBeUndefined()
    expect(params.productType).toBe(2)
  })
  it('the list call carries no product parameter (catalogue §7 has none)', () => {
    expect(Object.keys(marketListParams({ ...listQuery(base), pageNum: 1 }))).not.toContain('prodCode')
  })
})

describe('tabs from the URL', () => {
  it.each([
    [null, '0'],
    ['1', '1'],
    ['x', '0'],
  ])('main %s → %s', (v, e) => expect(readMainTab(v)).toBe(e))
  it.each([
    [null, 1],
    ['4', 4],
    ['9', 1],
    ['abc', 1],
  ])('type %s → %s', (v, e) => expect(readTypeTab(v)).toBe(e))
})

describe('cells by celltype (catalogue §2.2, §9.2)', () => {
  const col = (key: MarketColumnKey, celltype: 1 | 2 | 3 | 4 | 5) => ({ key, celltype })
  it.each([
    ['1 plain text', col('raiseTypeStr', 1), product({ raiseTypeStr: '公募' }), { text: '公募' }],
    ['1 empty', col('raiseTypeStr', 1), product({ raiseTypeStr: '' }), { text: '--' }],
    ['1 start amount in 万', col('minSubsP', 1), product({ minSubsP: 10000 }), { text: '1万元' }],
    ['1 start amount below 万', col('minSubsP', 1), product({ minSubsP: '1' }), { text: '1元' }],
    ['1 start amount sent as "null"', col('minSubsP', 1), product({ minSubsP: 'null' }), { text: '--' }],
    ['1 text sent as "null"', col('raiseTypeStr', 1), product({ raiseTypeStr: 'null' }), { text: '--' }],
    ['1 date', col('subsEndDate', 1), product({ subsEndDate: '20260131' }), { text: '2026-01-31' }],
    [
      '1 total nav to navDecimalPlaces',
      col('totalNav', 1),
      product({ totalNav: 1.23, navDecimalPlaces: '3' }),
      { text: '1.230' },
    ],
    [
      '1 per 10,000',
      col('outTenThousandIncomeAmt', 1),
      product({ outTenThousandIncomeAmt: '0' }),
      { text: '0.0000' },
    ],
    [
      '2 benchmark clickable',
      col('benchmarks', 2),
      product({ benchmarks: '3.20%-4.00%' }),
      { text: '3.20%-4.00%', action: 'benchmark' },
    ],
    ['2 empty benchmark not clickable', col('benchmarks', 2), product({ benchmarks: null }), { text: '--' }],
    [
      '3 value with date',
      col('nav', 3),
      product({ nav: 1.0234, navDate: 20260105 }),
      { text: '1.0234', sub: '2026-01-05' },
    ],
    [
      '3 value without date',
      col('nav', 3),
      product({ nav: '1.0234', navDate: null }),
      { text: '1.0234', sub: undefined },
    ],
    [
      '3 empty value, no date',
      col('nav', 3),
      product({ nav: null, navDate: '20260105' }),
      { text: '--', sub: undefined },
    ],
    [
      '3 seven-day yield 4 decimals',
      col('sevenDaysIncomeRate', 3),
      // A fraction, ×100 to a percent (catalogue §9.2).
      product({ sevenDaysIncomeRate: '0.018', navDate: '20260105' }),
      { text: '1.8000%', sub: '2026-01-05' },
    ],
    [
      '4 value with tip',
      col('totalYearIncomeRate', 4),
      product({ totalYearIncomeRate: '3.456' }),
      { text: '3.46%', action: 'tip' },
    ],
    [
      '4 empty with tip',
      col('totalYearIncomeRate', 4),
      product({ totalYearIncomeRate: null }),
      { text: '--', action: 'tip' },
    ],
    [
      '5 positive red',
      col('monIncomeRate', 5),
      product({ monIncomeRate: 2.5 }),
      { text: '2.50%', tone: 'up' },
    ],
    [
      '5 negative green',
      col('monIncomeRate', 5),
      product({ monIncomeRate: '-0.31' }),
      { text: '-0.31%', tone: 'down' },
    ],
    [
      '5 zero flat',
      col('monIncomeRate', 5),
      product({ monIncomeRate: '0.00' }),
      { text: '0.00%', tone: 'flat' },
    ],
    ['5 empty flat', col('monIncomeRate', 5), product({ monIncomeRate: null }), { text: '--', tone: 'flat' }],
  ] as const)('celltype %s', (_name, column, p, expected) => {
    expect(cellView(column, p)).toEqual(expected)
  })

  it('any value the server sends becomes a cell text, never empty, never "null" or NaN', () => {
    const columns = [1, 2, 3, 4, 5].flatMap((t) => marketColumnsFor(t))
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (value, date) => {
        for (const c of columns) {
          const view = cellView(c, parse(MarketProduct, { [c.key]: value, navDate: date }))
          expect(typeof view.text).toBe('string')
          expect(view.text.trim().length).toBeGreaterThan(0)
          expect(view.text).not.toMatch(/^(null|undefined)$/)
        }
      }),
      { numRuns: 200 },
    )
  })
})

describe('opening a row (catalogue §2.2, §5)', () => {
  it('private placement toasts', () => {
    expect(
      rowTapAction({ prodCode: 'A', productType: 2, navDecimalPlaces: 4, raiseType: '1' }, 'custom'),
    ).toEqual({
      kind: 'toast',
      text: '请在购买渠道查看详情',
    })
  })
  it('public product opens the detail of its variant', () => {
    const p = { prodCode: 'A1', productType: 3, navDecimalPlaces: 2, raiseType: '0' } as const
    expect(rowTapAction(p, 'custom')).toEqual({
      kind: 'open',
      to: '/productMarketDetail?fundCode=A1&productType=3&navDecimalPlaces=2',
    })
    expect(detailHref(p, 'web')).toBe('/productMarketDetailWeb?fundCode=A1&productType=3&navDecimalPlaces=2')
  })
})

describe('highlightParts (catalogue §2.3)', () => {
  it.each([
    [
      '稳利1号',
      '利',
      [
        ['稳', false],
        ['利', true],
        ['1号', false],
      ],
    ],
    [
      'abcABC',
      'b',
      [
        ['a', false],
        ['b', true],
        ['cA', false],
        ['B', true],
        ['C', false],
      ],
    ],
    ['稳利', '', [['稳利', false]]],
    ['稳利', 'xyz', [['稳利', false]]],
  ] as const)('%s / %s', (text, key, expected) => {
    expect(highlightParts(text, key).map((p) => [p.text, p.hit])).toEqual(expected)
  })
  it('joins back to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (text, key) => {
        expect(
          highlightParts(text, key)
            .map((p) => p.text)
            .join(''),
        ).toBe(text)
      }),
    )
  })
})

describe('intro overlay (catalogue §2.2)', () => {
  it.each([
    ['app, first visit', { channel: 'app', introParam: null, shownThisSession: false }, true],
    ['app, already shown', { channel: 'app', introParam: null, shownThisSession: true }, false],
    ['wx', { channel: 'wx', introParam: null, shownThisSession: false }, false],
    ['h5 with intro=1', { channel: 'h5', introParam: '1', shownThisSession: true }, true],
  ])('%s', (_n, input, expected) => expect(shouldShowIntro(input)).toBe(expected))
})
