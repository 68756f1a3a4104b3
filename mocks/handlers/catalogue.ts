import type { HttpHandler } from 'msw'
import type { FundType } from '@/api/catalogue/shared'
import type { HistorySuggestion } from '@/api/catalogue/history'
import type { FundTypeOption } from '@/api/catalogue/funds'
import { endpoints } from '@/api/endpoints'
import { fail, field, mock, page, type MockContext } from '../lib'
import type { MockUser } from '../db'
import { dayOf, isYmd } from '../db/catalogue-dates'
import { marketDetail, marketNav } from '../db/catalogue-detail'
import { FUND_TYPE_NAMES } from '../db/catalogue-funds'
import {
  fundDescAttachments,
  fundDetail,
  fundNetValues,
  queryFunds,
  searchFundSeeds,
} from '../db/catalogue-funds-query'
import { CHANNEL_ONLY_PROD_CODE } from '../db/catalogue-market'
import {
  matchesKey,
  navRecordOf,
  queryMarketList,
  searchMarketProducts,
  SUGGESTION_LIMIT,
} from '../db/catalogue-query'
import { RECOMMENDED_GROUPS, recommendedFunds, tabBanners } from '../db/catalogue-recommend'
import { seriesOf, sliceSeries } from '../db/catalogue-series'
import { prodDescAttachments, riskWarningText } from '../db/catalogue-texts'
import { tradesOf } from '../db/catalogue-trades'

/**
 * The catalogue calls (catalogue §7, api-contract.md Catalogue). List calls answer `{ records, total }`
 * (funds `{ records, totalElements }`), filter by every documented parameter, sort by any known sort field
 * (0 descending, 1 ascending) and ignore unknown parameters.
 */

const C = endpoints.catalogue
const VIEW_IN_CHANNEL = '请在购买渠道查看详情'

const required = (ctx: MockContext, name: string, label: string): string => {
  const value = field(ctx, name)
  if (!value) fail('9999', `${label}不能为空`)
  return value
}

const productOf = (ctx: MockContext, code: string) =>
  ctx.db.catalogue.products.find((p) => p.prodCode === code)

const fundOf = (ctx: MockContext, code: string) =>
  ctx.db.catalogue.funds.find((s) => s.fund.fundCode === code)

/** The opened customer with this phone; trades and positions exist only for opened accounts. */
const customerByPhone = (ctx: MockContext, phone: string): MockUser | undefined =>
  phone ? Object.values(ctx.db.users).find((u) => u.phone === phone && u.openAccount === '1') : undefined

export const catalogueHandlers: HttpHandler[] = [
  mock.get(C.distributors, (ctx) => ctx.db.catalogue.distributors),

  mock.get(C.marketList, (ctx) => queryMarketList(ctx.db.catalogue.products, ctx.query)),
  mock.get(C.marketListWeb, (ctx) => queryMarketList(ctx.db.catalogue.products, ctx.query)),

  mock.get(C.marketSearch, (ctx) => searchMarketProducts(ctx.db.catalogue.products, field(ctx, 'key'))),
  mock.get(C.marketSearchWeb, (ctx) => searchMarketProducts(ctx.db.catalogue.products, field(ctx, 'key'))),

  mock.get(C.historySearch, (ctx): HistorySuggestion[] => {
    const key = field(ctx, 'key')
    return ctx.db.catalogue.historyProducts
      .filter((p) => matchesKey(key, p.prodName, p.prodNameShort, p.prodCode))
      .slice(0, SUGGESTION_LIMIT)
      .map(({ prodName, prodNameShort, prodCode, registerCode }) => ({
        prodName,
        prodNameShort,
        prodCode,
        registerCode,
      }))
  }),

  // catalogue §8: private placements and one channel-only product answer 9998.
  mock.get(C.marketDetail, (ctx) => {
    const code = required(ctx, 'prodCode', '产品代码')
    const product = productOf(ctx, code)
    const facts = ctx.db.catalogue.facts.get(code)
    if (!product || !facts) fail('9999', '未查询到产品信息')
    if (product.raiseType === '1' || code === CHANNEL_ONLY_PROD_CODE) fail('9998', VIEW_IN_CHANNEL)
    return marketDetail(product, facts)
  }),

  mock.get(C.marketNav, (ctx) => {
    const code = required(ctx, 'prodCode', '产品代码')
    const product = productOf(ctx, code)
    return marketNav(ctx.db.catalogue.facts.get(code), product?.navDecimalPlaces ?? 4, {
      queryUnit: field(ctx, 'queryUnit'),
      startDate: field(ctx, 'startDate'),
      endDate: field(ctx, 'endDate'),
    })
  }),

  mock.get(C.historyNav, (ctx) => {
    const code = required(ctx, 'prodCode', '产品代码')
    const product = ctx.db.catalogue.historyProducts.find((p) => p.prodCode === code)
    if (!product) return { records: [], total: 0 }
    const series = seriesOf(product.walk)
    const start = field(ctx, 'startDate')
    const end = field(ctx, 'endDate')
    const points = sliceSeries(
      series,
      isYmd(start) ? dayOf(start) : Number.NEGATIVE_INFINITY,
      isYmd(end) ? dayOf(end) : Number.POSITIVE_INFINITY,
    ).reverse()
    const records = page(points, Number(field(ctx, 'pageNo')) || 1, Number(field(ctx, 'pageSize')) || 20)
    return { records: records.map((p) => navRecordOf(p, product.navDecimalPlaces)), total: points.length }
  }),

  mock.get(C.prodDesc, (ctx) => {
    const code = required(ctx, 'prodCode', '产品代码')
    const product = productOf(ctx, code)
    return product ? prodDescAttachments(product) : fundDescAttachments(fundOf(ctx, code))
  }),

  mock.get(C.riskWarning, (ctx) =>
    riskWarningText(productOf(ctx, field(ctx, 'prodCode')), Number(field(ctx, 'prodType')) || 0),
  ),

  mock.get(C.notice, (ctx) => ctx.db.catalogue.notice),

  // Fund pages
  mock.get(C.fundList, (ctx) => queryFunds(ctx.db.catalogue.funds, ctx.query)),

  mock.get(C.fundTypes, (): FundTypeOption[] =>
    (Object.entries(FUND_TYPE_NAMES) as [string, string][]).map(([type, name]) => ({
      fundType: Number(type) as FundType,
      fundTypeName: name,
    })),
  ),

  mock.get(C.fundSearch, (ctx) => searchFundSeeds(ctx.db.catalogue.funds, field(ctx, 'key'))),

  mock.get(C.fundDetail, (ctx) => {
    const seed = fundOf(ctx, required(ctx, 'fundCode', '基金代码'))
    if (!seed) fail('9999', '未查询到基金信息')
    return fundDetail(seed, Number(field(ctx, 'queryUnit')) || 1)
  }),

  mock.get(C.fundNetValues, (ctx) => {
    const seed = fundOf(ctx, required(ctx, 'fundCode', '基金代码'))
    if (!seed) return { records: [], totalElements: 0 }
    return fundNetValues(seed, Number(field(ctx, 'page')) || 1, Number(field(ctx, 'pageSize')) || 20)
  }),

  mock.get(C.tradingRecord, (ctx) => {
    const phone = field(ctx, 'phone')
    const prodCode = field(ctx, 'prodCode')
    if (!customerByPhone(ctx, phone)) return []
    return tradesOf(ctx.db.catalogue.products, phone).filter((t) => !prodCode || t.prodCode === prodCode)
  }),

  mock.get(C.transDetail, (ctx) => {
    const phone = field(ctx, 'phone')
    const serialNo = required(ctx, 'serialNo', '交易流水号')
    const trade = customerByPhone(ctx, phone)
      ? tradesOf(ctx.db.catalogue.products, phone).find((t) => t.serialNo === serialNo)
      : undefined
    if (!trade) fail('9999', '未查询到交易记录')
    return trade
  }),

  // Recommendation pages
  mock.get(C.recommendedList, (ctx) => recommendedFunds(ctx.db.catalogue.funds, field(ctx, 'columnCode'))),
  mock.get(C.recommendedGroups, (ctx) => RECOMMENDED_GROUPS[field(ctx, 'type')] ?? []),
  mock.get(C.tabBanner, (ctx) => tabBanners(ctx.db.catalogue.funds, field(ctx, 'tab'))),
]
