import { afterStartUp } from './after-start-up'
import { loadLaterPages } from './navigation/route-table'
import { showSiteIcon } from './site-icon'
import { loadToast } from '@/shared/lib/toast'
import { notes } from '@/shared/monitor/report'

/**
 * What the shell loads once start-up is over (afterStartUp), each in an idle task of its own: run together,
 * they were one long task of a first visit (docs/decisions/038).
 *
 * - The site's icon, which a first visit's first flight does not carry (site-icon.ts).
 * - The other pages' imports (route-table.ts): a tap to one of them then waits for its own files only.
 * - The toast implementation (antd-mobile's Toast and its animation library), which otherwise loads on the
 *   first toast: warmed up only after start-up, so it does not compete with the route's own files.
 * - The monitor (docs/observability.md): until then, what goes wrong waits in its notes. Offline, there is no
 *   monitor for this page load, and what it would have reported stays in the notes.
 */
export function startWarmUps(): void {
  afterStartUp(showSiteIcon)
  afterStartUp(() => void loadLaterPages().catch(() => undefined))
  afterStartUp(() => void loadToast().catch(() => undefined))
  afterStartUp(() => void import('./monitor').then((m) => m.startMonitor(notes)).catch(() => {}))
}
