import express, { type Express } from 'express'
import { pictureSvg } from './pictures'
import { createMiddleware } from '@mswjs/http-middleware'
import { handlers } from './handlers'
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

/**
 * The mock backend as an HTTP app: the msw handlers behind @mswjs/http-middleware plus a small
 * control API (/__mock/*) used by the QA panel and the e2e tests to switch scenarios.
 */
export function createMockApp(): Express {
  const app = express()
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
