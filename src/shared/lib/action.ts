import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * Every action (a write to the backend) as a mutation (docs/architecture.md, "Server state"): beside each
 * service's queries, in its `*-queries.ts` file, one hook per action built with `useAction`, which says what
 * the action changes (`invalidates`) so that "what does X refresh?" has one answer, next to X. It lives in
 * shared (it knows no service) so that shared UI given a call, like the SMS send of the verify fields, guards
 * it the same way.
 *
 * One guard for every action: while a call is in flight, a second tap does nothing (`run` answers
 * `skipped`), whether it comes before React has drawn the busy state or after. Money-like actions carry their
 * idempotency key from the HTTP layer, which keys every path of `MONEY_ACTION_PATHS` itself
 * (docs/money-actions.md): a retry after a lost answer reuses it.
 */
export type ActionResult<T> =
  { status: 'done'; data: T } | { status: 'failed'; error: unknown } | { status: 'skipped' }

export interface ActionOptions<TVars, TData> {
  /** The call. */
  mutationFn: (vars: TVars) => Promise<TData>
  /** The queries the action changes, invalidated (and so asked again where shown) after a success. */
  invalidates?: (data: TData, vars: TVars) => readonly QueryKey[]
  /** After the success and its invalidation have started. */
  onSuccess?: (data: TData, vars: TVars) => unknown
  /** After a failure (the HTTP layer has shown its toast unless the call asked it not to). */
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
  const client = useQueryClient()
  const inFlight = useRef(false)
  // useMutation takes the options of every render, so the callbacks are always this render's.
  const { mutationFn, invalidates, onSuccess, onError } = options
  const mutation = useMutation<TData, unknown, TVars>({
    mutationFn,
    onSuccess: (data, vars) => {
      for (const queryKey of invalidates?.(data, vars) ?? []) void client.invalidateQueries({ queryKey })
      return onSuccess?.(data, vars)
    },
    onError: (error, vars) => onError?.(error, vars),
  })
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
