import type { Distributor } from '@/api/catalogue/shared'
import type { AssetsSummary } from '@/api/holdings'
import { DISTRIBUTORS } from './catalogue-labels'
import { seedMarket, type MarketFacts, type MarketRecord } from './catalogue-market'
import { seedHistoryProducts, type HistoryProduct } from './catalogue-history'
import { seedFunds, type FundSeed } from './catalogue-funds'

/**
 * Seed data for the catalogue and holdings calls. The records are generated once (deterministically) and
 * frozen; every reset hands out fresh arrays over them, so a test may replace or remove records without
 * leaking into the next test. Daily net values are never stored here: they are generated per product on
 * demand (catalogue-series.ts).
 */
export interface CatalogueDb {
  distributors: Distributor[]
  products: MarketRecord[]
  /** Walks and detail facts by prodCode. */
  facts: Map<string, MarketFacts>
  historyProducts: HistoryProduct[]
  funds: FundSeed[]
  /** The notice bar text of the historical lookup. */
  notice: string
  /** Built on first use, by openid. */
  holdings: Map<string, AssetsSummary>
}

export const CATALOGUE_NOTICE =
  '温馨提示：历史产品净值信息仅供参考，产品已终止运作。如有疑问，请咨询销售机构或拨打客服热线950950。'

interface Base {
  products: readonly MarketRecord[]
  facts: ReadonlyMap<string, MarketFacts>
  historyProducts: readonly HistoryProduct[]
  funds: readonly FundSeed[]
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    const children = value instanceof Map ? [...value.values()] : Object.values(value)
    for (const v of children) deepFreeze(v)
  }
  return value
}

let base: Base | undefined // only read inside functions, after the module has loaded

function baseSeed(): Base {
  if (!base) {
    const market = seedMarket()
    base = deepFreeze({
      products: market.products,
      facts: market.facts,
      historyProducts: seedHistoryProducts(),
      funds: seedFunds(),
    })
  }
  return base
}

/**
 * Fields are filled on first read (and may be reassigned by tests): importing the store costs nothing, and
 * the seed never runs while the mock modules are still loading each other (lib.ts imports the db).
 */
export function seedCatalogue(): CatalogueDb {
  const own: Partial<CatalogueDb> = {}
  const lazy = <K extends keyof CatalogueDb>(key: K, make: () => CatalogueDb[K]) => ({
    get: (): CatalogueDb[K] => (own[key] ??= make()) as CatalogueDb[K],
    set: (value: CatalogueDb[K]) => {
      own[key] = value
    },
    enumerable: true,
  })
  return Object.defineProperties({} as CatalogueDb, {
    distributors: lazy('distributors', () => [...DISTRIBUTORS]),
    products: lazy('products', () => [...baseSeed().products]),
    facts: lazy('facts', () => new Map(baseSeed().facts)),
    historyProducts: lazy('historyProducts', () => [...baseSeed().historyProducts]),
    funds: lazy('funds', () => [...baseSeed().funds]),
    notice: lazy('notice', () => CATALOGUE_NOTICE),
    holdings: lazy('holdings', () => new Map()),
  })
}
