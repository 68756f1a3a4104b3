import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * For an action that must not be offered again before the screen shows what it changed
 * (docs/architecture.md, "Server state"; docs/money-actions.md): resolves once the shown queries under
 * `keys` have answered, joining the refetch the action's invalidation started rather than asking twice.
 */
export const shownAnswered = (client: QueryClient, keys: readonly QueryKey[]): Promise<void> =>
  Promise.all(
    keys.map((queryKey) => client.refetchQueries({ queryKey, type: 'active' }, { cancelRefetch: false })),
  ).then(() => undefined)

/**
 * After a failed or lost action: invalidates `keys` and resolves once the shown ones have answered, so the
 * server's state is on screen before another try is offered (docs/money-actions.md).
 */
export const invalidateAnswered = (client: QueryClient, keys: readonly QueryKey[]): Promise<void> =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined)
