import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, ViteDevServer } from 'vite'
import { BACKEND_PREFIXES } from './environments.ts'

/**
 * `npm start` without API_PROXY_TARGET: the msw handlers answer every backend path (and the monitor's
 * collector, /monitor/collect and /monitor/csp: docs/observability.md) inside the dev server (the same handlers vitest and the e2e server use). They are loaded through Vite's SSR loader,
 * so nothing under mocks/ ever reaches the client bundle.
 */
export function mockBackend(officialDomain: string): Plugin {
  return {
    name: 'mock-backend',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      let app: Promise<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> | undefined
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        const mocked = ['/__mock', '/monitor/', ...BACKEND_PREFIXES]
        if (!mocked.some((p) => url.startsWith(p))) return next()
        process.env.MOCK_OFFICIAL_DOMAIN ??= officialDomain
        app ??= server.ssrLoadModule('/mocks/server.ts').then((m) => m.createMockApp())
        app.then((handler) => handler(req, res, next)).catch(next)
      })
    },
  }
}
