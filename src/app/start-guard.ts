import { session } from '@/shared/lib/storage'

/**
 * What index.html's start-up guard (its inline script, build/entry-script.ts) saw before the app's code ran,
 * and how the last start failed (docs/observability.md, "Before the monitor"). Provisional: the guard's owner
 * keeps these names and shapes.
 */
export type EarlyEvent =
  | { type: 'error'; message: string; source?: string; line?: number; column?: number; at: number }
  | { type: 'rejection'; message: string; at: number }
  | { type: 'resource'; url: string; at: number }

export interface StartFailure {
  reason: 'entry' | 'shell' | 'style' | 'timeout'
  url?: string
  at: number
}

type EarlyBuffer = EarlyEvent[] & { off?: boolean }

declare global {
  interface Window {
    /** The guard's buffer (at most 20 entries) until the monitor takes it; `off` stops its listeners. */
    __early?: EarlyBuffer
  }
}

/** The guard's buffer, emptied; its listeners stop pushing from now on (the monitor listens itself). */
export function takeEarlyEvents(): EarlyEvent[] {
  const early = window.__early
  if (!Array.isArray(early)) return []
  early.off = true
  return early.splice(0, early.length)
}

/** The failure the guard wrote before its reload, removed once read (it is reported once). */
export function takeStartFailure(): StartFailure | null {
  // START_FAILURE_KEY (storage.ts) spelled out: importing the constant would make the entry chunk export it.
  const failure = session.getJson<StartFailure>('startFailure')
  session.remove('startFailure')
  return failure && typeof failure.reason === 'string' ? failure : null
}
