import { useCallback, useRef, useState } from 'react'

/** Runs an async action at most once at a time: a second tap while it is in flight does nothing. */
export function useSubmitGuard() {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  const run = useCallback(async (action: () => Promise<void>) => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    try {
      await action()
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
