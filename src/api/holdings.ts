import { Accompany, fundTypeCode } from './catalogue/shared'
import { endpoints } from './endpoints'
import { ApiError, http, type CallOptions } from './http'
import { code, decimal, flag, int, list, none, obj, oneOf, text, type Out } from './schema'

/**
 * All-channel holdings (marketing §2.7, §3, §4.1; api-contract.md, Holdings). Every answer is parsed by the
 * schema of the same name as its type. Money amounts are yuan decimal strings (the page formats them with
 * thousands separators), rates are percent decimal strings; both are null when missing.
 */

const H = endpoints.holdings

/** Holding kind: 1 每日购, 2 定期开放, 3 现金管理, 4 封闭式, 5 现金宝 (cash jar) (marketing §3). */
export type HoldingProductType = 1 | 2 | 3 | 4 | 5

/** An unknown kind is null (shown as 其他, opened as a net-value fund). */
const holdingProductType = () => oneOf([1, 2, 3, 4, 5] as const, null)

const holdingEntries = {
  prodName: text(),
  prodNameShort: text(),
  /** The fund code the row opens (/fundDetailCurrency or /fundDetailOpen, marketing §2.7). */
  prodCode: code(),
  respProductType: holdingProductType(),
  /** Carried to the fund detail's query; null when unknown. */
  fundType: fundTypeCode(),
  /** '1' private fund: not opened from holdings, "please view in App" (marketing §5). */
  privateflag: flag(),
  holdAsset: decimal(),
  sevenDaysIncomeRate: decimal(),
  tenThousandIncomeAmt: decimal(),
  lastNav: decimal(),
  totalNav: decimal(),
  /** yyyymmdd */
  navDate: text(),
  navDecimalPlaces: int(4),
  accompany: Accompany,
}

export const HoldingProduct = obj(holdingEntries)
export type HoldingProduct = Out<typeof HoldingProduct>

export const DistributorHoldings = obj({
  distributorName: text(),
  /** null when not sent: the page then adds up the group's rows exactly. */
  holdTotalAsset: decimal(),
  list: list(HoldingProduct),
})
export type DistributorHoldings = Out<typeof DistributorHoldings>

export const AssetsSummary = obj({
  holdTotalAsset: decimal(),
  lastTotalIncome: decimal(),
  username: text(),
  records: list(DistributorHoldings),
})
export type AssetsSummary = Out<typeof AssetsSummary>

/** A pie slice: `proportion` is a percent decimal string ('45.23'), `scale` its display form ('45.23%'). */
export const AssetShare = obj({
  respProductType: holdingProductType(),
  holdAsset: decimal(),
  proportion: decimal(),
  scale: text(),
})
export type AssetShare = Out<typeof AssetShare>
export const AssetShares = list(AssetShare)

export const HoldListItem = obj({ ...holdingEntries, distributorName: text() })
export type HoldListItem = Out<typeof HoldListItem>

export const HoldListPage = obj({ records: list(HoldListItem) })
export type HoldListPage = Out<typeof HoldListPage>

/** Codes of the local refresh that the page ignores (marketing §8). */
export const IGNORED_REFRESH_CODES: readonly string[] = ['9990', '0005']

/** Refreshes the local copy of the holdings; codes 9990 and 0005 count as done (marketing §4.1, §8). */
export async function refreshHoldings(openid: string, options?: CallOptions): Promise<void> {
  try {
    await http.post(
      none(),
      H.refreshHold,
      { openid },
      {
        ...options,
        quietCodes: [...IGNORED_REFRESH_CODES, ...(options?.quietCodes ?? [])],
      },
    )
  } catch (err) {
    if (err instanceof ApiError && IGNORED_REFRESH_CODES.includes(err.code)) return
    throw err
  }
}

export function getAllAssets(
  openid: string,
  refresh: boolean,
  options?: CallOptions,
): Promise<AssetsSummary> {
  return http.get(AssetsSummary, H.allAssets, { openid, refresh: refresh ? '1' : '0' }, options)
}

export function getAssetTypeShare(openid: string, options?: CallOptions): Promise<AssetShare[]> {
  return http.get(AssetShares, H.assetTypeShare, { openid }, options)
}

/** Every holding of one kind across distributors (one page of 10000, marketing §9). */
export async function getHoldList(
  openid: string,
  respProductType: HoldingProductType,
  options?: CallOptions,
): Promise<HoldListItem[]> {
  const params = { openid, respProductType, page: 1, pageSize: 10000 }
  const data = await http.get(HoldListPage, H.holdList, params, { accept200: true, ...options })
  return data.records
}
