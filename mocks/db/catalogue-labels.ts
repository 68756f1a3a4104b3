import type { Distributor, RespProductType, RiskLevel } from '@/api/catalogue/shared'
import { pictureUrl } from '../pictures'

/** Display labels and fixed lists of the catalogue mock (catalogue §9.1). */

export const DISTRIBUTORS: readonly Distributor[] = [
  { distributorCode: 'D001', distributorName: '兴业银行' },
  { distributorCode: 'D002', distributorName: '招商银行' },
  { distributorCode: 'D003', distributorName: '平安银行' },
  { distributorCode: 'D004', distributorName: '浦发银行' },
  { distributorCode: 'D005', distributorName: '中信银行' },
  { distributorCode: 'D006', distributorName: '光大银行' },
  { distributorCode: 'D007', distributorName: '民生银行' },
  { distributorCode: 'D008', distributorName: '蚂蚁财富' },
]

export const distributorName = (code: string): string =>
  DISTRIBUTORS.find((d) => d.distributorCode === code)?.distributorName ?? ''

export const RESP_PRODUCT_TYPE_STR: Record<RespProductType, string> = {
  1: '每日购',
  2: '定期开放',
  3: '现金管理',
  4: '封闭式',
  5: '最短持有期',
}

/** The risk filter's labels (catalogue §9.1), also the list's riskLevelStr. */
export const RISK_LEVEL_STR: Record<RiskLevel, string> = {
  1: 'PR1低风险',
  2: 'PR2中低风险',
  3: 'PR3中风险',
  4: 'PR4中高风险',
  5: 'PR5高风险',
}

export const RAISE_TYPE_STR = { '0': '公募', '1': '私募' } as const

/** 起投金额 filter ranges in yuan, lower bound inclusive (investment 1..4, catalogue §9.1). */
export const INVESTMENT_RANGES: Record<number, readonly [number, number]> = {
  1: [0, 100],
  2: [100, 10_000],
  3: [10_000, 1_000_000],
  4: [1_000_000, Number.POSITIVE_INFINITY],
}

export const MOCK_SITE = 'https://wealth-mock.xywealth.com.cn'

/** A mock picture for its SVG (an inline data: URL unless the benchmark names a picture origin: ../pictures). */
export const svgDataUrl = pictureUrl

export const ACCOMPANY_ICON = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
    '<circle cx="16" cy="16" r="15" fill="#e8f1ff"/><path d="M9 17l5 5 9-11" stroke="#1677ff" stroke-width="3" fill="none"/></svg>',
)
