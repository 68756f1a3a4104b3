import { useCallback, useEffect, useState } from 'react'
import { local } from '@/shared/lib/storage'

/** account-and-shared §9: the SMS button waits 60 s after a send. */
export const SMS_COUNTDOWN_SECONDS = 60

/** The key of the SMS button's countdown: one for every SMS field, whatever phone it holds. */
export const SMS_COUNTDOWN_KEY = 'sms'

type Ends = Record<string, number>

/** Where storage is unavailable (private modes that throw): the countdowns still outlive their field. */
const memory: Ends = {}

function storedEnds(): Ends {
  const ends = local.getJson<Ends>('smsCountdown')
  return ends && typeof ends === 'object' ? ends : {}
}

/**
 * An end time (epoch ms) this app could have written: a positive number at most `seconds` from now. A
 * malformed value is none; so is one further ahead (the clock was set back, or the value was edited), which
 * would otherwise keep the button disabled for as long as it says.
 */
function validEnd(value: unknown, now: number, seconds: number): number {
  const end = Number(value)
  return Number.isFinite(end) && end > 0 && end <= now + seconds * 1000 ? end : 0
}

/** The end (epoch ms) of the key's last countdown, 0 when it has none; past when it is over. */
function endOf(key: string, now: number, seconds: number): number {
  return Math.max(validEnd(storedEnds()[key], now, seconds), validEnd(memory[key], now, seconds))
}

function saveEnd(key: string, until: number, now: number): void {
  memory[key] = until
  // No Object.fromEntries: Chrome 70 lacks it (docs/engines.md).
  const live: Ends = {}
  for (const [k, end] of Object.entries(storedEnds())) if (Number(end) > now) live[k] = end
  local.setJson('smsCountdown', { ...live, [key]: until })
}

const secondsLeft = (end: number, now: number) => Math.max(0, Math.ceil((end - now) / 1000))

/** A change of the countdowns' end times made by another tab of this origin (or a clear of its storage). */
function isCountdownChange(event: StorageEvent): boolean {
  if (event.key !== 'smsCountdown' && event.key !== null) return false
  try {
    return event.storageArea === localStorage
  } catch {
    return false // storage unavailable: nothing is shared between tabs
  }
}

/**
 * A seconds countdown that belongs to a key, `SMS_COUNTDOWN_KEY` for the SMS button (account-and-shared
 * §4, §5, §9): its end time is kept on the device (localStorage, never the code), so closing the sheet or
 * form that shows it, opening another SMS field, changing the phone, reloading the page or opening the page in
 * another tab does not reset it; a tab already open starts counting when another tab sends (the `storage`
 * event). `remaining` is 0 when idle; `start()` starts it again from `seconds`; `sent` says this field has
 * seen a countdown (the button then reads 重新获取).
 */
export function useCountdown(key: string, seconds: number = SMS_COUNTDOWN_SECONDS) {
  const [remaining, setRemaining] = useState(() => secondsLeft(endOf(key, Date.now(), seconds), Date.now()))
  const [sent, setSent] = useState(() => endOf(key, Date.now(), seconds) > Date.now() || !!memory[key])
  const [started, setStarted] = useState(0)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const tick = () => {
      clearTimeout(timer)
      const now = Date.now()
      const left = endOf(key, now, seconds) - now
      if (left > 0 || memory[key]) setSent(true)
      setRemaining(Math.max(0, Math.ceil(left / 1000)))
      // Next change at the next whole second of what is left.
      if (left > 0) timer = setTimeout(tick, left % 1000 || 1000)
    }
    const onStorage = (event: StorageEvent) => {
      if (isCountdownChange(event)) tick()
    }
    tick()
    window.addEventListener('storage', onStorage)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('storage', onStorage)
    }
  }, [key, seconds, started])

  const start = useCallback(() => {
    saveEnd(key, Date.now() + seconds * 1000, Date.now())
    setStarted((n) => n + 1)
  }, [key, seconds])

  return { remaining, running: remaining > 0, sent, start }
}

/** Test hook: forget the countdowns kept in memory (the storage is cleared by the test setup). */
export function resetCountdowns(): void {
  for (const key of Object.keys(memory)) delete memory[key]
}
