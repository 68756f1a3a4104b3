import { useCallback, useMemo } from 'react'
import type { MarketProduct } from '@/api/catalogue/market'
import type { MarketSuggestion } from '@/api/catalogue/search'
import { usePickedDetailQuery } from '@/api/catalogue/picked-detail-queries'
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
  const detail = usePickedDetailQuery(code, type, {
    enabled: code !== '',
    call: { silent: true, noToast: true },
  })
  const loading = code !== '' && detail.isPending
  const data = detail.isError ? null : (detail.data ?? null)
  const rows = useMemo(() => (picked && !loading ? [pickedRow(picked, data)] : []), [picked, loading, data])
  const { refetch } = detail
  const refresh = useCallback(async () => {
    if (code) await refetch()
    return true
  }, [code, refetch])
  return { rows, loading: !!picked && loading, refresh }
}
