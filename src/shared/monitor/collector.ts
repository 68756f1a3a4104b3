import { scrubEvent } from './scrub'

/**
 * The monitor's buffer, sampling and transport (docs/observability.md): events are scrubbed as they come,
 * kept a moment and sent in one batch (`navigator.sendBeacon`, else `fetch` with `keepalive`), at once when
 * the page is hidden. Never blocking, never throwing: a report that cannot leave is dropped.
 */

/** One event of a report: its type, the hash route's path and the time (ms since the page's start). */
export interface MonitorEvent {
  type: 'error' | 'rejection' | 'resource' | 'boundary' | 'chunk' | 'start' | 'call' | 'vital'
  route: string
  at: number
  [field: string]: unknown
}

export interface CollectorOptions {
  /** Where batches go (`VITE_MONITOR_URL`, by default the same-origin `/monitor/collect`). */
  url: string
  /** The build's release id (`__RELEASE_ID__`), the same for every chunk of a build. */
  release: string
  /** The build's environment (dev, sit, uat, prod). */
  env: string
  /** wx, app or h5. */
  channel: string
  /** The share of page loads whose errors are sent (0–1). */
  errorRate: number
  /** The share of page loads whose Web Vitals are sent (0–1). */
  vitalsRate: number
  random?: () => number
  send?: (url: string, body: string) => void
  /** Whether the page is hidden now (a batch then leaves at once). */
  hidden?: () => boolean
}

/** How long an event waits for others to go in its batch. */
export const FLUSH_DELAY_MS = 2000
/** At most this many events per batch, and per page load (a loop of errors sends no more). */
export const BATCH_MAX = 20
export const PAGE_MAX = 60

/** Sends one batch: a beacon (text/plain, no preflight to another origin), else a keepalive fetch. */
export function beacon(url: string, body: string): void {
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return
  } catch {
    /* a refused beacon: the fetch below */
  }
  try {
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    }).catch(() => {})
  } catch {
    /* nothing to send with: dropped */
  }
}

/** The sampling decision of a page load: whether a rate's dice fell in. */
const sampledIn = (rate: number, random: () => number) => rate >= 1 || (rate > 0 && random() < rate)

export function createCollector(options: CollectorOptions) {
  const random = options.random ?? Math.random
  const send = options.send ?? beacon
  const hidden = options.hidden ?? (() => document.visibilityState === 'hidden')
  const sampled = {
    errors: sampledIn(options.errorRate, random),
    vitals: sampledIn(options.vitalsRate, random),
  }
  /** This page load's id: tells one visit's batches from another's, and nothing else. */
  const page = random().toString(36).slice(2, 10)
  const queue: MonitorEvent[] = []
  const seen = new Set<string>()
  let taken = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function flush(): void {
    clearTimeout(timer)
    timer = undefined
    while (queue.length) {
      const events = queue.splice(0, BATCH_MAX)
      const body = JSON.stringify({
        v: 1,
        release: options.release,
        env: options.env,
        channel: options.channel,
        page,
        sample: { errors: options.errorRate, vitals: options.vitalsRate },
        events,
      })
      try {
        send(options.url, body)
      } catch {
        /* never the page's problem */
      }
    }
  }

  /** Takes an event: scrubbed, sampled, the same error once per page load, at most PAGE_MAX of them. */
  function add(event: MonitorEvent): void {
    const vital = event.type === 'vital'
    if (!(vital ? sampled.vitals : sampled.errors) || taken >= PAGE_MAX) return
    const clean = scrubEvent({ ...event, at: Math.round(event.at) })
    if (!vital) {
      const key = JSON.stringify({ ...clean, at: 0 })
      if (seen.has(key)) return
      seen.add(key)
    }
    taken++
    queue.push(clean)
    if (hidden()) flush()
    else timer ??= setTimeout(flush, FLUSH_DELAY_MS)
  }

  return { add, flush, sampled }
}

export type Collector = ReturnType<typeof createCollector>
