import { MarketProduct } from '@/api/catalogue/market'
import { parse } from '@/api/schema'
import { allMarketSortFields, marketColumnsFor, type MarketCellType } from './market-columns'

type Row = readonly [
  title: string,
  key: keyof MarketProduct,
  celltype: MarketCellType,
  sortField: string | undefined,
]

// catalogue §2.2, §4.2: the columns of each type tab, in order.
const EXPECTED: readonly (readonly [tab: number, columns: readonly Row[]])[] = [
  [
    1,
    [
      ['业绩比较基准', 'benchmarks', 2, undefined],
      ['募集方式', 'raiseTypeStr', 1, undefined],
      ['募集结束日', 'subsEndDate', 1, 'subsEndDateSort'],
      ['产品类型', 'respProductTypeStr', 1, 'respProductTypeSort'],
      ['起投金额', 'minSubsP', 1, 'minSubsSort'],
      ['风险等级', 'riskLevelStr', 1, 'riskLevelSort'],
    ],
  ],
  [
    2,
    [
      ['单位净值', 'nav', 3, 'navSort'],
      ['累计净值', 'totalNav', 1, 'totalNavSort'],
      ['成立以来年化', 'totalYearIncomeRate', 5, 'yearIncomeRateSort'],
      ['近一月年化', 'monIncomeRate', 5, 'monIncomeRateSort'],
      ['业绩比较基准', 'benchmarks', 2, undefined],
      ['募集方式', 'raiseTypeStr', 1, undefined],
      ['起投金额', 'minSubsP', 1, 'minSubsSort'],
      ['风险等级', 'riskLevelStr', 1, 'riskLevelSort'],
      ['成立日', 'establishDateStr', 1, 'establishDateSort'],
    ],
  ],
  [
    3,
    [
      ['单位净值', 'nav', 3, 'navSort'],
      ['累计净值', 'totalNav', 1, 'totalNavSort'],
      ['成立以来年化', 'totalYearIncomeRate', 4, 'yearIncomeRateSort'],
      ['近一月年化', 'monIncomeRate', 5, 'monIncomeRateSort'],
      ['业绩比较基准', 'benchmarks', 2, undefined],
      ['募集方式', 'raiseTypeStr', 1, undefined],
      ['起投金额', 'minSubsP', 1, 'minSubsSort'],
      ['风险等级', 'riskLevelStr', 1, 'riskLevelSort'],
      ['成立日', 'establishDateStr', 1, 'establishDateSort'],
    ],
  ],
  [
    4,
    [
      ['七日年化收益率', 'sevenDaysIncomeRate', 3, 'sevenDaysIncomeRateSort'],
      ['万份收益', 'outTenThousandIncomeAmt', 1, 'tenThousandIncomeAmtSort'],
      ['业绩比较基准', 'benchmarks', 2, undefined],
      ['募集方式', 'raiseTypeStr', 1, undefined],
      ['起投金额', 'minSubsP', 1, 'minSubsSort'],
      ['风险等级', 'riskLevelStr', 1, 'riskLevelSort'],
      ['成立日', 'establishDateStr', 1, 'establishDateSort'],
    ],
  ],
  [
    5,
    [
      ['单位净值', 'nav', 3, 'navSort'],
      ['累计净值', 'totalNav', 1, 'totalNavSort'],
      ['成立以来年化', 'totalYearIncomeRate', 4, 'yearIncomeRateSort'],
      ['业绩比较基准', 'benchmarks', 2, undefined],
      ['募集方式', 'raiseTypeStr', 1, undefined],
      ['起投金额', 'minSubsP', 1, 'minSubsSort'],
      ['风险等级', 'riskLevelStr', 1, 'riskLevelSort'],
      ['成立日', 'establishDateStr', 1, 'establishDateSort'],
    ],
  ],
]

/** A complete record: every field of MarketProduct is present, so `key in SAMPLE` checks the column keys. */
/** Every field of a list record, as the schema parses one. */
const RECORD_KEYS = Object.keys(parse(MarketProduct, {}))

describe('marketColumnsFor', () => {
  it.each(EXPECTED)('type tab %i has the spec columns in order', (tab, rows) => {
    const columns = marketColumnsFor(tab)
    expect(columns.map((c) => [c.title, c.key, c.celltype, c.sortField])).toEqual(rows.map((r) => [...r]))
  })

  it.each(EXPECTED.map(([tab]) => tab))(
    'tab %i: every key is a field of the list record and widths are positive',
    (tab) => {
      for (const column of marketColumnsFor(tab)) {
        expect(RECORD_KEYS).toContain(column.key)
        expect(column.width).toBeGreaterThan(0)
      }
    },
  )

  it.each(EXPECTED.map(([tab]) => tab))(
    'tab %i: only 募集方式 and 业绩比较基准 are unsortable (§4.2)',
    (tab) => {
      for (const column of marketColumnsFor(tab)) {
        const unsortable = column.title === '募集方式' || column.title === '业绩比较基准'
        expect(column.sortField === undefined).toBe(unsortable)
      }
    },
  )

  it('the first (name and code) column is not part of the list', () => {
    for (const [tab] of EXPECTED) {
      const keys = marketColumnsFor(tab).map((c) => c.key)
      expect(keys).not.toContain('prodName')
      expect(keys).not.toContain('prodCode')
    }
  })

  it.each([0, 6, -1, Number.NaN])('unknown tab %s has no columns', (tab) => {
    expect(marketColumnsFor(tab)).toEqual([])
  })

  it('hands out copies, so a caller cannot change the table', () => {
    marketColumnsFor(2).pop()
    expect(marketColumnsFor(2)).toHaveLength(9)
  })

  it('lists each sort field once', () => {
    const fields = allMarketSortFields()
    expect(new Set(fields).size).toBe(fields.length)
    expect(fields).toEqual(
      expect.arrayContaining([
        'navSort',
        'totalNavSort',
        'sevenDaysIncomeRateSort',
        'tenThousandIncomeAmtSort',
        'yearIncomeRateSort',
        'subsEndDateSort',
        'minSubsSort',
        'establishDateSort',
      ]),
    )
  })
})
