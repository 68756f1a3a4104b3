import express, { type Express, type RequestHandler } from 'express'
import { pictureSvg } from './pictures'
import { createMiddleware } from '@mswjs/http-middleware'
import { handlers } from './handlers'
import { wechatSession } from './handlers/identity'
import { db, resetDb } from './db'
import {
  DATA_MODES,
  FAULTS,
  holdingsCount,
  USER_SCENARIOS,
  type DataMode,
  type Fault,
  type UserScenario,
} from './db/scenario'

/** The largest body the mock reads (the app's largest is a few KiB). */
export const MOCK_BODY_LIMIT = 1024 * 1024

/**
 * What the mock answers 4xx before any handler sees it, so that no request can stop the server (`npm start`,
 * `npm run mock:serve` and every e2e test rely on it): an address that is no URL (`//?ticket=…`, which made
 * the msw middleware throw where nothing caught it), a body larger than MOCK_BODY_LIMIT or of no stated length.
 */
const refuseMalformed: RequestHandler = (req, res, next) => {
  const refuse = (status: number, msg: string) =>
    void res.status(status).json({ code: String(status), msg, data: null })
  if (req.url.startsWith('//') || !URL.canParse(req.url, 'http://mock')) return refuse(400, 'bad request')
  if (req.headers['transfer-encoding'] && req.headers['content-length'] === undefined)
    return refuse(411, 'length required')
  if (Number(req.headers['content-length'] ?? 0) > MOCK_BODY_LIMIT) return refuse(413, 'body too large')
  next()
}

/**
 * The mock backend as an HTTP app: the msw handlers behind @mswjs/http-middleware plus a small
 * control API (/__mock/*) used by the QA panel and the e2e tests to switch scenarios.
 */
export function createMockApp(): Express {
  const app = express()
  app.use(refuseMalformed)
  app.use('/__mock', express.json())
  app.get('/__mock/scenario', (_req, res) => {
    res.json({ ...db.scenario, users: USER_SCENARIOS, faults: FAULTS, dataModes: DATA_MODES })
  })
  app.post('/__mock/scenario', (req, res) => {
    const body = (req.body ?? {}) as {
      user?: string
      fault?: string
      faultPaths?: string[]
      slowMs?: number
      data?: string
      seed?: number
      holdings?: number
    }
    if (body.user && (USER_SCENARIOS as readonly string[]).includes(body.user))
      db.scenario.user = body.user as UserScenario
    if (body.fault && (FAULTS as readonly string[]).includes(body.fault))
      db.scenario.fault = body.fault as Fault
    if (Array.isArray(body.faultPaths)) db.scenario.faultPaths = body.faultPaths.map(String)
    if (typeof body.slowMs === 'number') db.scenario.slowMs = body.slowMs
    if (body.data && (DATA_MODES as readonly string[]).includes(body.data))
      db.scenario.data = body.data as DataMode
    if (typeof body.seed === 'number' && Number.isFinite(body.seed)) db.scenario.seed = body.seed
    if (body.holdings !== undefined) db.scenario.holdings = holdingsCount(body.holdings)
    res.json(db.scenario)
  })
  // The pictures the mock names on a picture origin (the benchmark through nginx: ./pictures.ts).
  app.get('/__pictures/:name', (req, res) => {
    const svg = pictureSvg(req.params.name)
    if (!svg) return void res.sendStatus(404)
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=86400').send(svg)
  })
  // What the monitor's collector and the CSP report endpoint received (mocks/handlers/monitor.ts).
  app.get('/__mock/monitor', (_req, res) => {
    res.set('cache-control', 'no-store').json(db.monitor)
  })
  // A WeChat sign-in's storage for the scenario's customer, for journeys that are not about signing in.
  app.post('/__mock/session', (_req, res) => {
    res.set('cache-control', 'no-store').json(wechatSession())
  })
  app.post('/__mock/reset', (_req, res) => {
    resetDb()
    res.json(db.scenario)
  })
  // The `network` fault answers `HttpResponse.error()` (status 0), which Node cannot write: drop the
  // connection instead, as a real network failure would, rather than crash the server.
  app.use((_req, res, next) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status === 0) {
        res.socket?.destroy()
        return res
      }
      return writeHead(status, ...rest)
    }) as typeof res.writeHead
    next()
  })
  app.use(createMiddleware(...handlers))
  return app
}
