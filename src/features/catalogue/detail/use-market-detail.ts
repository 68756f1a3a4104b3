import { useSearchParams } from 'react-router-dom'
import {
  isEmptyDetail,
  VIEW_IN_CHANNEL_CODE,
  type DetailProductType,
  type MarketDetail,
} from '@/api/catalogue/detail'
import { useMarketDetailQuery, useMarketNavEarly } from '@/api/catalogue/detail-queries'
import { ApiError } from '@/api/http'
import { firstNavQuery, navFirst } from './params'
import { detailProductTypeOf, navPlaces } from './rules'

export type DetailState =
  | { status: 'loading' }
  | { status: 'channelOnly' }
  /** The answer names no product: the page shows one message (texts.ts DETAIL_TEXT.noProduct). */
  | { status: 'empty' }
  | { status: 'error'; error: unknown; reload: () => void }
  | { status: 'ok'; detail: MarketDetail; places: number; reload: () => void }

export interface DetailQuery {
  fundCode: string
  productType: DetailProductType
  navDecimalPlaces: string | null
}

export function useDetailQuery(): DetailQuery {
  const [params] = useSearchParams()
  return {
    fundCode: (params.get('fundCode') ?? '').trim(),
    productType: detailProductTypeOf(params.get('productType')),
    navDecimalPlaces: params.get('navDecimalPlaces'),
  }
}

/**
 * Loads the market detail of the route's fundCode/productType (catalogue §2.1, §7). Code 9998 becomes the
 * 请在购买渠道查看详情 overlay (§8); other failures were toasted by the HTTP layer and become an error state
 * with retry; an answer without any product (no code, no name) is the empty state.
 */
export function useMarketDetail(query: DetailQuery): DetailState {
  const { fundCode, productType } = query
  const { data, error, isPending, refetch } = useMarketDetailQuery(fundCode, productType)
  // 历史净值 is the first panel of every type but 募集期 (catalogue §4.5): its answer is asked now.
  useMarketNavEarly(fundCode, firstNavQuery(fundCode).queryUnit, navFirst(fundCode, productType))
  const reload = () => void refetch()
  if (isPending) return { status: 'loading' }
  if (error instanceof ApiError && error.code === VIEW_IN_CHANNEL_CODE) return { status: 'channelOnly' }
  if (error || !data) return { status: 'error', error, reload }
  if (isEmptyDetail(data)) return { status: 'empty' }
  // A detail without its own type (0) is read as the type of the link that opened it.
  const detail = data.productType === 0 ? { ...data, productType: query.productType } : data
  return { status: 'ok', detail, places: navPlaces(query.navDecimalPlaces, data.navDecimalPlaces), reload }
}
