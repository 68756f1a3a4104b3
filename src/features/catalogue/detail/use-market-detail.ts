import { useSearchParams } from 'react-router-dom'
import { getMarketDetail, VIEW_IN_CHANNEL_CODE, type MarketDetail } from '@/api/catalogue'
import { ApiError } from '@/api/http'
import { useRequest } from '@/shared/lib/use-request'
import { navPlaces } from './rules'

export type DetailState =
  | { status: 'loading' }
  | { status: 'channelOnly' }
  | { status: 'error'; message: string; reload: () => void }
  | { status: 'ok'; detail: MarketDetail; places: number; reload: () => void }

export interface DetailQuery {
  fundCode: string
  productType: number
  navDecimalPlaces: string | null
}

export function useDetailQuery(): DetailQuery {
  const [params] = useSearchParams()
  return {
    fundCode: (params.get('fundCode') ?? '').trim(),
    productType: Number(params.get('productType')) || 0,
    navDecimalPlaces: params.get('navDecimalPlaces'),
  }
}

/**
 * Loads the market detail of the route's fundCode/productType (catalogue §2.1, §7). Code 9998 becomes the
 * 请在购买渠道查看详情 overlay (§8); other failures were toasted by the HTTP layer and become an error state
 * with retry.
 */
export function useMarketDetail(query: DetailQuery): DetailState {
  const { data, error, loading, reload } = useRequest(
    () => getMarketDetail(query.fundCode, query.productType),
    [query.fundCode, query.productType],
  )
  if (loading) return { status: 'loading' }
  if (error instanceof ApiError && error.code === VIEW_IN_CHANNEL_CODE) return { status: 'channelOnly' }
  if (error || !data || typeof data !== 'object') {
    const message = error instanceof Error && error.message ? error.message : '产品详情加载失败'
    return { status: 'error', message, reload }
  }
  const detail: MarketDetail = {
    ...data,
    productType: data.productType ?? (query.productType as MarketDetail['productType']),
  }
  return { status: 'ok', detail, places: navPlaces(query.navDecimalPlaces, data.navDecimalPlaces), reload }
}
