import { useCallback, useEffect, useRef, useState } from 'react'

export interface RequestState<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  /** Loads again; resolves once that load has settled (whether it succeeded or failed). */
  reload: () => Promise<void>
}

/**
 * Runs an async loader when its deps change and keeps loading / data / error; a stale answer (deps
 * changed, page left) is dropped. For paged or cached server state prefer a dedicated hook.
 */
export function useRequest<T>(loader: () => Promise<T>, deps: readonly unknown[]): RequestState<T> {
  const [state, setState] = useState<{ data?: T; error: unknown; loading: boolean }>({
    error: null,
    loading: true,
  })
  const [tick, setTick] = useState(0)
  const loaderRef = useRef(loader)
  /** Who waits for the next load to settle (reload's promises). */
  const waiting = useRef<Array<() => void>>([])
  useEffect(() => {
    loaderRef.current = loader
  })
  useEffect(() => {
    let live = true
    const settle = () => {
      if (!live) return
      const done = waiting.current.splice(0)
      done.forEach((resolve) => resolve())
    }
    setState((s) => ({ ...s, loading: true, error: null }))
    loaderRef
      .current()
      .then((data) => live && setState({ data, error: null, loading: false }))
      .catch((error: unknown) => live && setState({ data: undefined, error, loading: false }))
      .finally(settle)
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick])
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve)
        setTick((t) => t + 1)
      }),
    [],
  )
  return { data: state.data, error: state.error, loading: state.loading, reload }
}
