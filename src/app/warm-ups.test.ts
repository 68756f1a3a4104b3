import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WARM_UP_DELAY_MS } from './after-start-up'

const ran = vi.hoisted(() => [] as string[])
vi.mock('./site-icon', () => ({ showSiteIcon: () => ran.push('icon') }))
vi.mock('./navigation/route-table', () => ({
  loadLaterPages: () => (ran.push('later pages'), Promise.resolve()),
}))
vi.mock('@/shared/lib/toast', () => ({ loadToast: () => (ran.push('toast'), Promise.resolve()) }))
vi.mock('./monitor', () => ({ startMonitor: () => ran.push('monitor') }))

const { startWarmUps } = await import('./warm-ups')

describe('the warm-ups after start-up (docs/decisions/038)', () => {
  const idle: (() => void)[] = []
  beforeEach(() => {
    ran.length = 0
    idle.length = 0
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  })
  afterEach(() => vi.useRealTimers())

  it('wait for start-up to be over, then run each in an idle task of its own', async () => {
    startWarmUps()
    vi.advanceTimersByTime(WARM_UP_DELAY_MS - 1)
    expect(idle).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(idle).toHaveLength(4)
    expect(ran).toEqual([])
    for (const task of idle) task()
    await vi.dynamicImportSettled()
    expect(ran.sort()).toEqual(['icon', 'later pages', 'monitor', 'toast'])
  })
})
