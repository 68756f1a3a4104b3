import { code, decimal, int, list, maybeObj, obj, oneOf, text, type Out } from '../schema'

/**
 * Catalogue service (catalogue §3, §7; api-contract.md, Catalogue). One typed function per call; every
 * answer is parsed by the schema of the same name as its type. Dates arrive as 8-digit `yyyymmdd` unless
 * a field says otherwise (text, '' when missing); rates are percent decimal strings (`'1.8234'` means
 * 1.8234 %) except the seven-day annualised yields (`sevenDaysIncomeRate`, a money fund's `incomeRatio`
 * and `yieid`), which are fractions (`'0.018234'`, catalogue §9.2 "multiplied by 100 to a percent");
 * money amounts are yuan decimal strings; all are null when missing.
 */

/*
 * What several catalogue areas use: the enumerations and their codecs, the shared parts and the net value
 * record. Each area has its own module beside this one (market, search, history, detail, texts, funds,
 * recommend, trades) with its queries in <area>-queries.ts, so a page loads only the areas it draws.
 */

// ---------------------------------------------------------------------------------------------------
// Enumerations (catalogue §9.1)

/** Market main tab = customer type: '0' 个人理财 (individual), '1' 机构理财 (institution). */
export type ProdSaleCustom = '0' | '1'
/** Market type tab, 1-based (tab index + 1): 1 募集期, 2 每日购, 3 定期开放, 4 现金管理, 5 封闭式. */
export type MarketProductType = 1 | 2 | 3 | 4 | 5
/** Product kind (advanced filter 产品类型): 1 每日购, 2 定期开放, 3 现金管理, 4 封闭式, 5 最短持有期. */
export type RespProductType = 1 | 2 | 3 | 4 | 5
/** 1..5 = PR1低风险 … PR5高风险. */
export type RiskLevel = 1 | 2 | 3 | 4 | 5
/** '0' 公募 (public), '1' 私募 (private placement: never opened in detail, catalogue §5). */
export type RaiseType = '0' | '1'
/** Which list/search family: the custom list (with main tabs) or the public web list (catalogue §2.2). */
export type MarketVariant = 'custom' | 'web'
/** 0 货币型 (money), 1 指数型, 2 QDII, 3 股票型, 4 混合型, 5 债券型. */
export type FundType = 0 | 1 | 2 | 3 | 4 | 5

export { MARKET_PAGE_SIZE } from './requests'

export const ONE_TO_FIVE = [1, 2, 3, 4, 5] as const
/** An unknown type tab is null: the page then uses the tab the row was listed under. */
export const marketProductType = () => oneOf(ONE_TO_FIVE, null)
export const respProductType = () => oneOf(ONE_TO_FIVE, null)
export const riskLevel = () => oneOf(ONE_TO_FIVE, null)
/** An unknown raise type is null: no 公募/私募 tag, and the row opens (a private detail answers 9998). */
export const raiseType = () => oneOf(['0', '1'] as const, null)
export const prodSaleCustom = () => oneOf(['0', '1'] as const, '0')
/** A fund type code, null when unknown (holdings use it too). */
export const fundTypeCode = () => oneOf([0, 1, 2, 3, 4, 5] as const, null)
/** catalogue §9.2: net values default to 4 decimals. */
export const navDecimalPlaces = () => int(4)

// ---------------------------------------------------------------------------------------------------
// Shared parts

/** A companion link shown with a product (marketing §3: accompany url, icon, title); null when none. */
export const Accompany = maybeObj({ url: text(), icon: text(), title: text() })
export type Accompany = Out<typeof Accompany>

/** A sales institution (catalogue §3 Channel). */
export const Distributor = obj({ distributorName: text(), distributorCode: code() })
export type Distributor = Out<typeof Distributor>
export const Distributors = list(Distributor)

// ---------------------------------------------------------------------------------------------------
// Net values (catalogue §4.5): the detail's (detail.ts) and a liquidated product's (history.ts)

export const NavRecord = obj({
  /** yyyymmdd */
  navDate: text(),
  nav: decimal(),
  totalNav: decimal(),
  navDecimalPlaces: navDecimalPlaces(),
  sevenDaysIncomeRate: decimal(),
  outTenThousandIncomeAmt: decimal(),
})
export type NavRecord = Out<typeof NavRecord>
