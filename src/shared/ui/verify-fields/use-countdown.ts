import { useCallback, useEffect, useState } from 'react'
import { session } from '@/shared/lib/storage'

/** account-and-shared §9: the SMS button waits 60 s after a send. */
export const SMS_COUNTDOWN_SECONDS = 60

/** The key of the SMS button's countdown: one for every SMS field, whatever phone it holds. */
export const SMS_COUNTDOWN_KEY = 'sms'

type Ends = Record<string, number>

/** Where storage is unavailable (private modes that throw): the countdowns still outlive their field. */
const memory: Ends = {}

function storedEnds(): Ends {
  const ends = session.getJson<Ends>('smsCountdown')
  return ends && typeof ends === 'object' ? ends : {}
}

/** The end (epoch ms) of the key's last countdown, 0 when it has none. */
function endOf(key: string): number {
  const stored = Number(storedEnds()[key])
  return Math.max(Number.isFinite(stored) ? stored : 0, memory[key] ?? 0)
}

function saveEnd(key: string, until: number, now: number): void {
  memory[key] = until
  // No Object.fromEntries: Chrome 70 lacks it (docs/engines.md).
  const live: Ends = {}
  for (const [k, end] of Object.entries(storedEnds())) if (Number(end) > now) live[k] = end
  session.setJson('smsCountdown', { ...live, [key]: until })
}

const secondsLeft = (key: string, now: number) => Math.max(0, Math.ceil((endOf(key) - now) / 1000))

/**
 * A seconds countdown that belongs to a key, `SMS_COUNTDOWN_KEY` for the SMS button (account-and-shared
 * §4, §9): its end time is kept in the session (never the code), so closing the sheet or form that shows it,
 * opening another SMS field, changing the phone, or reloading the page does not reset it. `remaining` is 0
 * when idle; `start()` starts it again from `seconds`; `sent` says the key has had a countdown.
 */
export function useCountdown(key: string, seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(() => secondsLeft(key, Date.now()))
  const [sent, setSent] = useState(() => endOf(key) > 0)
  const [started, setStarted] = useState(0)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      const left = endOf(key) - Date.now()
      setSent(endOf(key) > 0)
      setRemaining(Math.max(0, Math.ceil(left / 1000)))
      // Next change at the next whole second of what is left.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000)
    }
    tick()
    return () => clearTimeout(timer)
  }, [key, started])

  const start = useCallback(() => {
    saveEnd(key, Date.now() + seconds * 1000, Date.now())
    setStarted((n) => n + 1)
  }, [key, seconds])

  return { remaining, running: remaining > 0, sent, start }
}

/** Test hook: forget the countdowns kept in memory (the session is cleared by the test setup). */
export function resetCountdowns(): void {
  for (const key of Object.keys(memory)) delete memory[key]
}
