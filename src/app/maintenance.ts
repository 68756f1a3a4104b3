import type { QueryClient } from '@tanstack/react-query'
import type { MaintenanceWindow } from '@/api/system'
import { maintenanceQuery } from '@/api/system-queries'
import { toDate } from '@/shared/lib/dates'
import { PATHS, href } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'

export const MAINTENANCE_TEXT = '系统正在维护中,预计结束日期为'

/**
 * A time of the maintenance window ('YYYY-MM-DD HH:mm:ss', local), read by the app's one date parser
 * (shared/lib/dates.ts): no date library on the first paint, which this check runs beside.
 */
const parse = (v: unknown) => (typeof v === 'string' && v ? toDate(v) : null)

/** account-and-shared §4: under maintenance when the server time lies between start and end. */
export function isUnderMaintenance(w: Partial<MaintenanceWindow> | null | undefined): boolean {
  const start = parse(w?.start)
  const end = parse(w?.end)
  // No server time at all: the phone's; a server time that is not a time: no verdict.
  const now = w?.serveTime ? parse(w.serveTime) : new Date()
  if (!start || !end || !now) return false
  return now.getTime() >= start.getTime() && now.getTime() <= end.getTime()
}

/**
 * Once per page load (the root layout's MaintenanceCheck), read through the server-state cache
 * (`maintenanceQuery`): under maintenance → toast the end date and go to
 * /mamain, which the caller puts in the place of the page on screen (docs/architecture.md, Maintenance).
 * Failures are ignored.
 */
export async function checkMaintenance(
  client: QueryClient,
  navigate: (to: string) => void,
): Promise<boolean> {
  try {
    const w = await client.fetchQuery(maintenanceQuery({ silent: true, noToast: true }))
    if (!w || !isUnderMaintenance(w)) return false
    toast(`${MAINTENANCE_TEXT}${w.end}`)
    navigate(href(PATHS.mamain, { end: w.end }))
    return true
  } catch {
    return false
  }
}
