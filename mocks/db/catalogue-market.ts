import type {
  Accompany,
  MarketProductType,
  ProdSaleCustom,
  RaiseType,
  RespProductType,
  RiskLevel,
} from '@/api/catalogue/shared'
import type { MarketProduct } from '@/api/catalogue/market'
import type { HisDatum } from '@/api/catalogue/detail'
import { hashString } from '../lib'
import { AS_OF_DAY, isoOf, ymdOf } from './catalogue-dates'
import {
  ACCOMPANY_ICON,
  DISTRIBUTORS,
  MOCK_SITE,
  RAISE_TYPE_STR,
  RESP_PRODUCT_TYPE_STR,
  RISK_LEVEL_STR,
} from './catalogue-labels'
import { dice, type Dice } from './catalogue-random'
import { pinDay, tenThousandIncome, yieldFraction, type NavPin, type Walk } from './catalogue-series'

/**
 * The market products (catalogue §3): 330 records over every type tab, customer type, raise type,
 * product kind, risk level, start-amount range and distributor. Only the walk parameters are stored; the
 * daily net values are generated on demand (catalogue-series.ts).
 */

/**
 * A seeded list record: the wire shape the client parses (MarketProduct, already canonical: amounts and
 * rates as decimal strings or null, texts '' when empty), with the codes the mock always knows.
 */
export type MarketRecord = MarketProduct & {
  productType: MarketProductType
  respProductType: RespProductType
  riskLevel: RiskLevel
}

/** Facts the detail and nav calls need beyond the list record. */
export interface MarketFacts {
  establishDay: number | null
  subsEndDay: number | null
  /** Minimum holding / annualisation window of the detail's openYearIncomeRate. */
  openIntervalDays: number | null
  /** Open cycle of periodic-open products, months. */
  cycleMonths: number | null
  hisDatumList: HisDatum[]
  walk: Walk | null
}

export interface MarketSeed {
  products: readonly MarketRecord[]
  facts: ReadonlyMap<string, MarketFacts>
}

/** A public product whose detail answers 9998 请在购买渠道查看详情 (catalogue §8). */
export const CHANNEL_ONLY_PROD_CODE = '9K210150'

export const THREE_YEARS_DAYS = 3 * 365

const PLAN: readonly (readonly [MarketProductType, number])[] = [
  [1, 44],
  [2, 90],
  [3, 80],
  [4, 52],
  [5, 64],
]

const DAILY_VOL: Record<RiskLevel, number> = { 1: 0.0003, 2: 0.0008, 3: 0.0025, 4: 0.006, 5: 0.011 }

const RISK_BY_KIND: Record<RespProductType, readonly (readonly [RiskLevel, number])[]> = {
  1: [
    [1, 20],
    [2, 55],
    [3, 20],
    [4, 5],
  ],
  2: [
    [2, 50],
    [3, 35],
    [4, 15],
  ],
  3: [
    [1, 85],
    [2, 15],
  ],
  4: [
    [2, 45],
    [3, 30],
    [4, 15],
    [5, 10],
  ],
  5: [
    [2, 60],
    [3, 30],
    [4, 10],
  ],
}

const FUNDRAISING_KINDS: readonly (readonly [RespProductType, number])[] = [
  [1, 20],
  [2, 35],
  [3, 5],
  [4, 25],
  [5, 15],
]

const BASIS_TEXTS = [
  '本产品为固定收益类产品，主要投资于存款、债券等债权类资产。业绩比较基准以产品投资范围、投资策略、资产配置比例为基础，参考当前市场利率水平及同类资产历史收益率测算得出。',
  '业绩比较基准参考产品拟投资资产的到期收益率，扣除销售服务费、托管费、固定管理费等费用后测算。业绩比较基准不代表产品未来表现和实际收益，不构成对产品收益的承诺。',
  '本产品业绩比较基准由管理人依据产品投资策略，综合考虑债券市场收益率、权益市场波动及产品杠杆水平设定，仅作为衡量产品业绩表现的参考。',
]

const EQUITY_BENCHMARKS = [
  '中证800指数收益率×20%+中债综合财富(总值)指数收益率×80%',
  '沪深300指数收益率×30%+中债新综合财富(总值)指数收益率×70%',
  '中证500指数收益率×60%+中债总财富(总值)指数收益率×40%',
]

const MONEY_BENCHMARK = '人民币七天通知存款利率（税后）'

interface Naming {
  stem: string
  unit: '号' | '期'
  letters?: boolean
  openIntervalDays: number | null
  cycleMonths: number | null
}

function naming(kind: RespProductType, fundraising: boolean, d: Dice): Naming {
  const unit = fundraising ? '期' : '号'
  switch (kind) {
    case 1:
      return {
        stem: d.pick(['安心稳利日开', '天天利', '稳享日日盈', '悦享每日购', '安鑫日开']),
        unit,
        openIntervalDays: d.pick([7, 30, 365]),
        cycleMonths: null,
      }
    case 5: {
      const days = d.pick([7, 14, 30, 60, 90, 180])
      return { stem: `稳健${days}天持有期`, unit, openIntervalDays: days, cycleMonths: null }
    }
    case 2: {
      const [stem, months] = d.pick([
        ['恒盈1个月定开', 1],
        ['恒盈3个月定开', 3],
        ['恒盈6个月定开', 6],
        ['恒盈9个月定开', 9],
        ['恒盈12个月定开', 12],
        ['季季享定开', 3],
        ['年年红定开', 12],
      ] as const)
      return { stem, unit, openIntervalDays: null, cycleMonths: months }
    }
    case 3: {
      const stem = d.pick(['添利宝现金管理', '日日金现金管理', '零钱通'])
      return { stem, unit, letters: stem === '添利宝现金管理', openIntervalDays: null, cycleMonths: null }
    }
    case 4: {
      const days = d.pick([91, 182, 364, 728])
      const stem = d.chance(0.75) ? `鑫享${days}天封闭式` : '安盈封闭式'
      return { stem, unit: stem.startsWith('鑫享') ? '期' : unit, openIntervalDays: null, cycleMonths: null }
    }
  }
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

function category(kind: RespProductType, risk: RiskLevel): string {
  if (kind === 3) return ''
  if (risk <= 3) return '固定收益类'
  return risk === 4 ? '混合类' : '权益类'
}

function minSubsFor(d: Dice, custom: ProdSaleCustom, raise: RaiseType, kind: RespProductType): number {
  if (raise === '1') return d.pick([1_000_000, 3_000_000])
  if (custom === '1') return d.pick([1000, 10_000, 100_000, 1_000_000, 5_000_000])
  if (kind === 3) return d.pick([0.01, 1, 1, 100])
  return d.weighted([
    [1, 25],
    [10, 10],
    [100, 10],
    [500, 5],
    [1000, 15],
    [10_000, 15],
    [50_000, 10],
    [100_000, 8],
    [1_000_000, 2],
  ])
}

/** Annualised target in percent by risk (fixed income around 2-4 %, equity much wider). */
function yearRateFor(d: Dice, risk: RiskLevel): number {
  switch (risk) {
    case 1:
      return d.between(1.9, 2.8)
    case 2:
      return d.between(2.4, 4.0)
    case 3:
      return d.between(1.2, 5.5)
    case 4:
      return d.between(-3, 8)
    case 5:
      return d.between(-10, 15)
  }
}

const fixed = (x: number, decimals: number) => x.toFixed(decimals)
const r2 = (x: number) => Math.round(x * 100) / 100

function benchmarkFor(d: Dice, kind: RespProductType, risk: RiskLevel, rate: number): string {
  if (kind === 3) return MONEY_BENCHMARK
  if (risk >= 4) return d.pick(EQUITY_BENCHMARKS)
  const lo = Math.max(1.5, Math.round((Math.max(rate, 2) - d.between(0.2, 0.5)) * 20) / 20)
  if (kind === 4) return `${fixed(lo + 0.3, 2)}%`
  return `${fixed(lo, 2)}%-${fixed(lo + d.pick([0.3, 0.5, 0.6, 0.8]), 2)}%`
}

function hisDatumFor(d: Dice, benchmark: string, establishDay: number): HisDatum[] {
  const list: HisDatum[] = []
  const count = d.int(1, 3)
  let end = ''
  let start = Math.max(establishDay, AS_OF_DAY - d.int(60, 400))
  for (let i = 0; i < count && start >= establishDay; i++) {
    const shift = i === 0 ? 0 : d.pick([-0.3, -0.2, 0.2, 0.4])
    const text = i === 0 ? benchmark : benchmark.replace(/\d+\.\d+/g, (m) => fixed(Number(m) + shift, 2))
    list.push({
      benchMark: text,
      benchMarkDesc: d.pick(BASIS_TEXTS),
      startDate: ymdOf(start),
      endDate: end,
    })
    end = ymdOf(start - 1)
    start = start - d.int(120, 360)
  }
  return list
}

interface NavFigures {
  walk: Walk
  nav: string
  totalNav: string
  totalYearIncomeRate: string
  monIncomeRate: string | null
}

/** A net-value walk whose pins give the list's latest nav and annualised rates exactly. */
function navFigures(
  d: Dice,
  code: string,
  risk: RiskLevel,
  decimals: number,
  establishDay: number,
  rate: number,
): NavFigures {
  const lastDay = AS_OF_DAY
  const windowStart = Math.max(establishDay, lastDay - THREE_YEARS_DAYS)
  const firstDay = pinDay(windowStart)
  const sinceEst = lastDay - establishDay
  const round = (x: number) => Number(x.toFixed(decimals))
  const totalEnd = round(1 + ((rate / 100) * sinceEst) / 365)
  const offset = establishDay < windowStart && risk <= 3 && d.chance(0.4) ? round(d.between(0.02, 0.15)) : 0
  const pins: NavPin[] = []
  const startTotal =
    establishDay < windowStart
      ? round(1 + ((rate / 100) * (firstDay - establishDay) * d.between(0.8, 1.2)) / 365)
      : 1
  pins.push({ day: firstDay, total: startTotal })
  const monthDay = pinDay(lastDay - 30)
  let monIncomeRate: string | null = null
  if (monthDay > firstDay) {
    const monRate = rate + d.between(-1, 1) * DAILY_VOL[risk] * 2000
    const totalMonth = round(totalEnd / (1 + ((monRate / 100) * (lastDay - monthDay)) / 365))
    pins.push({ day: monthDay, total: totalMonth })
    monIncomeRate = fixed(((totalEnd / totalMonth - 1) / (lastDay - monthDay)) * 365 * 100, 2)
  }
  pins.push({ day: lastDay, total: totalEnd })
  const walk: Walk = {
    kind: 'nav',
    key: code,
    firstDay,
    lastDay,
    decimals,
    dailyVol: DAILY_VOL[risk],
    offset,
    pins,
  }
  return {
    walk,
    nav: fixed(round(totalEnd - offset), decimals),
    totalNav: fixed(totalEnd, decimals),
    totalYearIncomeRate: fixed(((totalEnd - 1) / Math.max(1, sinceEst)) * 365 * 100, 2),
    monIncomeRate,
  }
}

/** Fields that are decimals (blank = null); the others are texts (blank = ''). */
const DECIMAL_KEYS: ReadonlySet<keyof MarketProduct> = new Set([
  'nav',
  'totalNav',
  'totalYearIncomeRate',
  'monIncomeRate',
  'sevenDaysIncomeRate',
  'outTenThousandIncomeAmt',
  'minSubsP',
])

/** Blanks one or two display fields in about 5 % of the records, so the table's -- handling is exercised. */
function blankSome(d: Dice, p: MarketRecord): void {
  if (!d.chance(0.055)) return
  const byType: Record<MarketProductType, readonly (keyof MarketProduct)[]> = {
    1: ['benchmarks', 'subsEndDate', 'minSubsP', 'establishDateStr'],
    2: [
      'nav',
      'totalNav',
      'totalYearIncomeRate',
      'monIncomeRate',
      'benchmarks',
      'minSubsP',
      'establishDateStr',
    ],
    3: ['nav', 'totalNav', 'totalYearIncomeRate', 'monIncomeRate', 'benchmarks', 'establishDateStr'],
    4: ['sevenDaysIncomeRate', 'outTenThousandIncomeAmt', 'benchmarks', 'minSubsP', 'establishDateStr'],
    5: ['nav', 'totalNav', 'totalYearIncomeRate', 'benchmarks', 'minSubsP', 'establishDateStr'],
  }
  const record = p as unknown as Record<string, unknown>
  for (const key of d.sample(byType[p.productType], d.int(1, 2))) {
    // The coin is still tossed so the seed (and every record after this one) stays as it was.
    if (key !== 'minSubsP') d.chance(0.5)
    record[key] = DECIMAL_KEYS.has(key) ? null : ''
  }
}

export function seedMarket(): MarketSeed {
  const d = dice(hashString('market-products'))
  const products: MarketRecord[] = []
  const facts = new Map<string, MarketFacts>()
  const counters = new Map<string, number>()
  let seq = 0
  for (const [productType, count] of PLAN) {
    for (let i = 0; i < count; i++) {
      seq += 1
      const code = `9K21${String(seq).padStart(4, '0')}`
      const fundraising = productType === 1
      const kind = kindFor(productType, d)
      const custom: ProdSaleCustom = d.chance(0.28) ? '1' : '0'
      const raise: RaiseType = code !== CHANNEL_ONLY_PROD_CODE && d.chance(0.05) ? '1' : '0'
      const risk = fundraising
        ? d.weighted<RiskLevel>([
            [1, 10],
            [2, 40],
            [3, 30],
            [4, 12],
            [5, 8],
          ])
        : d.weighted(RISK_BY_KIND[kind])
      const name = naming(kind, fundraising, d)
      const prefix = raise === '1' ? '臻享私募' : custom === '1' ? '机构' : ''
      const counterKey = `${prefix}${name.stem}`
      const n = (counters.get(counterKey) ?? 0) + 1
      counters.set(counterKey, n)
      const serial = name.letters ? (LETTERS[n - 1] ?? `${n}号`) : `${n}${name.unit}`
      const short = `${prefix}${name.stem}${serial}`
      const decimals =
        kind === 3
          ? 4
          : d.weighted([
              [4, 85],
              [3, 8],
              [6, 7],
            ] as const)
      const rate = kind === 3 ? d.between(1.5, 2.5) : yearRateFor(d, risk)
      const benchmark = benchmarkFor(d, kind, risk, rate)

      let establishDay: number
      let subsEndDay: number | null = null
      if (fundraising) {
        // §4.5: some fundraising ends today (0), some has ended (< 0), most is still open.
        const phase = i % 10
        subsEndDay = AS_OF_DAY + (phase === 0 ? 0 : phase === 1 ? -d.int(1, 3) : d.int(1, 25))
        establishDay = subsEndDay + d.int(1, 3)
      } else {
        establishDay =
          AS_OF_DAY -
          d.weighted([
            [d.int(10, 29), 4],
            [d.int(31, 365), 30],
            [d.int(366, 1095), 36],
            [d.int(1096, 2400), 30],
          ])
      }

      const product: MarketRecord = {
        prodCode: code,
        prodName: `${short}${category(kind, risk)}理财产品`,
        prodNameShort: short,
        productType,
        respProductType: kind,
        respProductTypeStr: RESP_PRODUCT_TYPE_STR[kind],
        raiseType: raise,
        raiseTypeStr: RAISE_TYPE_STR[raise],
        prodSaleCustom: custom,
        navDecimalPlaces: decimals,
        benchmarks: benchmark,
        benchmarksBasisCal: kind === 3 ? '' : d.pick(BASIS_TEXTS),
        registerCode: `Z7000121000${String(seq).padStart(3, '0')}`,
        nav: null,
        totalNav: null,
        navDate: '',
        sevenDaysIncomeRate: null,
        outTenThousandIncomeAmt: null,
        riskLevel: risk,
        riskLevelStr: RISK_LEVEL_STR[risk],
        minSubsP: String(minSubsFor(d, custom, raise, kind)),
        establishDateStr: isoOf(establishDay),
        subsEndDate: subsEndDay === null ? '' : ymdOf(subsEndDay),
        totalYearIncomeRate: null,
        monIncomeRate: null,
        accompany: d.chance(0.2) ? accompanyFor(d, code) : null,
        distributorCodes: d
          .sample(DISTRIBUTORS, d.int(1, 4))
          .map((x) => x.distributorCode)
          .sort(),
      }

      let walk: Walk | null = null
      if (!fundraising && kind === 3) {
        const rateEnd = Number(Math.min(2.6, Math.max(1.4, rate + d.between(-0.25, 0.25))).toFixed(4))
        const firstDay = pinDay(Math.max(establishDay, AS_OF_DAY - THREE_YEARS_DAYS))
        walk = {
          kind: 'money',
          key: code,
          firstDay,
          lastDay: AS_OF_DAY,
          decimals: 4,
          rateBase: rate,
          rateEnd,
        }
        Object.assign(product, {
          nav: '1.0000',
          totalNav: '1.0000',
          navDate: ymdOf(AS_OF_DAY),
          sevenDaysIncomeRate: yieldFraction(rateEnd),
          outTenThousandIncomeAmt: fixed(tenThousandIncome(code, AS_OF_DAY, rateEnd), 4),
          totalYearIncomeRate: fixed(r2(rate), 2),
        })
      } else if (!fundraising) {
        const figures = navFigures(d, code, risk, decimals, establishDay, rate)
        walk = figures.walk
        Object.assign(product, {
          nav: figures.nav,
          totalNav: figures.totalNav,
          navDate: ymdOf(AS_OF_DAY),
          totalYearIncomeRate: figures.totalYearIncomeRate,
          monIncomeRate: figures.monIncomeRate,
        })
      }
      const hisDatumList = d.chance(0.65) ? hisDatumFor(d, benchmark, establishDay) : []
      blankSome(d, product)
      products.push(product)
      facts.set(code, {
        establishDay: fundraising ? null : establishDay,
        subsEndDay,
        openIntervalDays: name.openIntervalDays,
        cycleMonths: name.cycleMonths,
        hisDatumList,
        walk,
      })
    }
  }
  return { products, facts }
}

/** Type tab → product kind: 每日购 tab holds daily and minimum-holding products; 募集期 holds any kind. */
function kindFor(productType: MarketProductType, d: Dice): RespProductType {
  switch (productType) {
    case 1:
      return d.weighted(FUNDRAISING_KINDS)
    case 2:
      return d.chance(0.3) ? 5 : 1
    case 3:
      return 2
    case 4:
      return 3
    case 5:
      return 4
  }
}

function accompanyFor(d: Dice, code: string): Accompany {
  return {
    url: `${MOCK_SITE}/accompany/${code}`,
    icon: ACCOMPANY_ICON,
    title: d.pick(['产品经理说', '投资月报', '陪伴计划']),
  }
}
