import { server } from '@mocks/node'

/** One request msw saw: its method, path, query and JSON body (docs/testing.md, Helpers). */
export interface RecordedRequest {
  /** Upper case: GET, POST, PUT … */
  method: string
  /** The URL's pathname. */
  path: string
  params: URLSearchParams
  /** The query parameters as a plain object (the last value of a repeated name). */
  query: Record<string, string>
  /** The parsed JSON body; undefined without a body or when it is not JSON. */
  body: unknown
  headers: Headers
  url: URL
}

export interface RequestRecorder {
  /** Every recorded request, in the order they were sent. */
  readonly list: readonly RecordedRequest[]
  /** The requests whose path ends with `path` (optionally of one method), in order. */
  to(path: string, method?: string): RecordedRequest[]
  /** The recorded paths, in order. */
  paths(): string[]
  /** Stops recording (done after each test by tests/setup.ts). */
  stop(): void
}

/** Which requests to record: those whose path ends with a string, or those a predicate accepts. */
export type RequestFilter = string | ((request: { method: string; url: URL }) => boolean)

const running = new Set<() => void>()

const accepts = (filter: RequestFilter | undefined, method: string, url: URL) =>
  filter === undefined ||
  (typeof filter === 'string' ? url.pathname.endsWith(filter) : filter({ method, url }))

async function jsonBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const text = await request.clone().text()
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * Records the requests msw sees from now until the test ends (tests/setup.ts stops every recorder after
 * each test). A request enters the list once its body is read, in the order the requests were sent.
 */
export function recordRequests(filter?: RequestFilter): RequestRecorder {
  const list: (RecordedRequest & { seq: number })[] = []
  let sent = 0
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    if (!accepts(filter, method, url)) return
    const seq = sent++
    const headers = new Headers(request.headers)
    void jsonBody(request).then((body) => {
      const entry = {
        seq,
        method,
        path: url.pathname,
        params: url.searchParams,
        query: Object.fromEntries(url.searchParams),
        body,
        headers,
        url,
      }
      const at = list.findIndex((r) => r.seq > seq)
      if (at === -1) list.push(entry)
      else list.splice(at, 0, entry)
    })
  }
  const stop = onRequest(listener)
  return {
    list,
    to: (path, method) =>
      list.filter(
        (r) => r.path.endsWith(path) && (method === undefined || r.method === method.toUpperCase()),
      ),
    paths: () => list.map((r) => r.path),
    stop,
  }
}

/**
 * The query strings of the requests whose path ends with `path`, in order, from now until the test ends:
 * a plain array, which a test may empty (`calls.length = 0`) to look at what comes next.
 */
export function captureRequests(path: string): URLSearchParams[] {
  const calls: URLSearchParams[] = []
  onRequest(({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(path)) calls.push(url.searchParams)
  })
  return calls
}

/** Calls `listener` with every request msw sees until the test ends; returns what stops it sooner. */
export function onRequest(listener: (event: { request: Request }) => void): () => void {
  server.events.on('request:start', listener)
  const stop = () => {
    server.events.removeListener('request:start', listener)
    running.delete(stop)
  }
  running.add(stop)
  return stop
}

/** Stops every recorder still running (tests/setup.ts, after each test). */
export function stopRecordingRequests(): void {
  for (const stop of [...running]) stop()
}
