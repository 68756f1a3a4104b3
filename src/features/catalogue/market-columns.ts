import type { MarketProductType } from '@/api/catalogue/shared'
import type { MarketProduct } from '@/api/catalogue/market'

/**
 * The market table's columns per type tab, as data (catalogue §2.2, §4.2). The fixed first column (name and
 * code) is not listed. celltype: 1 plain, 2 benchmark-clickable (业绩比较基准), 3 value with the nav date
 * below, 4 value with a tip icon, 5 rate coloured by sign. A column without sortField is not sortable.
 */

export type MarketCellType = 1 | 2 | 3 | 4 | 5

/** Every column shows a field of the list record: a formatted figure, a date or a text. */
export type MarketColumnKey = keyof Pick<
  MarketProduct,
  | 'nav'
  | 'totalNav'
  | 'sevenDaysIncomeRate'
  | 'outTenThousandIncomeAmt'
  | 'totalYearIncomeRate'
  | 'monIncomeRate'
  | 'minSubsP'
  | 'subsEndDate'
  | 'establishDateStr'
  | 'benchmarks'
  | 'raiseTypeStr'
  | 'respProductTypeStr'
  | 'riskLevelStr'
>

export interface MarketColumn {
  key: MarketColumnKey
  title: string
  celltype: MarketCellType
  sortField?: string
  width: number
}

// Columns shared by several tabs. 募集方式 and 业绩比较基准 carry no sortField (catalogue §4.2).
const benchmark: MarketColumn = { key: 'benchmarks', title: '业绩比较基准', celltype: 2, width: 120 }
const raiseType: MarketColumn = { key: 'raiseTypeStr', title: '募集方式', celltype: 1, width: 80 }
const minSubs: MarketColumn = {
  key: 'minSubsP',
  title: '起投金额',
  celltype: 1,
  sortField: 'minSubsSort',
  width: 96,
}
const risk: MarketColumn = {
  key: 'riskLevelStr',
  title: '风险等级',
  celltype: 1,
  sortField: 'riskLevelSort',
  width: 104,
}
const establish: MarketColumn = {
  key: 'establishDateStr',
  title: '成立日',
  celltype: 1,
  sortField: 'establishDateSort',
  width: 104,
}
const nav: MarketColumn = { key: 'nav', title: '单位净值', celltype: 3, sortField: 'navSort', width: 96 }
const totalNav: MarketColumn = {
  key: 'totalNav',
  title: '累计净值',
  celltype: 1,
  sortField: 'totalNavSort',
  width: 96,
}
const monRate: MarketColumn = {
  key: 'monIncomeRate',
  title: '近一月年化',
  celltype: 5,
  sortField: 'monIncomeRateSort',
  width: 104,
}
const yearRate = (celltype: MarketCellType): MarketColumn => ({
  key: 'totalYearIncomeRate',
  title: '成立以来年化',
  celltype,
  sortField: 'yearIncomeRateSort',
  width: 116,
})

const COLUMNS: Record<MarketProductType, readonly MarketColumn[]> = {
  // 募集期: products not yet running, so no net values.
  1: [
    benchmark,
    raiseType,
    { key: 'subsEndDate', title: '募集结束日', celltype: 1, sortField: 'subsEndDateSort', width: 104 },
    {
      key: 'respProductTypeStr',
      title: '产品类型',
      celltype: 1,
      sortField: 'respProductTypeSort',
      width: 96,
    },
    minSubs,
    risk,
  ],
  // 每日购
  2: [nav, totalNav, yearRate(5), monRate, benchmark, raiseType, minSubs, risk, establish],
  // 定期开放: the since-inception rate carries a tip (the annualised-return explanation).
  3: [nav, totalNav, yearRate(4), monRate, benchmark, raiseType, minSubs, risk, establish],
  // 现金管理: seven-day yield with its date, per-10,000 income.
  4: [
    {
      key: 'sevenDaysIncomeRate',
      title: '七日年化收益率',
      celltype: 3,
      sortField: 'sevenDaysIncomeRateSort',
      width: 120,
    },
    {
      key: 'outTenThousandIncomeAmt',
      title: '万份收益',
      celltype: 1,
      sortField: 'tenThousandIncomeAmtSort',
      width: 96,
    },
    benchmark,
    raiseType,
    minSubs,
    risk,
    establish,
  ],
  // 封闭式
  5: [nav, totalNav, yearRate(4), benchmark, raiseType, minSubs, risk, establish],
}

/** The columns of one type tab; an unknown tab has none. */
export function marketColumnsFor(productType: number): MarketColumn[] {
  const columns = COLUMNS[productType as MarketProductType]
  return columns ? [...columns] : []
}

/** Every sort field any tab sends (the mock backend answers each). */
export function allMarketSortFields(): string[] {
  const fields = Object.values(COLUMNS).flatMap((cols) => cols.map((c) => c.sortField))
  return [...new Set(fields.filter((f): f is string => Boolean(f)))]
}
