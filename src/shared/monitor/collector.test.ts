import { beacon, BATCH_MAX, createCollector, FLUSH_DELAY_MS, PAGE_MAX, type MonitorEvent } from './collector'

const SETTINGS = {
  url: '/monitor/collect',
  release: 'prod-20261206150000',
  env: 'prod',
  channel: 'wx',
  errorRate: 1,
  vitalsRate: 1,
}

const error = (message: string): MonitorEvent => ({ type: 'error', route: '/mgmfour', at: 1, message })
const vital = (name: string): MonitorEvent => ({ type: 'vital', route: '/mgmfour', at: 2, name, value: 1 })

function collect(settings: Partial<typeof SETTINGS> = {}, random = () => 0.5, hidden = false) {
  const send = vi.fn<(url: string, body: string) => void>()
  const collector = createCollector({ ...SETTINGS, ...settings, random, send, hidden: () => hidden })
  const batches = () => send.mock.calls.map(([, body]) => JSON.parse(body) as Record<string, unknown>)
  return { collector, send, batches }
}

describe('the monitor’s buffer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))

  it('keeps events for FLUSH_DELAY_MS, then sends them in one batch with the release and the page load', () => {
    const { collector, send, batches } = collect()
    collector.add(error('a'))
    collector.add(vital('LCP'))
    vi.advanceTimersByTime(FLUSH_DELAY_MS - 1)
    expect(send).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toBe('/monitor/collect')
    const [batch] = batches()
    expect(Object.keys(batch).sort()).toEqual(['channel', 'env', 'events', 'page', 'release', 'sample', 'v'])
    expect(batch).toMatchObject({ v: 1, release: 'prod-20261206150000', env: 'prod', channel: 'wx' })
    expect((batch.events as MonitorEvent[]).map((e) => e.type)).toEqual(['error', 'vital'])
  })

  it('sends at once while the page is hidden (the last moment a page surely has)', () => {
    const { collector, send } = collect({}, () => 0.5, true)
    collector.add(error('a'))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends what it holds when flushed, and nothing when it holds nothing', () => {
    const { collector, send } = collect()
    collector.flush()
    expect(send).not.toHaveBeenCalled()
    collector.add(error('a'))
    collector.flush()
    expect(send).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(FLUSH_DELAY_MS)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('sends an error once per page load, batches of BATCH_MAX, and at most PAGE_MAX events', () => {
    const { collector, batches } = collect()
    collector.add(error('same'))
    collector.add({ ...error('same'), at: 99 })
    for (let i = 0; i < PAGE_MAX + 10; i++) collector.add(error(`e${i}`))
    collector.flush()
    const sizes = batches().map((b) => (b.events as unknown[]).length)
    expect(sizes.every((n) => n <= BATCH_MAX)).toBe(true)
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(PAGE_MAX)
    expect((batches()[0].events as MonitorEvent[]).slice(0, 2)).toEqual([error('same'), error('e0')])
  })

  it('scrubs every event before it keeps it', () => {
    const { collector, batches } = collect()
    collector.add({ ...error('bind failed for 13812345678 openid=oAbc'), openid: 'oAbc', phone: '1' })
    collector.flush()
    const text = JSON.stringify(batches())
    expect(text).not.toMatch(/13812345678|oAbc|"openid"|"phone"/)
  })
})

describe('the monitor’s sampling (per page load)', () => {
  it('sends the vitals of a page load whose dice fell under the rate, and its errors whatever they were', () => {
    const dice = [0.05] // the vitals' (a rate of 1 rolls no dice)
    const { collector, batches } = collect({ errorRate: 1, vitalsRate: 0.1 }, () => dice.shift() ?? 0.9)
    expect(collector.sampled).toEqual({ errors: true, vitals: true })
    collector.add(vital('LCP'))
    collector.add(error('a'))
    collector.flush()
    expect((batches()[0].events as MonitorEvent[]).map((e) => e.type)).toEqual(['vital', 'error'])
    expect(batches()[0].sample).toEqual({ errors: 1, vitals: 0.1 })
  })

  it('sends no vitals of a page load over the rate, and no errors at an error rate of 0', () => {
    const { collector, send } = collect({ errorRate: 0, vitalsRate: 0.1 }, () => 0.5)
    expect(collector.sampled).toEqual({ errors: false, vitals: false })
    collector.add(vital('LCP'))
    collector.add(error('a'))
    collector.flush()
    expect(send).not.toHaveBeenCalled()
  })
})

describe('the monitor’s transport', () => {
  it('sends a beacon (text, no preflight) when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true)
    const fetch = vi.fn()
    vi.stubGlobal('navigator', { sendBeacon })
    vi.stubGlobal('fetch', fetch)
    beacon('/monitor/collect', '{"v":1}')
    expect(sendBeacon).toHaveBeenCalledWith('/monitor/collect', '{"v":1}')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('falls back to a keepalive fetch when there is no beacon or the browser refuses it', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')))
    vi.stubGlobal('fetch', fetch)
    for (const nav of [
      {},
      { sendBeacon: () => false },
      {
        sendBeacon: () => {
          throw new TypeError('x')
        },
      },
    ]) {
      vi.stubGlobal('navigator', nav)
      expect(() => beacon('/monitor/collect', '{"v":1}')).not.toThrow()
    }
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(fetch).toHaveBeenCalledWith('/monitor/collect', {
      method: 'POST',
      body: '{"v":1}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    })
  })
})
