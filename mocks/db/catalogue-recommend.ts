import type { FundType } from '@/api/catalogue/shared'
import type { Banner, RecommendedFund, RecommendedGroup } from '@/api/catalogue/recommend'
import type { FundSeed } from './catalogue-funds'
import { svgDataUrl } from './catalogue-labels'

/**
 * Recommendation pages (catalogue §2.7): groups per page type ('1' current account, '2' star selection),
 * funds per column and tab banners drawn as inline SVG.
 */

export const RECOMMENDED_GROUPS: Readonly<Record<string, readonly RecommendedGroup[]>> = {
  '1': [
    { columnCode: 'current_hot', columnName: '热门推荐', position: 'list', sort: 1 },
    { columnCode: 'current_steady', columnName: '稳健优选', position: 'list', sort: 2 },
    { columnCode: 'current_flexible', columnName: '灵活存取', position: 'list', sort: 3 },
  ],
  '2': [
    { columnCode: 'star_money', columnName: '货币精选', position: 'head', sort: 1 },
    { columnCode: 'star_bond', columnName: '债券精选', position: 'head', sort: 2 },
    { columnCode: 'star_equity', columnName: '权益精选', position: 'head', sort: 3 },
    { columnCode: 'star_manager', columnName: '明星经理', position: 'middle', sort: 4 },
    { columnCode: 'star_new', columnName: '新发好基', position: 'bottom', sort: 5 },
  ],
}

/** Which fund types fill each column. */
const COLUMN_TYPES: Record<string, readonly FundType[]> = {
  current_hot: [0, 5, 4],
  current_steady: [5],
  current_flexible: [0],
  star_money: [0],
  star_bond: [5],
  star_equity: [1, 3, 4],
  star_manager: [3, 4],
  star_new: [2, 4, 1],
}

/** Fund type → the wider list's product type, where 2 means currency (catalogue §4.6, §9.1). */
const PRODUCT_TYPE_OF: Record<FundType, RecommendedFund['productType']> = {
  0: 2,
  1: 1,
  2: 3,
  3: 3,
  4: 4,
  5: 5,
}

/** The product calendar's tabs (当日开放, 高频开放, 定期开放, 添利宝专区) by the fund's holding term. */
export const CALENDAR_COLUMNS: Readonly<Record<string, (fund: FundSeed['fund']) => boolean>> = {
  calendar_daily: (f) => f.fundType !== 0 && f.interestDays === 0,
  calendar_frequent: (f) => f.interestDays > 0 && f.interestDays <= 60,
  calendar_periodic: (f) => f.interestDays > 60,
  calendar_tianlibao: (f) => f.fundType === 0,
}

export function recommendedFunds(funds: readonly FundSeed[], columnCode: string): RecommendedFund[] {
  const types = COLUMN_TYPES[columnCode]
  const calendar = CALENDAR_COLUMNS[columnCode]
  if (!types && !calendar) return []
  const inColumn = (fund: FundSeed['fund']) => (calendar ? calendar(fund) : types.includes(fund.fundType))
  return funds
    .filter(({ fund }) => inColumn(fund) && [1, 7, 9].includes(fund.fundStatus))
    .filter((_, i) => i % 2 === 0) // one share class of each fund
    .slice(0, 6)
    .map(({ fund }) => ({ ...fund, productType: PRODUCT_TYPE_OF[fund.fundType] }))
}

function bannerSvg(title: string, subtitle: string, from: string, to: string): string {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="690" height="260" viewBox="0 0 690 260">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="690" height="260" rx="16" fill="url(#g)"/>` +
      `<circle cx="590" cy="60" r="120" fill="#fff" opacity="0.12"/>` +
      `<text x="48" y="118" font-size="44" font-weight="bold" fill="#fff" font-family="sans-serif">${title}</text>` +
      `<text x="48" y="176" font-size="26" fill="#fff" opacity="0.9" font-family="sans-serif">${subtitle}</text></svg>`,
  )
}

export function tabBanners(funds: readonly FundSeed[], tab: string): Banner[] {
  const money = funds.find((s) => s.fund.fundType === 0)?.fund
  const bond = funds.find((s) => s.fund.fundType === 5)?.fund
  const mixed = funds.find((s) => s.fund.fundType === 4)?.fund
  const detail = (code = '', type: FundType = 4) =>
    type === 0
      ? `/fundDetailCurrency?fundCode=${code}&fundType=0`
      : `/fundDetailOpen?fundCode=${code}&fundType=${type}`
  if (tab === '1') {
    return [
      {
        id: 'b101',
        pic: bannerSvg('活期理财 随用随取', '七日年化收益率稳健可期', '#1677ff', '#69b1ff'),
        jumpTarget: detail(money?.fundCode, 0),
      },
      {
        id: 'b102',
        pic: bannerSvg('稳健债基 长期优选', '低波动 稳收益', '#0e9f6e', '#5fd3a6'),
        jumpTarget: detail(bond?.fundCode, 5),
      },
      {
        id: 'b103',
        pic: bannerSvg('理财知识课堂', '了解产品 理性投资', '#fa8c16', '#ffc069'),
        jumpTarget: '/studyMoneyManage',
      },
    ]
  }
  if (tab === '2') {
    return [
      {
        id: 'b201',
        pic: bannerSvg('明星精选 严选好基', '专业团队 长期陪伴', '#d4380d', '#ff7a45'),
        jumpTarget: detail(mixed?.fundCode, 4),
      },
      {
        id: 'b202',
        pic: bannerSvg('新发基金 抢先看', '把握布局良机', '#531dab', '#9254de'),
        jumpTarget: '/allProduct',
      },
    ]
  }
  return []
}
