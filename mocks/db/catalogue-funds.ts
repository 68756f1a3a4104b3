import type { FundType } from '@/api/catalogue/shared'
import type { Fund, FundArchives, PdfAttachment } from '@/api/catalogue/funds'
import { hashString } from '../lib'
import { AS_OF_DAY, weekdayOnOrBefore, ymdOf } from './catalogue-dates'
import { MOCK_SITE } from './catalogue-labels'
import { dice, type Dice } from './catalogue-random'
import { pinDay, tenThousandIncome, yieldFraction, type NavPin, type Walk } from './catalogue-series'
import { THREE_YEARS_DAYS } from './catalogue-market'

/**
 * Funds of the fund pages (catalogue §2.7, §3 Fund): 64 funds over every fund type, status, term, start
 * amount and risk. As with the market products only walks are stored; the list's figures come from pins.
 */

/** A seeded fund: the canonical wire shape (Fund), with the type the mock always knows. */
export type FundRecord = Fund & { fundType: FundType }

export interface FundSeed {
  fund: FundRecord
  walk: Walk | null
  archives: FundArchives | null
  pdfAttachments: PdfAttachment[]
}

export const FUND_TYPE_NAMES: Record<FundType, string> = {
  0: '货币型',
  1: '指数型',
  2: 'QDII',
  3: '股票型',
  4: '混合型',
  5: '债券型',
}

/** Each stem gives two share classes (A/C, money A/B). */
const STEMS: Record<FundType, readonly (readonly [string, string])[]> = {
  0: [
    ['添利宝货币', '添利宝货币市场基金'],
    ['兴益货币', '兴益货币市场基金'],
    ['日日鑫货币', '日日鑫货币市场基金'],
    ['现金宝货币', '现金宝货币市场基金'],
    ['安享货币', '安享货币市场基金'],
  ],
  1: [
    ['沪深300指数增强', '沪深300指数增强型证券投资基金'],
    ['中证500指数增强', '中证500指数增强型证券投资基金'],
    ['中证红利指数', '中证红利指数证券投资基金'],
    ['创业板指数', '创业板指数证券投资基金(LOF)'],
    ['中证1000指数增强', '中证1000指数增强型证券投资基金'],
  ],
  2: [
    ['全球科技精选QDII', '全球科技精选混合型证券投资基金(QDII)'],
    ['纳斯达克100指数QDII', '纳斯达克100指数证券投资基金(QDII)'],
    ['美元债债券QDII', '美元债债券型证券投资基金(QDII)'],
  ],
  3: [
    ['价值精选股票', '价值精选股票型证券投资基金'],
    ['消费升级股票', '消费升级股票型证券投资基金'],
    ['医疗健康股票', '医疗健康股票型证券投资基金'],
    ['新能源产业股票', '新能源产业股票型证券投资基金'],
    ['高端制造股票', '高端制造股票型证券投资基金'],
  ],
  4: [
    ['科技创新混合', '科技创新混合型证券投资基金'],
    ['均衡成长混合', '均衡成长混合型证券投资基金'],
    ['稳健配置混合', '稳健配置混合型证券投资基金'],
    ['优势企业混合', '优势企业混合型证券投资基金'],
    ['景气优选混合', '景气优选混合型证券投资基金'],
    ['安心回报混合', '安心回报灵活配置混合型证券投资基金'],
    ['红利价值混合', '红利价值混合型证券投资基金'],
  ],
  5: [
    ['鑫享稳健债券', '鑫享稳健债券型证券投资基金'],
    ['安心纯债债券', '安心纯债债券型证券投资基金'],
    ['短债增利债券', '短债增利债券型证券投资基金'],
    ['恒利信用债券', '恒利信用债券型证券投资基金'],
    ['中短债债券', '中短债债券型证券投资基金'],
    ['双季红债券', '双季红6个月持有期债券型证券投资基金'],
    ['利率债债券', '利率债债券型证券投资基金'],
  ],
}

const BENCHMARKS: Record<FundType, string> = {
  0: '同期七天通知存款利率(税后)',
  1: '沪深300指数收益率×95%+银行活期存款利率(税后)×5%',
  2: '纳斯达克100指数收益率×95%+人民币活期存款利率(税后)×5%',
  3: '中证800指数收益率×85%+中债综合指数收益率×15%',
  4: '沪深300指数收益率×60%+中债综合指数收益率×40%',
  5: '中债综合财富(总值)指数收益率×90%+一年期定期存款利率(税后)×10%',
}

const RISK_BY_TYPE: Record<FundType, readonly (readonly [number, number])[]> = {
  0: [[1, 1]],
  1: [
    [4, 3],
    [5, 1],
  ],
  2: [
    [4, 1],
    [5, 1],
  ],
  3: [
    [5, 3],
    [4, 1],
  ],
  4: [
    [3, 1],
    [4, 2],
  ],
  5: [
    [2, 4],
    [1, 1],
    [3, 1],
  ],
}

const DAILY_VOL: Record<number, number> = { 1: 0.0002, 2: 0.0007, 3: 0.004, 4: 0.009, 5: 0.013 }

const TAGS = [
  '低波动',
  '稳健收益',
  '随存随取',
  '长期优选',
  '明星经理',
  '指数增强',
  '行业龙头',
  '全球配置',
  '分红频繁',
]
const SLOGANS = ['稳健理财，安心之选', '长期持有，分享成长', '灵活申赎，收益可观', '专业团队，严选资产']
const NOT_ON_SALE_REASON: Record<number, string> = {
  4: '暂停申购',
  5: '暂停赎回',
  6: '暂停交易',
  8: '封闭期内暂停申赎',
}

/** A fund in subscription: no net values yet (the history page shows 暂未查询到收益数据). */
export const FUND_WITHOUT_NAV_CODE = '389332'
/** A fund whose archive is missing (the archive page shows 暂无产品档案信息). */
export const FUND_WITHOUT_ARCHIVES_CODE = '246790'

const codeOf = (i: number) => String((i * 7919 + 1301) % 1_000_000).padStart(6, '0')

function yearRate(d: Dice, type: FundType): number {
  switch (type) {
    case 0:
      return d.between(1.3, 2.4)
    case 5:
      return d.between(1.5, 4.5)
    case 4:
      return d.between(-6, 12)
    default:
      return d.between(-8, 15)
  }
}

function pdfsFor(code: string, type: FundType): PdfAttachment[] {
  const docs = ['基金合同', '招募说明书', '产品资料概要', ...(type === 0 ? [] : ['2026年第3季度报告'])]
  return docs.map((title, i) => ({ title, url: `${MOCK_SITE}/pdf/fund/${code}/${i + 1}.pdf` }))
}

interface Figures {
  walk: Walk
  perNetvalue: string
  totalNetvalue: string
  incomeRatio: string
  hfIncomeRatio: string
}

function navFiguresFor(d: Dice, code: string, type: FundType, risk: number, establishDay: number): Figures {
  const lastDay = AS_OF_DAY
  const firstDay = pinDay(Math.max(establishDay, lastDay - THREE_YEARS_DAYS))
  const round = (x: number) => Number(x.toFixed(4))
  if (type === 0) {
    const rate = yearRate(d, 0)
    const rateEnd = Number(Math.max(1.1, rate + d.between(-0.2, 0.2)).toFixed(4))
    const walk: Walk = { kind: 'money', key: code, firstDay, lastDay, decimals: 4, rateBase: rate, rateEnd }
    return {
      walk,
      perNetvalue: '1.0000',
      totalNetvalue: '1.0000',
      // The seven-day yield, a fraction (catalogue §9.2).
      incomeRatio: yieldFraction(rateEnd),
      hfIncomeRatio: tenThousandIncome(code, lastDay, rateEnd).toFixed(4),
    }
  }
  const rate = yearRate(d, type)
  const totalEnd = round(Math.pow(1 + rate / 100, (lastDay - establishDay) / 365))
  const offset = type === 5 && establishDay < firstDay - 30 ? round(d.between(0.02, 0.2)) : 0
  const pins: NavPin[] = [
    { day: firstDay, total: establishDay >= firstDay - 7 ? 1 : round(1 + (totalEnd - 1) * 0.4) },
  ]
  const yearDay = pinDay(lastDay - 365)
  let base = 1
  if (yearDay > firstDay) {
    base = round(totalEnd / (1 + (rate + d.between(-1, 1) * DAILY_VOL[risk] * 800) / 100))
    pins.push({ day: yearDay, total: base })
  }
  const prevDay = weekdayOnOrBefore(lastDay - 1)
  const dayMove = d.between(-1, 1) * DAILY_VOL[risk] * 2
  const prev = round(totalEnd / (1 + dayMove))
  if (prevDay > firstDay) pins.push({ day: prevDay, total: prev })
  pins.push({ day: lastDay, total: totalEnd })
  const walk: Walk = {
    kind: 'nav',
    key: code,
    firstDay,
    lastDay,
    decimals: 4,
    dailyVol: DAILY_VOL[risk],
    offset,
    pins,
  }
  return {
    walk,
    perNetvalue: round(totalEnd - offset).toFixed(4),
    totalNetvalue: totalEnd.toFixed(4),
    incomeRatio: ((totalEnd / base - 1) * 100).toFixed(2),
    hfIncomeRatio: ((round(totalEnd - offset) / round(prev - offset) - 1) * 100).toFixed(2),
  }
}

export function seedFunds(): FundSeed[] {
  const d = dice(hashString('funds'))
  const out: FundSeed[] = []
  let i = 0
  for (const type of [0, 1, 2, 3, 4, 5] as const) {
    for (const [short, long] of STEMS[type]) {
      for (const cls of type === 0 ? ['A', 'B'] : ['A', 'C']) {
        i += 1
        const code = codeOf(i)
        const risk = d.weighted(RISK_BY_TYPE[type])
        const raising = code === FUND_WITHOUT_NAV_CODE
        const status = raising
          ? 9
          : d.weighted([
              [1, 72],
              [7, 10],
              [4, 6],
              [5, 5],
              [6, 4],
              [8, 3],
            ])
        const establishDay = raising ? AS_OF_DAY + 12 : AS_OF_DAY - d.int(40, 2600)
        const startAmount =
          type === 0
            ? d.pick([0.01, 1, 100])
            : d.weighted([
                [1, 12],
                [10, 20],
                [100, 20],
                [1000, 15],
                [10_000, 12],
                [50_000, 8],
                [100_000, 6],
                [500_000, 4],
                [1_000_000, 3],
              ])
        const interestDays =
          type === 0
            ? 0
            : d.weighted([
                [0, 50],
                [7, 10],
                [30, 10],
                [60, 6],
                [90, 8],
                [180, 8],
                [365, 8],
              ])
        const figures = raising ? null : navFiguresFor(d, code, type, risk, establishDay)
        const fund: FundRecord = {
          fundCode: code,
          fundName: `${long}${cls}`,
          shortName: `${short}${cls}`,
          fundType: type,
          fundTypeStr: FUND_TYPE_NAMES[type],
          fundTypeName: `${FUND_TYPE_NAMES[type]}基金`,
          fundStatus: status,
          startAmount: String(startAmount),
          interestDays,
          tags: d.sample(TAGS, 2).join(','),
          riskLevelStr: `PR${risk}`,
          incomeRatio: figures?.incomeRatio ?? null,
          hfIncomeRatio: figures?.hfIncomeRatio ?? null,
          performanceBenchMark: BENCHMARKS[type],
          benchMark: type === 0 ? '七日年化收益率' : '近一年涨跌幅',
          ztAdvertisement: d.pick(SLOGANS),
          totalNetvalue: figures?.totalNetvalue ?? null,
          perNetvalue: figures?.perNetvalue ?? null,
          navDate: figures ? ymdOf(AS_OF_DAY) : '',
          dispPointer: type === 0 ? '1' : '2',
          reason: NOT_ON_SALE_REASON[status] ?? '',
        }
        out.push({
          fund,
          walk: figures?.walk ?? null,
          archives:
            code === FUND_WITHOUT_ARCHIVES_CODE
              ? null
              : {
                  risk_level: `PR${risk}`,
                  p_first_amt: String(startAmount),
                  p_app_amt: String(Math.min(startAmount, d.pick([0.01, 1, 10, 100]))),
                },
          pdfAttachments: pdfsFor(code, type),
        })
      }
    }
  }
  return out
}
