import { useCallback } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useAction } from '@/shared/lib/action'
import {
  directSalesLinks,
  useFollowDirectSales,
  type DirectSalesLinks,
  type DirectSalesOutcome,
} from './direct-sales'

/**
 * The direct-sales store (./direct-sales.ts, docs/identity.md "The direct-sales address") for the pages
 * that go on to it, apart from the module the campaign home's first paint carries (docs/decisions/025).
 */

/** The tap that goes on to the direct-sales store, as an action: one at a time, with its busy state. */
export function useDirectSalesTap() {
  const follow = useFollowDirectSales()
  return useAction<void, DirectSalesOutcome>({ mutationFn: follow })
}

/** `directSalesLinks` for a component (the app transit), with the server-state cache it sits under. */
export function useDirectSalesLinks(): () => Promise<DirectSalesLinks> {
  const client = useQueryClient()
  return useCallback(() => directSalesLinks(client), [client])
}
