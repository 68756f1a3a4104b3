import { http, HttpResponse, type HttpHandler } from 'msw'
import { db } from '../db'

/**
 * The monitor's collector and the CSP report endpoint (docs/backend-requirements.md, §6): what the page sends
 * to POST /monitor/collect and what the browser sends to POST /monitor/csp is kept as it came (parsed when it
 * is JSON), for the tests to read (GET /__mock/monitor) until the next reset. No fault applies: a page that
 * cannot reach the backend may still report.
 */
const KEPT = 500

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text()
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const keep = (list: unknown[], body: unknown) => {
  if (list.length < KEPT) list.push(body)
  return new HttpResponse(null, { status: 204 })
}

export const monitorHandlers: HttpHandler[] = [
  http.post('*/monitor/collect', async ({ request }) => keep(db.monitor.collect, await bodyOf(request))),
  http.post('*/monitor/csp', async ({ request }) => keep(db.monitor.csp, await bodyOf(request))),
]
