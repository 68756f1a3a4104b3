/**
 * The advanced filter's options and choices (catalogue §2.4, §4.3, §9.1): apart from the list's rules
 * (rules.ts), so that the list's first paint does not carry the panel's data (docs/decisions/025).
 */

export interface FilterOption {
  /** 1-based id sent to the server. */
  id: number
  label: string
}

export const PRODUCT_TYPE_OPTIONS: readonly FilterOption[] = [
  { id: 1, label: '每日购' },
  { id: 2, label: '定期开放' },
  { id: 3, label: '现金管理' },
  { id: 4, label: '封闭式' },
  { id: 5, label: '最短持有期' },
]

export const RISK_OPTIONS: readonly FilterOption[] = [
  { id: 1, label: 'PR1低风险' },
  { id: 2, label: 'PR2中低风险' },
  { id: 3, label: 'PR3中风险' },
  { id: 4, label: 'PR4中高风险' },
  { id: 5, label: 'PR5高风险' },
]

/** Market amount ranges 0-100, 100-10k, 10k-1M, over 1M yuan (catalogue §9.1). */
export const AMOUNT_OPTIONS: readonly FilterOption[] = [
  { id: 1, label: '0-100元' },
  { id: 2, label: '100元-1万元' },
  { id: 3, label: '1万-100万元' },
  { id: 4, label: '100万元以上' },
]

/** Multi-select toggle: adds the id, or removes it when already chosen; kept in ascending order. */
export function toggleMulti(chosen: readonly number[], id: number): number[] {
  return chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id].sort((a, b) => a - b)
}

/** The channel filter is single-select: tapping the chosen one again deselects it (catalogue §4.3). */
export function toggleSingle(chosen: string, code: string): string {
  return chosen === code ? '' : code
}
