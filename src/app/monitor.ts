import { currentChannel } from '@/shared/lib/channel'
import { createCollector, type Collector, type MonitorEvent } from '@/shared/monitor/collector'
import type { Note } from '@/shared/monitor/report'
import { pathOf, routeOf } from '@/shared/monitor/scrub'
import { takeEarlyEvents, takeStartFailure, type EarlyEvent } from './start-guard'

/**
 * Eyes on production (docs/observability.md): loaded after start-up (start.tsx), never on the first paint.
 * It reports, with the release id and the hash route's path, what the start-up guard saw before it (its
 * buffer and the last failed start), the first paint's notes (the route error boundary, the code recovery's
 * verdicts, failed calls) and from now on uncaught errors, unhandled rejections and files that did not load;
 * and, on a sampled page load, the Core Web Vitals (LCP, INP, CLS, TTFB, with `web-vitals`).
 */

const rate = (value: unknown, otherwise: number): number => {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : otherwise
}

/** The build's settings (docs/observability.md, "Settings"). */
export const MONITOR_SETTINGS = {
  url: String(import.meta.env.VITE_MONITOR_URL || '/monitor/collect'),
  errorRate: rate(import.meta.env.VITE_MONITOR_ERROR_RATE, 1),
  vitalsRate: rate(import.meta.env.VITE_MONITOR_VITALS_RATE, 0.1),
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error)
const stackOf = (error: unknown): string | undefined =>
  error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined

/** A note of the first paint's hooks (src/shared/monitor/report.ts) as an event. */
export function eventOfNote([hash, at, kind, first, second]: Note): MonitorEvent {
  const route = routeOf(hash)
  if (kind === 'call') {
    const failure = (second ?? {}) as { code?: unknown; kind?: unknown; unsettled?: unknown }
    return {
      type: 'call',
      route,
      at,
      path: pathOf(String(first)),
      code: String(failure.code ?? ''),
      kind: String(failure.kind ?? ''),
      unsettled: failure.unsettled === true,
    }
  }
  if (kind === 'chunk')
    return { type: 'chunk', route, at, verdict: String(first), message: messageOf(second) }
  const component = /^\s*(?:at\s+)?(\S+)/.exec(
    String(second ?? '')
      .split('\n')
      .find(Boolean) ?? '',
  )?.[1]
  return { type: 'boundary', route, at, message: messageOf(first), stack: stackOf(first), component }
}

/** What the start-up guard buffered before the monitor ran, as events of the route the page started at. */
export function eventOfEarly(early: EarlyEvent, route: string): MonitorEvent {
  if (early.type === 'resource') return { type: 'resource', route, at: early.at, url: pathOf(early.url) }
  if (early.type === 'rejection') return { type: 'rejection', route, at: early.at, message: early.message }
  return {
    type: 'error',
    route,
    at: early.at,
    message: early.message,
    source: early.source === undefined ? undefined : pathOf(early.source),
    line: early.line,
    column: early.column,
  }
}

const now = () => performance.now()
const here = () => routeOf(location.hash)

/** A file the page asked for that did not arrive (an `error` event of a script or a stylesheet). */
function failedFile(target: EventTarget | null): string | null {
  if (target instanceof HTMLScriptElement) return target.src
  if (target instanceof HTMLLinkElement) return target.href
  return null
}

/** Listens once per document; what it hears goes to the running collector (none after `resetMonitor`). */
let listening = false

function listen(): void {
  if (listening) return
  listening = true
  const collector = { add: (event: MonitorEvent) => started?.add(event), flush: () => started?.flush() }
  window.addEventListener(
    'error',
    (event) => {
      const file = failedFile(event.target)
      if (file !== null)
        return collector.add({ type: 'resource', route: here(), at: now(), url: pathOf(file) })
      // "Script error.": another origin's script (a webview's own injection) that says nothing more.
      if (!(event instanceof ErrorEvent) || (!event.error && /^Script error\.?$/.test(event.message))) return
      collector.add({
        type: 'error',
        route: here(),
        at: now(),
        message: event.error ? messageOf(event.error) : event.message,
        stack: stackOf(event.error),
        source: event.filename ? pathOf(event.filename) : undefined,
        line: event.lineno,
        column: event.colno,
      })
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) =>
    collector.add({
      type: 'rejection',
      route: here(),
      at: now(),
      message: messageOf(event.reason),
      stack: stackOf(event.reason),
    }),
  )
  // Hidden is the last moment a page surely has (a closed WeChat webview never unloads): what is kept leaves.
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'hidden' && collector.flush(),
  )
  window.addEventListener('pagehide', () => collector.flush())
}

/**
 * web-vitals 6 calls `Array.prototype.at` and `queueMicrotask` (Chrome 92, Safari 15.4): an engine below them
 * sends no vitals, and the floor costs nothing on the first paint (tests/floor/floor-gate.ts, SAFE_USES).
 */
export const vitalsRunHere = (): boolean =>
  typeof queueMicrotask === 'function' && typeof (Array.prototype as { at?: unknown }).at === 'function'

/** The Core Web Vitals of a sampled page load, each of the route the page was entered at. */
async function watchVitals(collector: Collector, route: string): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import('web-vitals')
  const report = (metric: { name: string; value: number; rating: string; navigationType: string }) =>
    collector.add({
      type: 'vital',
      route,
      at: now(),
      name: metric.name,
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      unit: metric.name === 'CLS' ? 'CLS×1000' : 'ms',
      rating: metric.rating,
      navigation: metric.navigationType,
    })
  onTTFB(report)
  onLCP(report)
  onINP(report)
  onCLS(report)
}

let started: Collector | null = null

/**
 * The route the page was entered at: the navigation's own address keeps the hash it came with, whatever
 * the router did since (the current one where the engine does not say). Read here, not from the entry's
 * record of it, so that the monitor asks nothing more of the entry chunk (docs/observability.md).
 */
function landingRoute(): string {
  const entry = performance.getEntriesByType?.('navigation')[0] as { name?: string } | undefined
  const href = entry?.name ?? ''
  return routeOf(href.includes('#') ? href.slice(href.indexOf('#')) : location.hash)
}

/**
 * Starts the monitor once per page load; the collector, for tests. `notes` is the first paint's array
 * (src/shared/monitor/report.ts), handed over by start.tsx: imported here it would be one more export of
 * the shell's chunk, renaming what every page imports from it (docs/observability.md).
 */
export function startMonitor(
  notes: Note[],
  settings = MONITOR_SETTINGS,
  random: () => number = Math.random,
  send?: (url: string, body: string) => void,
): Collector {
  if (started) return started
  const collector = createCollector({
    ...settings,
    release: __RELEASE_ID__,
    env: __BUILD_ENV__,
    channel: currentChannel(),
    random,
    send,
  })
  started = collector
  const landing = landingRoute()
  const failure = takeStartFailure()
  if (failure)
    collector.add({
      type: 'start',
      route: landing,
      at: failure.at,
      reason: failure.reason,
      url: failure.url === undefined ? undefined : pathOf(failure.url),
    })
  for (const early of takeEarlyEvents()) collector.add(eventOfEarly(early, landing))
  const take = (item: Note) => collector.add(eventOfNote(item))
  for (const item of notes.splice(0)) take(item)
  notes.push = (...items: Note[]) => {
    items.forEach(take)
    return 0
  }
  listen()
  if (collector.sampled.vitals && vitalsRunHere()) watchVitals(collector, landing).catch(() => {})
  return collector
}

/** Test hook: a fresh monitor for the next test. */
export function resetMonitor(notes: Note[]): void {
  started = null
  delete (notes as { push?: unknown }).push
  notes.length = 0
}
