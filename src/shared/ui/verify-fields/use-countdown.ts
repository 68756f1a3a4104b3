import { useCallback, useEffect, useRef, useState } from 'react'

/** account-and-shared §9: the SMS button waits 60 s after a send. */
export const SMS_COUNTDOWN_SECONDS = 60

/** A seconds countdown: `remaining` is 0 when idle; `start()` restarts it from `seconds`. */
export function useCountdown(seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(0)
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined)

  const stop = useCallback(() => {
    if (timer.current !== undefined) clearInterval(timer.current)
    timer.current = undefined
  }, [])

  const start = useCallback(() => {
    stop()
    setRemaining(seconds)
    timer.current = setInterval(() => {
      setRemaining((n) => {
        if (n <= 1) {
          stop()
          return 0
        }
        return n - 1
      })
    }, 1000)
  }, [seconds, stop])

  useEffect(() => stop, [stop])

  return { remaining, running: remaining > 0, start, stop }
}
