import type { TradeRecord } from '@/api/catalogue/trades'
import type {
  AssetShare,
  AssetsSummary,
  DistributorHoldings,
  HoldingProduct,
  HoldingProductType,
} from '@/api/holdings'
import type { SignedIn } from '@/api/auth/signed-in'
import type { AccountState, OpenAccount, OpenStatus } from '@/api/identity'
import { EMPTY_TEXT, formatMoney, formatPercent, hideAmount, maskUserName, signOf } from '@/shared/lib/format'
import { percentOf, sumDecimals } from '@/shared/lib/exact'
import { CHECK_NETWORK_TEXT } from '@/shared/lib/failure'
import { href, PATHS } from '@/shared/lib/paths'
import { HOLDING_TYPE_NAMES, HOLDINGS_TEXT } from './texts'

/** The account flags the holdings page reads (marketing §4.1); a missing one counts as not set. */
export type HoldingsAccessInput = Partial<
  Pick<AccountState, 'isAppBinding' | 'isRegister' | 'isPhoneBinding'> & OpenStatus
>

export type HoldingsAccess =
  | { kind: 'load' }
  /** Not bound to the app account: bind-now → /bindUserTip. */
  | { kind: 'not-bound' }
  /** Direct sales not opened: open-now → the stored open-store url, or bind first when not registered. */
  | { kind: 'not-opened'; action: 'open' | 'bind' }
  /** In the app, nobody is signed in: log-in-now → the app's native login. */
  | { kind: 'signed-out' }

/**
 * marketing §4.1: holdings load only when openAccount, isAppBinding and isRegister are all 1. With
 * openAccount 2 (direct sales not opened) isRegister 0 sends the user to bind, otherwise to open an
 * account; anything else (openAccount 0, no app binding, no phone) is "not bound".
 */
export function holdingsAccess(input: HoldingsAccessInput): HoldingsAccess {
  const { openAccount, isAppBinding, isRegister, isPhoneBinding = '1' } = input
  if (openAccount === '1' && isAppBinding === '1' && isRegister === '1') return { kind: 'load' }
  if (openAccount === '2' && isPhoneBinding === '1')
    return { kind: 'not-opened', action: isRegister === '1' ? 'open' : 'bind' }
  return { kind: 'not-bound' }
}

/**
 * In the provider's app: a signed-in app user is app-bound and registered by their app login,
 * so only the open status of their client number counts: 1 loads, anything else (0 no account, 2 direct
 * sales not opened) offers the app's native account opening. Nobody signed in → the native login.
 */
export function appHoldingsAccess(signedInToApp: boolean, openAccount: OpenAccount | ''): HoldingsAccess {
  if (!signedInToApp) return { kind: 'signed-out' }
  if (openAccount === '1') return { kind: 'load' }
  return { kind: 'not-opened', action: 'open' }
}

/**
 * The id the holdings calls take (api-contract.md Holdings: `openid`): the WeChat openid, or, for an app
 * user without a linked WeChat account, their client number.
 */
export const holdingsUserId = (who: Pick<SignedIn, 'openid' | 'appClientNo'>): string =>
  who.openid || who.appClientNo

/** Money-market kinds (现金管理, 现金宝) open the currency detail (marketing §2.7). */
export const isMoneyHolding = (p: Pick<HoldingProduct, 'respProductType'>) =>
  p.respProductType === 3 || p.respProductType === 5

/**
 * Where a holding row leads (marketing §2.7, §5): money-market → /fundDetailCurrency, else
 * /fundDetailOpen, query fundCode and fundType; private funds (privateflag 1) → null (请在App中查看).
 */
export function holdingRoute(
  p: Pick<HoldingProduct, 'prodCode' | 'fundType' | 'respProductType' | 'privateflag'>,
): string | null {
  if (p.privateflag === '1' || !p.prodCode) return null
  const path = isMoneyHolding(p) ? PATHS.fundDetailCurrency : PATHS.fundDetailOpen
  return href(path, { fundCode: p.prodCode, fundType: p.fundType })
}

/** An amount with thousands separators, or the hidden text (marketing §4.8, §9). */
export function displayAmount(value: string | null, hidden: boolean, long = false): string {
  if (hidden) return hideAmount(long ? 6 : undefined)
  return formatMoney(value)
}

/** The user name; its last character starred when amounts are hidden (marketing §4.8). */
export function displayUserName(name: string, hidden: boolean): string {
  if (!hidden) return name.trim() || EMPTY_TEXT
  return maskUserName(name)
}

export const holdingTypeName = (type: HoldingProductType | null) =>
  (type === null ? undefined : HOLDING_TYPE_NAMES[type]) ?? '其他'

/** Distributor groups worth a card: a group with no name, no rows and no total (`{}`) says nothing. */
export const shownGroups = (records: readonly DistributorHoldings[]): DistributorHoldings[] =>
  records.filter((g) => g.distributorName.trim() || g.list.length > 0 || g.holdTotalAsset !== null)

/**
 * A distributor's total: the server's, else the exact sum of its rows' amounts (decimal strings, never
 * floats); `null` (shown as --) when a row has no amount, so a total never covers only part of a group.
 */
export const groupTotal = (g: Pick<DistributorHoldings, 'holdTotalAsset' | 'list'>): string | null =>
  g.holdTotalAsset ?? sumDecimals(g.list.map((p) => p.holdAsset))

/** The header's total assets: the server's, else the exact sum of the distributors' totals. */
export const assetsTotal = (a: Pick<AssetsSummary, 'holdTotalAsset' | 'records'>): string | null =>
  a.holdTotalAsset ?? sumDecimals(a.records.map(groupTotal))

export interface PieSlice {
  respProductType: HoldingProductType | null
  holdAsset: string | null
  /** Percent decimal string, always positive. */
  proportion: string
  /** The share as shown: the server's `scale`, else the proportion with 2 decimals and %. */
  label: string
}

/**
 * The pie's slices (marketing §2.7, §9): every share with a positive proportion. A share whose proportion
 * was not sent gets it worked out exactly from the amounts (its amount over their sum, half-up to 2
 * decimals); without every amount it cannot be, and the share is left out.
 */
export function pieSlices(shares: readonly AssetShare[]): PieSlice[] {
  const whole = sumDecimals(shares.map((s) => s.holdAsset))
  const slices: PieSlice[] = []
  for (const s of shares) {
    const proportion = s.proportion ?? (whole === null ? null : percentOf(s.holdAsset, whole))
    if (proportion === null || signOf(proportion) <= 0) continue
    const label = s.scale.trim() || formatPercent(proportion)
    slices.push({ respProductType: s.respProductType, holdAsset: s.holdAsset, proportion, label })
  }
  return slices
}

/** Nine pie colours (marketing §9), the brand red first. */
export const PIE_COLORS = [
  '#d4282d',
  '#f7a23b',
  '#3a7bfa',
  '#2fb38a',
  '#8c5cf2',
  '#f45d8c',
  '#21b5c9',
  '#b8860b',
  '#7f8c99',
] as const

export const pieColor = (index: number) => PIE_COLORS[((index % 9) + 9) % 9]

/** The masked-amount toggle is stored locally as '1' / '0' under `assetsHidden` (marketing §2.7). */
export const parseHidden = (stored: string | null) => stored === '1'

/**
 * The fail page's lines (marketing §2.7, §8 "go to the fail page with the fault text and hotline 950950"):
 * always the fixed fault text with the hotline, whatever the link's `data` and `errorMsg` say (a message in
 * the link is never shown: docs/features/holdings.md, "Fail tip"). When the holdings page failed for want of
 * an answer (`network`, from its route state) a second line adds "check the network": only a network
 * failure names the network (docs/architecture.md, "A page that did not load"; shared/lib/failure.ts).
 */
export function failTipText(network = false): { fault: string; hint: string | null } {
  return { fault: HOLDINGS_TEXT.failFixed, hint: network ? CHECK_NETWORK_TEXT : null }
}

/**
 * What /allChannelAssets hands its fail tip when its holdings calls failed (route state, never the address:
 * a shared tip link carries no one else's failure). The tip replaces the page that failed in history, so
 * Back leaves it for the page before; its 重新加载 replaces it with that page again.
 */
export interface HoldingsFailure {
  from: typeof PATHS.allChannelAssets
  network: boolean
}

export const holdingsFailure = (network: boolean): HoldingsFailure => ({
  from: PATHS.allChannelAssets,
  network,
})

/** The route state of a fail tip opened by the holdings page, or null (a link, a reload without it). */
export function readHoldingsFailure(state: unknown): HoldingsFailure | null {
  if (typeof state !== 'object' || state === null) return null
  const { from, network } = state as Partial<HoldingsFailure>
  return from === PATHS.allChannelAssets ? { from, network: network === true } : null
}

/** TA business codes (api-contract: 120 认购, 122 申购, 124 赎回, 143 分红); the server name wins. */
const BUSI_NAMES: Record<string, string> = { '120': '认购', '122': '申购', '124': '赎回', '143': '分红' }

export function busiLabel(t: Pick<TradeRecord, 'busiName' | 'busiCode'>): string {
  return t.busiName.trim() || BUSI_NAMES[t.busiCode] || EMPTY_TEXT
}

/** A holding kind from the query (1-5), or null. */
export function parseHoldingType(value: string | null): HoldingProductType | null {
  const n = Number(value)
  return value !== null && value.trim() !== ''
    ? (([1, 2, 3, 4, 5] as const).find((t) => t === n) ?? null)
    : null
}
