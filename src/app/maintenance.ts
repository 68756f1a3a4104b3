import dayjs from 'dayjs'
import { getMaintenanceWindow, type MaintenanceWindow } from '@/api/system'
import { PATHS, href } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'

export const MAINTENANCE_TEXT = '系统正在维护中,预计结束日期为'

const parse = (v: unknown) => (typeof v === 'string' && v ? dayjs(v.replace(' ', 'T')) : null)

/** account-and-shared §4: under maintenance when the server time lies between start and end. */
export function isUnderMaintenance(w: Partial<MaintenanceWindow> | null | undefined): boolean {
  const start = parse(w?.start)
  const end = parse(w?.end)
  const now = parse(w?.serveTime) ?? dayjs()
  if (!start?.isValid() || !end?.isValid() || !now.isValid()) return false
  return !now.isBefore(start) && !now.isAfter(end)
}

/**
 * Once per page load (the root layout's MaintenanceCheck): under maintenance → toast the end date and go to
 * /mamain, which the caller puts in the place of the page on screen (docs/architecture.md, Maintenance).
 * Failures are ignored.
 */
export async function checkMaintenance(navigate: (to: string) => void): Promise<boolean> {
  try {
    const w = await getMaintenanceWindow({ silent: true, noToast: true })
    if (!w || !isUnderMaintenance(w)) return false
    toast(`${MAINTENANCE_TEXT}${w.end}`)
    navigate(href(PATHS.mamain, { end: w.end }))
    return true
  } catch {
    return false
  }
}
