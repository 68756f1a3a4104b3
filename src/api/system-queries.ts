import { queryOptions } from '@tanstack/react-query'
import type { CallOptions } from './http'
import { getMaintenanceWindow } from './system'

/** The system reads (./system.ts) as queries (docs/architecture.md, "State"). */

export const systemKeys = {
  all: ['system'] as const,
  maintenance: () => [...systemKeys.all, 'maintenance'] as const,
}

/**
 * The maintenance window (account-and-shared §4), asked once per page load by the root layout's check,
 * after the first paint (docs/architecture.md, Maintenance): kept for the visit.
 */
export const maintenanceQuery = (call?: CallOptions) =>
  queryOptions({
    queryKey: systemKeys.maintenance(),
    queryFn: () => getMaintenanceWindow(call),
    staleTime: Infinity,
  })
