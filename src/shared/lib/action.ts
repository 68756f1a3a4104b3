import { useMutation, type QueryKey } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * Every action (a write to the backend) as a mutation (docs/architecture.md, "State", Actions): beside each
 * service's queries, in its `*-queries.ts` file, one hook per action built with `useAction`. What the action
 * does to the server state is declared in its `meta` (`ActionMeta`) and carried out once, for every action,
 * by the query client's mutation cache (src/api/query-client.ts), so "what does X refresh?" has one answer,
 * next to X. It lives in shared (it knows no service) so that shared UI given a call, like the SMS send of
 * the verify fields, guards it the same way.
 *
 * One guard for every action: while a call is in flight, a second tap does nothing (`run` answers
 * `skipped`), whether it comes before React has drawn the busy state or after. Money-like actions carry their
 * idempotency key from the HTTP layer, which keys every path of `MONEY_ACTION_PATHS` itself
 * (docs/money-actions.md): a retry after a lost answer reuses it.
 */
export type ActionResult<T> =
  { status: 'done'; data: T } | { status: 'failed'; error: unknown } | { status: 'skipped' }

/**
 * What an action does to the server state (docs/architecture.md, "State", Actions). A type, not an interface:
 * TanStack Query's `Register` wants a record. Methods, so that an action's typed meta is a `Register`ed one.
 */
export type ActionMeta<TData = unknown, TVars = unknown> = {
  /** After a success: the queries the action changed, invalidated (so asked again where shown). */
  refreshes?(data: TData, vars: TVars): readonly QueryKey[]
  /** The action settles (and is free again) only once the shown queries of `refreshes` have answered. */
  waits?: boolean
  /**
   * After a failure (a lost answer, a refusal): the queries read again before the action is offered again.
   * Always waited for (docs/money-actions.md, "After a lost answer, read again before the retry").
   */
  afterFailure?(error: unknown, vars: TVars): readonly QueryKey[] | undefined
  /** After a success: the answer is the new state of these queries (no second call): key and update. */
  puts?(data: TData, vars: TVars): ReadonlyArray<readonly [QueryKey, (old: never) => unknown]>
  /** After a success: answers dropped, so the next page that shows them asks first and never draws them. */
  drops?(data: TData, vars: TVars): readonly QueryKey[]
  /**
   * The action changes the signed-in customer's account (a bind, a registration, a phone login, an unbind, a
   * merchant bind): whatever it answers, the answers asked before it are dropped before the caller's
   * `onSuccess`/`onError` run (docs/identity.md, "Answers a page asked for").
   */
  changesAccount?: boolean
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ActionMeta
  }
}

export interface ActionOptions<TVars, TData> {
  /** The call. */
  mutationFn: (vars: TVars) => Promise<TData>
  /** What the action changes (above). */
  meta?: ActionMeta<TData, TVars>
  /** A step that stays inside the guard, after the declared refresh: a success's. */
  onSuccess?: (data: TData, vars: TVars) => unknown
  /** After a failure and its declared refresh (the HTTP layer has shown its toast unless asked not to). */
  onError?: (error: unknown, vars: TVars) => unknown
}

export interface Action<TVars, TData> {
  /** Runs the action unless one is in flight; never rejects. */
  run: (vars: TVars) => Promise<ActionResult<TData>>
  /** A call is in flight (for the button's loading state). */
  busy: boolean
  /** What the call in flight was run with (which of several buttons shows the loading state). */
  running: TVars | undefined
  /** The last call's error, if it failed. */
  error: unknown
  reset: () => void
}

export function useAction<TVars = void, TData = unknown>(
  options: ActionOptions<TVars, TData>,
): Action<TVars, TData> {
  const inFlight = useRef(false)
  // useMutation takes the options of every render, so the meta and callbacks are always this render's.
  const mutation = useMutation<TData, unknown, TVars>(options)
  const { mutateAsync } = mutation
  const run = useCallback(
    async (vars: TVars): Promise<ActionResult<TData>> => {
      if (inFlight.current) return { status: 'skipped' }
      inFlight.current = true
      try {
        return { status: 'done', data: await mutateAsync(vars) }
      } catch (error) {
        return { status: 'failed', error }
      } finally {
        inFlight.current = false
      }
    },
    [mutateAsync],
  )
  return {
    run,
    busy: mutation.isPending,
    running: mutation.isPending ? mutation.variables : undefined,
    error: mutation.error,
    reset: mutation.reset,
  }
}
