import { http as mswHttp, HttpResponse } from 'msw'
import { render, screen } from '@testing-library/react'
import { server } from '@mocks/node'
import { any } from '@/api/schema'
import { http } from '@/api/http'
import { browser } from '@/shared/lib/browser'
import { session, START_FAILURE_KEY } from '@/shared/lib/storage'
import { note, notes } from '@/shared/monitor/report'
import { recoverCodeLoad, resetCodeRecovery } from './code-recovery'
import { resetMonitor, startMonitor } from './monitor'
import { RouteErrorBoundary } from './route-error-boundary'

const vitals = vi.hoisted(() => ({ called: [] as string[] }))
vi.mock('web-vitals', () => {
  const metric = (name: string, value: number) => (report: (m: object) => void) => {
    vitals.called.push(name)
    report({ name, value, rating: 'good', navigationType: 'navigate' })
  }
  return {
    onLCP: metric('LCP', 1234.4),
    onINP: metric('INP', 56),
    onCLS: metric('CLS', 0.0421),
    onTTFB: metric('TTFB', 150.2),
  }
})

const SETTINGS = { url: '/monitor/collect', errorRate: 1, vitalsRate: 0 }

interface Sent {
  release: string
  events: { type: string; route: string; [field: string]: unknown }[]
}

/** Starts the monitor with a recording transport; `sent()` flushes and reads what left. */
function monitor(settings = SETTINGS) {
  const send = vi.fn<(url: string, body: string) => void>()
  const collector = startMonitor(notes, settings, () => 0.5, send)
  return {
    sent: () => {
      collector.flush()
      return send.mock.calls.flatMap(([, body]) => (JSON.parse(body) as Sent).events)
    },
    batches: () => send.mock.calls.map(([, body]) => JSON.parse(body) as Sent),
  }
}

const PHONE = '13812345678'

beforeEach(() => window.history.replaceState(null, '', `/#/mgmfour?phone=${PHONE}&openid=oSecret`))
afterEach(() => {
  resetMonitor(notes)
  delete window.__early
  vitals.called.length = 0
})

describe('the monitor (docs/observability.md)', () => {
  it("takes the start-up guard's buffer and its last failed start, once, and stops the guard's listeners", async () => {
    const early = Object.assign(
      [
        {
          type: 'error',
          message: `x is undefined ${PHONE}`,
          source: '/assets/index-a.js?v=1',
          line: 1,
          column: 9,
          at: 12,
        },
        { type: 'rejection', message: 'nope', at: 20 },
        { type: 'resource', url: 'https://h5.example.cn/assets/core-a.js?ticket=T1', at: 30 },
      ],
      { off: false },
    )
    window.__early = early as typeof window.__early
    session.set(START_FAILURE_KEY, JSON.stringify({ reason: 'shell', url: '/assets/core-a.js', at: 4000 }))
    const { sent } = monitor()
    expect(sent().map(({ type, route }) => `${type} ${route}`)).toEqual([
      'start /mgmfour',
      'error /mgmfour',
      'rejection /mgmfour',
      'resource /mgmfour',
    ])
    expect(sent()[0]).toMatchObject({ reason: 'shell', url: '/assets/core-a.js', at: 4000 })
    expect(JSON.stringify(sent())).not.toMatch(/13812345678|ticket|oSecret|\?v=1/)
    expect(early).toHaveLength(0)
    expect(early.off).toBe(true)
    expect(session.get(START_FAILURE_KEY)).toBeNull()
  })

  it("reports the first paint's notes and every later one with the route's path, and the build's release", () => {
    note('boundary', new Error(`bind failed for ${PHONE}`), '\n    at InviterHome\n    at Suspense')
    const { sent, batches } = monitor()
    note('call', '/cms.wechat/api/x/12345?openid=oSecret', {
      code: '5555',
      kind: 'auth',
      data: { phone: PHONE },
    })
    note('chunk', 'network', new TypeError('Failed to fetch dynamically imported module'))
    expect(sent()).toEqual([
      expect.objectContaining({
        type: 'boundary',
        route: '/mgmfour',
        message: 'Error: bind failed for [phone]',
        component: 'InviterHome',
      }),
      expect.objectContaining({ type: 'call', path: '/cms.wechat/api/x/:id', code: '5555', kind: 'auth' }),
      expect.objectContaining({ type: 'chunk', verdict: 'network' }),
    ])
    expect(JSON.stringify(batches())).not.toMatch(/13812345678|oSecret/)
    expect(batches()[0].release).toBe(__RELEASE_ID__)
  })

  it('reports uncaught errors, unhandled rejections and scripts that did not load', () => {
    const { sent } = monitor()
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'boom',
        error: new TypeError(`boom ${PHONE}`),
        filename: 'x.js',
        lineno: 1,
      }),
    )
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('late') }))
    const script = document.createElement('script')
    script.src = '/assets/lost-a.js?token=t'
    document.body.append(script)
    script.dispatchEvent(new Event('error'))
    script.remove()
    expect(sent()).toEqual([
      expect.objectContaining({ type: 'error', message: 'TypeError: boom [phone]', line: 1 }),
      expect.objectContaining({ type: 'rejection', message: 'Error: late' }),
      expect.objectContaining({ type: 'resource', url: '/assets/lost-a.js' }),
    ])
  })

  it("sends a sampled page load's Core Web Vitals, of the route it was entered at, and none of another", async () => {
    const { sent } = monitor({ ...SETTINGS, vitalsRate: 1 })
    await vi.waitFor(() => expect(vitals.called).toHaveLength(4))
    expect(sent().map((e) => [e.name, e.value, e.route])).toEqual([
      ['TTFB', 150, '/mgmfour'],
      ['LCP', 1234, '/mgmfour'],
      ['INP', 56, '/mgmfour'],
      ['CLS', 42, '/mgmfour'],
    ])
    resetMonitor(notes)
    const unsampled = monitor({ ...SETTINGS, vitalsRate: 0.1 })
    expect(unsampled.sent()).toEqual([])
  })
})

describe("the first paint's hooks (src/shared/monitor/report.ts)", () => {
  const kinds = () => notes.map(([, , kind]) => kind)

  it('the route error boundary notes what it caught', () => {
    const Throws = () => {
      throw new Error('render failed')
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <RouteErrorBoundary>
        <Throws />
      </RouteErrorBoundary>,
    )
    expect(screen.getByText('页面出了点小问题，请稍后重试')).toBeInTheDocument()
    expect(kinds()).toEqual(['boundary'])
    expect((notes[0][3] as Error).message).toBe('render failed')
  })

  it("the code recovery notes its verdict on a page's code that did not load", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    server.use(mswHttp.get(window.location.href.split('#')[0], () => HttpResponse.error()))
    await recoverCodeLoad(
      new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js'),
    )
    expect(notes.map(([, , kind, verdict]) => `${kind} ${String(verdict)}`)).toEqual(['chunk network'])
    resetCodeRecovery()
    reload.mockRestore()
  })

  it('the HTTP layer notes a failed call with its path and its error', async () => {
    server.use(mswHttp.get('*/t/refused', () => HttpResponse.json({ code: '3333', msg: '不行' })))
    await expect(http.get(any(), '/t/refused', { phone: PHONE }, { noToast: true })).rejects.toThrow('不行')
    expect(kinds()).toEqual(['call'])
    expect(notes[0][3]).toBe('/t/refused')
    expect(notes[0][4]).toMatchObject({ code: '3333', kind: 'business' })
  })
})
