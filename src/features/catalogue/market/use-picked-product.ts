import { useCallback, useMemo } from 'react'
import { getMarketDetail, type MarketProduct, type MarketSuggestion } from '@/api/catalogue'
import { useRequest } from '@/shared/lib/use-request'
import { pickedRow } from './rules'

export interface PickedProduct {
  /** The one row: empty without a pick, and while the detail is on its way. */
  rows: MarketProduct[]
  loading: boolean
  /** Pull-to-refresh: asks the detail again. */
  refresh: () => Promise<boolean>
}

/**
 * catalogue §2.3: the picked suggestion as the list's only row, filled from the product's detail call
 * (the list call cannot be restricted to one product). A failed or refused detail (9998) leaves the
 * suggestion's own name and code, with -- for the figures; opening that row shows the detail's own
 * message. The detail is asked silently: the row stands in for it.
 */
export function usePickedProduct(picked: MarketSuggestion | null): PickedProduct {
  const code = picked?.prodCode ?? ''
  const type = picked?.productType ?? 0
  const { data, loading, reload } = useRequest(
    () =>
      code
        ? getMarketDetail(code, type, { silent: true, noToast: true }).catch(() => null)
        : Promise.resolve(null),
    [code, type],
  )
  const rows = useMemo(
    () => (picked && !loading ? [pickedRow(picked, data ?? null)] : []),
    [picked, loading, data],
  )
  const refresh = useCallback(async () => {
    reload()
    return true
  }, [reload])
  return { rows, loading: !!picked && loading, refresh }
}
