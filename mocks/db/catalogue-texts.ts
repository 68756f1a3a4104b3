import type { MarketProduct } from '@/api/catalogue/market'
import type { ProdDescAttachment } from '@/api/catalogue/funds'
import { hashString } from '../lib'
import { AS_OF_DAY, isoOf } from './catalogue-dates'
import { MOCK_SITE } from './catalogue-labels'

/** Texts and documents of the market detail: the tip popup and the description attachments. */

const DISCLAIMER =
  '业绩比较基准及过往业绩不代表产品未来表现，不构成对产品收益的承诺。理财非存款，产品有风险，投资须谨慎。'

/** By the type tab (prodType): money-market explains the yields, fundraising the benchmark, others the annualised rate. */
const TIP_BY_TYPE: Record<number, string> = {
  1: '募集期内认购资金按活期存款利率计息，募集期结束后产品成立，具体以产品成立公告为准。',
  2: '成立以来年化收益率=（最新累计净值-1）/成立以来天数×365×100%，近一月年化收益率按近30天累计净值变化折算。',
  3: '成立以来年化收益率=（最新累计净值-1）/成立以来天数×365×100%；定期开放产品仅在开放期可申购赎回。',
  4: '七日年化收益率为最近七日每万份收益折算的年化收益率，万份收益为每一万份产品份额当日的收益，均不代表产品未来表现。',
  5: '成立以来年化收益率=（最新累计净值-1）/成立以来天数×365×100%；封闭式产品在存续期内不可赎回。',
}

/**
 * The tip text (getRiskWarningDesc): what the type's figures mean, and the disclaimer. The benchmark
 * popup explains the benchmark with the product's own `benchmarksBasisCal`, so this text does not repeat it.
 */
export function riskWarningText(product: MarketProduct | undefined, prodType: number): string {
  return [TIP_BY_TYPE[prodType] ?? TIP_BY_TYPE[product?.productType ?? 2], DISCLAIMER].join('\n')
}

const DOCS = [
  '产品说明书',
  '风险揭示书',
  '理财产品投资协议书',
  '客户权益须知',
  '产品成立公告',
  '2026年第三季度报告',
]

export function prodDescAttachments(product: MarketProduct): ProdDescAttachment[] {
  const h = hashString(product.prodCode)
  const count = 3 + (h % 4)
  return DOCS.slice(0, count).map((title, i) => ({
    title: `${product.prodNameShort}${title}`,
    url: `${MOCK_SITE}/pdf/product/${product.prodCode}/${i + 1}.pdf`,
    createTime: `${isoOf(AS_OF_DAY - (count - i) * 37 - (h % 17))} ${String(9 + i).padStart(2, '0')}:30:00`,
  }))
}
