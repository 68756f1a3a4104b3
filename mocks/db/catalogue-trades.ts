import type { TradeRecord } from '@/api/catalogue/trades'
import { hashString } from '../lib'
import { AS_OF_DAY, weekdayOnOrAfter, ymdOf } from './catalogue-dates'
import type { MarketRecord } from './catalogue-market'
import { dice } from './catalogue-random'

/** Trade records of a customer by phone (catalogue §3 Product row, Holding, Transaction). */

const BUSINESS: readonly (readonly [string, string])[] = [
  ['120', '认购'],
  ['122', '申购'],
  ['122', '申购'],
  ['124', '赎回'],
  ['143', '分红'],
]

function heldProducts(products: readonly MarketRecord[], phone: string): MarketRecord[] {
  const d = dice(hashString(`held:${phone}`))
  const candidates = products.filter(
    (p) => p.productType !== 1 && p.raiseType === '0' && p.prodSaleCustom === '0' && p.nav,
  )
  return d.sample(candidates, 3)
}

export function tradesOf(products: readonly MarketRecord[], phone: string): TradeRecord[] {
  const d = dice(hashString(`trades:${phone}`))
  const held = heldProducts(products, phone)
  const out: TradeRecord[] = []
  let day = AS_OF_DAY - 400
  for (let i = 0; i < 8 && held.length; i++) {
    const step = d.int(10, 50)
    // The latest trade was applied today and is still pending.
    day = i === 7 ? AS_OF_DAY : weekdayOnOrAfter(day + step)
    const p = held[i % held.length]
    const [busiCode, busiName] = i < held.length ? BUSINESS[i === 0 ? 0 : 1] : d.pick(BUSINESS.slice(1))
    const nav = Number(p.nav) * d.between(0.97, 1.0)
    const amount = Math.round(d.between(1_000, 50_000))
    const confirmed = i < 7
    const charge = busiCode === '124' ? amount * 0.001 : 0
    out.push({
      serialNo: `T${ymdOf(day)}${String(hashString(`${phone}:${i}`) % 1_000_000).padStart(6, '0')}`,
      prodCode: p.prodCode,
      prodName: p.prodName,
      appDate: ymdOf(day),
      cfmDate: confirmed ? ymdOf(weekdayOnOrAfter(day + 1)) : '',
      busiCode,
      busiName,
      cfmNav: confirmed ? nav.toFixed(p.navDecimalPlaces) : null,
      cfmVol: confirmed ? (amount / nav).toFixed(2) : '0.00',
      cfmAmt: confirmed ? amount.toFixed(2) : '0.00',
      charge: charge.toFixed(2),
      cfmStatusStr: confirmed ? '确认成功' : '待确认',
    })
  }
  return out.reverse()
}
