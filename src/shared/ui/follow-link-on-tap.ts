import { CHECK_NETWORK_TEXT } from '@/shared/lib/failure'
import { toast } from '@/shared/lib/toast'

/**
 * `followLink` (follow-link.ts) for a tap: its link rules load with the first tap instead of with the page
 * that offers the link, which keeps them off a first paint that only shows it (docs/decisions/025). Blank
 * does nothing; code that does not arrive says to check the network.
 */
export function followLinkOnTap(target: string | null | undefined): void {
  if (!target?.trim()) return
  import('./follow-link').then(({ followLink }) => followLink(target)).catch(() => toast(CHECK_NETWORK_TEXT))
}
