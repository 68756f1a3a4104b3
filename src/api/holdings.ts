import type { Accompany, FundType } from './catalogue'
import { endpoints } from './endpoints'
import { ApiError, http, type CallOptions } from './http'

/**
 * All-channel holdings (marketing §2.7, §3, §4.1; api-contract.md, Holdings). Money amounts are yuan as
 * 2-decimal strings (the page formats them with thousands separators), rates are percent strings.
 */

const H = endpoints.holdings

/** Holding kind: 1 每日购, 2 定期开放, 3 现金管理, 4 封闭式, 5 现金宝 (cash jar) (marketing §3). */
export type HoldingProductType = 1 | 2 | 3 | 4 | 5

export interface HoldingProduct {
  prodName: string
  prodNameShort: string
  /** The fund code the row opens (/fundDetailCurrency or /fundDetailOpen, marketing §2.7). */
  prodCode: string
  respProductType: HoldingProductType
  /** Routes the row: 0 (money) opens the currency detail, others the open detail. */
  fundType: FundType
  /** '1' private fund: not opened from holdings, "please view in App" (marketing §5). */
  privateflag: '0' | '1'
  holdAsset: string
  sevenDaysIncomeRate: string | null
  tenThousandIncomeAmt: string | null
  lastNav: string | null
  totalNav: string | null
  /** yyyymmdd */
  navDate: string | null
  navDecimalPlaces: number
  accompany: Accompany | null
}

export interface DistributorHoldings {
  distributorName: string
  holdTotalAsset: string
  list: HoldingProduct[]
}

export interface AssetsSummary {
  holdTotalAsset: string
  lastTotalIncome: string
  username: string
  records: DistributorHoldings[]
}

/** A pie slice: `proportion` is a percent number string ('45.23'), `scale` its display form ('45.23%'). */
export interface AssetShare {
  respProductType: HoldingProductType
  holdAsset: string
  proportion: string
  scale: string
}

export interface HoldListItem extends HoldingProduct {
  distributorName: string
}

/** Codes of the local refresh that the page ignores (marketing §8). */
export const IGNORED_REFRESH_CODES: readonly string[] = ['9990', '0005']

/** Refreshes the local copy of the holdings; codes 9990 and 0005 count as done (marketing §4.1, §8). */
export async function refreshHoldings(openid: string, options?: CallOptions): Promise<void> {
  try {
    await http.post<unknown>(
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
  return http.get<AssetsSummary>(H.allAssets, { openid, refresh: refresh ? '1' : '0' }, options)
}

export async function getAssetTypeShare(openid: string, options?: CallOptions): Promise<AssetShare[]> {
  return (await http.get<AssetShare[] | null>(H.assetTypeShare, { openid }, options)) ?? []
}

/** Every holding of one kind across distributors (one page of 10000, marketing §9). */
export async function getHoldList(
  openid: string,
  respProductType: HoldingProductType,
  options?: CallOptions,
): Promise<HoldListItem[]> {
  const params = { openid, respProductType, page: 1, pageSize: 10000 }
  const data = await http.get<{ records: HoldListItem[] | null }>(H.holdList, params, {
    accept200: true,
    ...options,
  })
  return data?.records ?? []
}
