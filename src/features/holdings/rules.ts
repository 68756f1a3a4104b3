import type { HoldingProduct } from '@/api/holdings'
import { EMPTY_TEXT, formatMoney, hideAmount, maskUserName } from '@/shared/lib/format'
import { href, PATHS } from '@/shared/lib/paths'
import { HOLDING_TYPE_NAMES, HOLDINGS_TEXT } from './texts'

/** The account flags the holdings page reads (marketing §4.1). */
export interface HoldingsAccessInput {
  openAccount?: string | null
  isAppBinding?: string | null
  isRegister?: string | null
  isPhoneBinding?: string | null
}

export type HoldingsAccess =
  | { kind: 'load' }
  /** Not bound to the app account: bind-now → /bindUserTip. */
  | { kind: 'not-bound' }
  /** Direct sales not opened: open-now → the stored open-store url, or bind first when not registered. */
  | { kind: 'not-opened'; action: 'open' | 'bind' }

const is1 = (v: unknown) => String(v ?? '') === '1'

/**
 * marketing §4.1: holdings load only when openAccount, isAppBinding and isRegister are all 1. With
 * openAccount 2 (direct sales not opened) isRegister 0 sends the user to bind, otherwise to open an
 * account; anything else (openAccount 0, no app binding, no phone) is "not bound".
 */
export function holdingsAccess(input: HoldingsAccessInput): HoldingsAccess {
  if (is1(input.openAccount) && is1(input.isAppBinding) && is1(input.isRegister)) return { kind: 'load' }
  if (String(input.openAccount ?? '') === '2' && is1(input.isPhoneBinding ?? '1'))
    return { kind: 'not-opened', action: is1(input.isRegister) ? 'open' : 'bind' }
  return { kind: 'not-bound' }
}

/** Money-market kinds (现金管理, 现金宝) open the currency detail (marketing §2.7). */
export const isMoneyHolding = (p: Pick<HoldingProduct, 'respProductType'>) =>
  [3, 5].includes(Number(p.respProductType))

/**
 * Where a holding row leads (marketing §2.7, §5): money-market → /fundDetailCurrency, else
 * /fundDetailOpen, query fundCode and fundType; private funds (privateflag 1) → null (请在App中查看).
 */
export function holdingRoute(
  p: Pick<HoldingProduct, 'prodCode' | 'fundType' | 'respProductType' | 'privateflag'>,
): string | null {
  if (String(p.privateflag ?? '') === '1' || !p.prodCode) return null
  const path = isMoneyHolding(p) ? PATHS.fundDetailCurrency : PATHS.fundDetailOpen
  return href(path, { fundCode: p.prodCode, fundType: p.fundType })
}

/** An amount with thousands separators, or the hidden text (marketing §4.8, §9). */
export function displayAmount(value: unknown, hidden: boolean, long = false): string {
  if (hidden) return hideAmount(long ? 6 : undefined)
  return formatMoney(value as string)
}

/** The user name; its last character starred when amounts are hidden (marketing §4.8). */
export function displayUserName(name: string | null | undefined, hidden: boolean): string {
  if (!hidden) return name?.trim() || EMPTY_TEXT
  return maskUserName(name)
}

export const holdingTypeName = (type: unknown) => HOLDING_TYPE_NAMES[Number(type)] ?? '其他'

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

const MAX_MESSAGE = 200

/** Decodes a message once more if it is still percent-encoded; malformed input stays as it is. */
function decodeMessage(raw: string): string {
  if (!/%[0-9a-f]{2}/i.test(raw)) return raw
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The fail page text (marketing §2.7, §8): data=2 shows the given message (plain text, control characters
 * dropped, capped), anything else — or an empty message — the fixed fault text with the hotline.
 */
export function failTipText(data: string | null, errorMsg: string | null): string {
  if (data === '2' && errorMsg) {
    const text = decodeMessage(errorMsg)
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, ' ')
      .trim()
      .slice(0, MAX_MESSAGE)
    if (text) return text
  }
  return HOLDINGS_TEXT.failFixed
}

/** TA business codes (api-contract: 120 认购, 122 申购, 124 赎回, 143 分红); the server name wins. */
const BUSI_NAMES: Record<string, string> = { '120': '认购', '122': '申购', '124': '赎回', '143': '分红' }

export function busiLabel(t: { busiName?: string | null; busiCode?: string | null }): string {
  return t.busiName?.trim() || BUSI_NAMES[String(t.busiCode ?? '')] || EMPTY_TEXT
}

/** A holding kind from the query (1-5), or null. */
export function parseHoldingType(value: string | null): 1 | 2 | 3 | 4 | 5 | null {
  const n = Number(value)
  return [1, 2, 3, 4, 5].includes(n) && String(value).trim() !== '' ? (n as 1 | 2 | 3 | 4 | 5) : null
}
