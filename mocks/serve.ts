import { readFileSync } from 'node:fs'
import path from 'node:path'
import express, { type Request, type RequestHandler } from 'express'

/**
 * Serves the production build (dist/) with the mock backend on one origin, for the e2e tests and for a
 * local look at the built app: `npm run build && npm run mock:serve`. Hash routing means the SPA
 * fallback is only needed for "/".
 */
const port = Number(process.env.PORT ?? 4173)
const dist = path.resolve(process.env.DIST_DIR ?? 'dist')

// The build served here is a prod build unless told otherwise: the mock's links use its official domain.
process.env.MOCK_OFFICIAL_DOMAIN ??= 'zx.xywealth.com.cn'
const { createMockApp } = await import('./server')

/**
 * The page probe of the real-engine runs (tests/e2e/engines/, mocks/probe.js), for a browser that asks for
 * it only: visiting /__mock/probe?floor=1&wx=1 sets the `engine-probe` cookie, and from then on index.html
 * comes with the probe as the first element of <head> (a same-origin script: the page's CSP allows it);
 * /__mock/probe?off=1 takes the cookie back. Without the cookie nothing changes: index.html is served by express.static as before, byte for byte.
 */
const PROBE_COOKIE = 'engine-probe'
const PROBE_SOURCE = readFileSync(new URL('./probe.js', import.meta.url), 'utf8')

interface ProbeOptions {
  floor: boolean
  wx: boolean
}

const probeOptions = (query: URLSearchParams): ProbeOptions => ({
  floor: query.get('floor') === '1',
  wx: query.get('wx') === '1',
})
const probeQuery = (o: ProbeOptions) => `floor=${o.floor ? 1 : 0}&wx=${o.wx ? 1 : 0}`

/** The options of the probe cookie (RFC 6265 §5.4 Cookie header), or undefined without one. */
function probeCookie(req: Request): ProbeOptions | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === PROBE_COOKIE)
      try {
        return probeOptions(new URLSearchParams(decodeURIComponent(pair.slice(at + 1).trim())))
      } catch {
        return probeOptions(new URLSearchParams())
      }
  }
  return undefined
}

const probeRoutes = express.Router()
probeRoutes.get('/__mock/probe', (req, res) => {
  const query = new URL(req.originalUrl, 'http://probe').searchParams
  if (query.get('off') === '1') res.clearCookie(PROBE_COOKIE, { path: '/' })
  else
    res.cookie(PROBE_COOKIE, probeQuery(probeOptions(query)), { path: '/', httpOnly: true, sameSite: 'lax' })
  res
    .set('cache-control', 'no-store')
    .type('html')
    .send('<!doctype html><meta charset="utf-8"><title>engine probe</title><p>engine probe</p>')
})
probeRoutes.get('/__mock/probe.js', (req, res) => {
  const options = probeOptions(new URL(req.originalUrl, 'http://probe').searchParams)
  res
    .set('cache-control', 'no-store')
    .type('application/javascript')
    .send(`var PROBE_OPTIONS = ${JSON.stringify(options)};\n${PROBE_SOURCE}`)
})

/** index.html with the probe first in <head>, for a browser with the probe cookie; next() otherwise. */
const indexWithProbe: RequestHandler = (req, res, next) => {
  const options = req.method === 'GET' ? probeCookie(req) : undefined
  if (!options) return next()
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const tag = `<script src="/__mock/probe.js?${probeQuery(options).replace('&', '&amp;')}"></script>`
  res
    .set('cache-control', 'no-store')
    .type('html')
    .send(html.replace(/<head>/i, `<head>${tag}`))
}

const app = express()
app.use(probeRoutes)
app.get(['/', '/index.html'], indexWithProbe)
app.use(createMockApp())
app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(dist, { index: 'index.html' }))
app.use(indexWithProbe, (_req, res) => res.sendFile(path.join(dist, 'index.html')))
// A bug in a handler must not stop the server every e2e test and `npm start` rely on: it is logged.
process.on('unhandledRejection', (reason) => console.error('mock server: unhandled rejection', reason))
const server = app.listen(port, '127.0.0.1', () =>
  console.log(`mock server with ${dist} on http://127.0.0.1:${port}`),
)
// An idle keep-alive connection is closed by the client, never under it: a test process busy with a long
// synchronous step (making a second release, tests/e2e/release.ts) cannot notice the server closing the
// connection, and its next control call would go out on a closed socket ("other side closed"). Node closes
// idle connections after 5 s by default; the tests' fetch (undici) closes them itself a second before what
// the server announces.
server.keepAliveTimeout = 10 * 60_000
server.headersTimeout = server.keepAliveTimeout + 1000
