import path from 'node:path'
import express from 'express'

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

const app = express()
app.use(createMockApp())
app.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(dist, { index: 'index.html' }))
app.use((_req, res) => res.sendFile(path.join(dist, 'index.html')))
app.listen(port, '127.0.0.1', () => console.log(`mock server with ${dist} on http://127.0.0.1:${port}`))
