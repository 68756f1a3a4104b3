import { session } from '@/shared/lib/storage'

/**
 * What index.html's start-up guard (build/entry-script.ts; docs/deployment.md, "No white screen") leaves for
 * the app: the errors it kept before the app's monitor loaded, and why the last start-up failed.
 */

/** An error, a refused promise or a file that did not load, before the monitor listened. */
export type EarlyEvent =
  | { type: 'error'; message: string; source?: string; line?: number; column?: number; at: number }
  | { type: 'rejection'; message: string; at: number }
  | { type: 'resource'; url: string; at: number }

/** Why a start-up failed: the entry, the shell (its files or its start), or no start in time. */
export interface StartFailure {
  reason: 'entry' | 'shell' | 'timeout'
  url?: string
  /** When, in ms since the epoch. */
  at: number
}

type EarlyBuffer = EarlyEvent[] & { off?: boolean }

declare global {
  interface Window {
    /** The guard's buffer: at most 20 events, until `off`. */
    __early?: EarlyBuffer
    /** Set by main.tsx once the shell's code has arrived and its start begins. */
    __started?: boolean
    /** main.tsx: the shell's import or start failed. */
    __startFailed?: (error: unknown) => void
    /** The guard's cache-busting reload. */
    __reloadFresh?: () => void
  }
}

/** The events kept so far; the guard keeps no more from then on (the monitor listens itself). */
export function takeEarlyEvents(): EarlyEvent[] {
  const buffer = window.__early
  if (!buffer) return []
  const events = buffer.splice(0, buffer.length)
  buffer.off = true
  return events
}

/** Why the last start-up in this tab failed, once: the record is removed as it is read. */
export function takeStartFailure(): StartFailure | null {
  // START_FAILURE_KEY spelled out (a SessionKey all the same): importing the constant from the entry's
  // storage module would make the entry export one more name.
  const failure = session.getJson<StartFailure>('startFailure')
  session.remove('startFailure')
  return failure && typeof failure === 'object' && typeof failure.reason === 'string' ? failure : null
}
