import { followTarget } from '@/shared/lib/navigation'

/**
 * Follows a transit or bind target (account-and-shared §5): `followTarget` — an in-app route through the
 * router; an absolute URL only on the official domain and never with `@`, timestamped as a direct-sales
 * link. Anything else: nothing happens (false).
 */
export const goToTarget = (target: string | null | undefined, navigate: (route: string) => void): boolean =>
  followTarget(target, navigate)
