import type { AddressInfo } from 'node:net'
import { bypass } from 'msw'
import { createMockApp } from './server'

/*
 * The mock's collector (mocks/handlers/monitor.ts, docs/backend-requirements.md §6): the monitor's batches at
 * POST /monitor/collect (JSON as text/plain, as a beacon sends it) and the browser's CSP reports at POST
 * /monitor/csp are kept for the tests (GET /__mock/monitor) until the scenario's reset.
 */
describe('the mock collector', () => {
  it('keeps what the monitor and the CSP reports send, shows it at /__mock/monitor, forgets it on reset', async () => {
    const server = createMockApp().listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const at = (path: string, init?: RequestInit) => fetch(bypass(`http://127.0.0.1:${port}${path}`, init))
      const batch = { v: 1, release: 'r1', events: [{ type: 'error', route: '/mgmfour', at: 1 }] }
      const report = {
        'csp-report': { 'violated-directive': 'img-src', 'blocked-uri': 'https://evil.example' },
      }
      const collect = await at('/monitor/collect', {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify(batch),
      })
      expect(collect.status).toBe(204)
      const csp = await at('/monitor/csp', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify(report),
      })
      expect(csp.status).toBe(204)
      expect(await (await at('/__mock/monitor')).json()).toEqual({ collect: [batch], csp: [report] })
      await at('/__mock/reset', { method: 'POST' })
      expect(await (await at('/__mock/monitor')).json()).toEqual({ collect: [], csp: [] })
    } finally {
      server.close()
    }
  })
})
