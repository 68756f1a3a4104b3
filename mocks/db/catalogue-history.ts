import type { RespProductType } from '@/api/catalogue/shared'
import type { HistorySuggestion } from '@/api/catalogue/history'
import { hashString } from '../lib'
import { AS_OF_DAY, weekdayOnOrBefore } from './catalogue-dates'
import { dice } from './catalogue-random'
import { pinDay, type Walk } from './catalogue-series'
import { THREE_YEARS_DAYS } from './catalogue-market'

/** Liquidated (清盘) products for the historical lookup (catalogue §2.5): 60 records with their last walks. */

export interface HistoryProduct extends HistorySuggestion {
  respProductType: RespProductType
  navDecimalPlaces: number
  establishDay: number
  liquidationDay: number
  walk: Walk
}

const STEMS: readonly (readonly [string, RespProductType])[] = [
  ['悦盈日开', 1],
  ['稳添利', 1],
  ['恒瑞3个月定开', 2],
  ['智盈6个月定开', 2],
  ['丰收季季红', 2],
  ['鑫安182天封闭式', 4],
  ['安泰364天封闭式', 4],
  ['稳健60天持有期', 5],
  ['聚财现金管理', 3],
]

export const HISTORY_PRODUCT_COUNT = 60

export function seedHistoryProducts(): HistoryProduct[] {
  const d = dice(hashString('history-products'))
  const counters = new Map<string, number>()
  const out: HistoryProduct[] = []
  for (let i = 1; i <= HISTORY_PRODUCT_COUNT; i++) {
    const [stem, kind] = d.pick(STEMS)
    const n = (counters.get(stem) ?? 0) + 1
    counters.set(stem, n)
    const short = `${stem}${n}号`
    const code = `9K20${String(i).padStart(4, '0')}`
    const liquidationDay = weekdayOnOrBefore(AS_OF_DAY - d.int(20, 900))
    const establishDay = liquidationDay - d.int(180, 1100)
    const firstDay = pinDay(Math.max(establishDay, liquidationDay - THREE_YEARS_DAYS))
    const decimals =
      kind === 3
        ? 4
        : d.weighted([
            [4, 85],
            [3, 8],
            [6, 7],
          ] as const)
    const rate = kind === 3 ? d.between(1.6, 2.8) : d.between(-1, 5)
    const total = Number((1 + ((rate / 100) * (liquidationDay - establishDay)) / 365).toFixed(decimals))
    const walk: Walk =
      kind === 3
        ? {
            kind: 'money',
            key: code,
            firstDay,
            lastDay: liquidationDay,
            decimals,
            rateBase: rate,
            rateEnd: rate,
          }
        : {
            kind: 'nav',
            key: code,
            firstDay,
            lastDay: liquidationDay,
            decimals,
            dailyVol: d.pick([0.0004, 0.0008, 0.002]),
            offset: 0,
            pins: [
              { day: firstDay, total: establishDay >= firstDay - 7 ? 1 : 1 + (total - 1) / 2 },
              { day: liquidationDay, total },
            ],
          }
    out.push({
      prodCode: code,
      prodName: `${short}${kind === 3 ? '' : '固定收益类'}理财产品`,
      prodNameShort: short,
      registerCode: `Z7000120000${String(i).padStart(3, '0')}`,
      respProductType: kind,
      navDecimalPlaces: decimals,
      establishDay,
      liquidationDay,
      walk,
    })
  }
  return out
}
