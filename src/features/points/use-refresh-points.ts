import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { pointsKeys } from '@/api/points-queries'

/**
 * After an action that books points (sign-in, claim, draw, box, transfer: marketing §7.4): invalidates
 * the balance and the records, and whatever else the action changed (`also`). The reads on screen are
 * asked again (resolves once they have answered); the others are asked when next shown.
 */
export function useRefreshPoints(userId: string) {
  const queryClient = useQueryClient()
  return (also: readonly QueryKey[] = []): Promise<void> =>
    Promise.all(
      [pointsKeys.info(userId), pointsKeys.records(userId), ...also].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    ).then(() => undefined)
}
