import type {
  AssetShare,
  AssetsSummary,
  HoldingProduct,
  HoldingProductType,
  HoldListItem,
} from '@/api/holdings'
import { hashString } from '../lib'
import { ACCOMPANY_ICON, DISTRIBUTORS, MOCK_SITE } from './catalogue-labels'
import type { FundSeed } from './catalogue-funds'
import { dice, type Dice } from './catalogue-random'
import type { MockUser } from './users'

/**
 * All-channel holdings of a user (marketing §2.7, §3): three distributors with 2-5 holdings each (or, for
 * the load scenario, any number), built from the on-sale funds so every row opens a real fund
 * detail. One row is a private fund (privateflag 1).
 */

const money2 = (x: number) => x.toFixed(2)

export const emptyAssets = (username: string): AssetsSummary => ({
  holdTotalAsset: '0.00',
  lastTotalIncome: '0.00',
  username,
  records: [],
})

/** '0.021234' → '2.1234' (percent, 4 decimals); null stays null. */
const percentOfFraction = (fraction: string | null): string | null =>
  fraction === null ? null : (Math.round(Number(fraction) * 1_000_000) / 10_000).toFixed(4)

/** One holding row built from an on-sale fund; `income` is its share of yesterday's income. */
function holdingRow(
  d: Dice,
  seed: FundSeed,
  privateFund: boolean,
  name: string,
): { row: HoldingProduct; income: number } {
  const { fund } = seed
  const isMoney = fund.fundType === 0
  const holdAsset = Math.round(d.between(1_000, 300_000) * 100) / 100
  // A money fund's incomeRatio is the seven-day yield as a fraction (catalogue §9.2).
  const income = isMoney
    ? (holdAsset * Number(fund.incomeRatio)) / 365
    : (holdAsset * Number(fund.hfIncomeRatio)) / 100
  const kind: HoldingProductType = isMoney ? d.pick([3, 5] as const) : d.pick([1, 2, 4] as const)
  const row: HoldingProduct = {
    prodName: fund.fundName,
    prodNameShort: name,
    prodCode: fund.fundCode,
    respProductType: kind,
    fundType: fund.fundType,
    privateflag: privateFund ? '1' : '0',
    holdAsset: money2(holdAsset),
    // Holdings keep the percent form (marketing §9 does not say ×100; the holdings page shows it as sent).
    sevenDaysIncomeRate: isMoney ? percentOfFraction(fund.incomeRatio) : null,
    tenThousandIncomeAmt: isMoney ? fund.hfIncomeRatio : null,
    lastNav: isMoney ? null : fund.perNetvalue,
    totalNav: isMoney ? null : fund.totalNetvalue,
    navDate: fund.navDate,
    navDecimalPlaces: 4,
    accompany: d.chance(0.3)
      ? { url: `${MOCK_SITE}/accompany/${fund.fundCode}`, icon: ACCOMPANY_ICON, title: '持有陪伴' }
      : null,
  }
  return { row, income }
}

/**
 * The user's holdings. `count` 0 gives the usual three distributors with 2-5 holdings each; a count (the
 * scenario's `holdings`, e.g. 10 000) spreads that many rows over three distributors, numbered in
 * their short names (稳健债A·1234) so each row can be told apart.
 */
export function buildHoldings(user: MockUser, funds: readonly FundSeed[], count = 0): AssetsSummary {
  const d = dice(hashString(`holdings:${user.openid}`))
  const candidates = funds.filter((s) => s.walk && [1, 7].includes(s.fund.fundStatus))
  const distributors = d.sample(DISTRIBUTORS, 3)
  // count 0 draws each group's size in turn, as the seed always has (the seed's usual holdings).
  const size = (di: number) => (count > 0 ? Math.floor(count / 3) + (di < count % 3 ? 1 : 0) : d.int(2, 5))
  let income = 0
  let total = 0
  let numbered = 0
  const records = distributors.map((dist, di) => {
    const seeds =
      count > 0 ? Array.from({ length: size(di) }, () => d.pick(candidates)) : d.sample(candidates, size(di))
    const list = seeds.map((seed, pi) => {
      const name = count > 0 ? `${seed.fund.shortName}·${++numbered}` : seed.fund.shortName
      const built = holdingRow(d, seed, di === 0 && pi === 1, name)
      income += built.income
      total += Number(built.row.holdAsset)
      return built.row
    })
    const sum = list.reduce((s, p) => s + Number(p.holdAsset), 0)
    return { distributorName: dist.distributorName, holdTotalAsset: money2(sum), list }
  })
  return { holdTotalAsset: money2(total), lastTotalIncome: money2(income), username: user.realName, records }
}

/** Pie slices by holding kind; proportions are rounded so they add up to exactly 100. */
export function assetShares(summary: AssetsSummary): AssetShare[] {
  const byType = new Map<HoldingProductType, number>()
  for (const group of summary.records)
    for (const p of group.list)
      if (p.respProductType !== null)
        byType.set(p.respProductType, (byType.get(p.respProductType) ?? 0) + Number(p.holdAsset))
  const total = [...byType.values()].reduce((s, v) => s + v, 0)
  const entries = [...byType.entries()].sort((a, b) => a[0] - b[0])
  let used = 0
  return entries.map(([type, amount], i) => {
    const share = i === entries.length - 1 ? 100 - used : Math.round((amount / total) * 10_000) / 100
    used += share
    const text = share.toFixed(2)
    return { respProductType: type, holdAsset: money2(amount), proportion: text, scale: `${text}%` }
  })
}

export function holdList(summary: AssetsSummary, type: number): HoldListItem[] {
  return summary.records.flatMap((g) =>
    g.list
      .filter((p) => p.respProductType === type)
      .map((p) => ({ ...p, distributorName: g.distributorName })),
  )
}
