import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toast } from 'antd-mobile'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '@tests/render'
import { local } from '@/shared/lib/storage'
import { toast, TOAST_DURATION_MS } from '@/shared/lib/toast'
import { RiskFooter } from '@/shared/ui/risk-footer'
import { applyCareQuery, careDuration, isCareMode, setCareMode } from './care-mode'
import { CARE_ON_TEXT } from './care-switch'

const careAttribute = () => document.documentElement.hasAttribute('data-care')

// Storage is cleared after each test (tests/setup.ts); the attribute goes with it.
afterEach(() => document.documentElement.removeAttribute('data-care'))

describe('关怀模式 state', () => {
  it('is off on a new device and remembered per device once set', () => {
    expect(isCareMode()).toBe(false)
    setCareMode(true)
    expect(local.get('careMode')).toBe('1')
    expect(careAttribute()).toBe(true)
    setCareMode(false)
    expect(local.get('careMode')).toBe('0')
    expect(careAttribute()).toBe(false)
  })

  it('care=1 in the address turns it on and remembers it; care=0 turns it off; other addresses keep it', () => {
    applyCareQuery('?fundCode=1&care=1')
    expect([isCareMode(), careAttribute()]).toEqual([true, true])
    applyCareQuery('?fundCode=1')
    expect(isCareMode()).toBe(true)
    applyCareQuery('?care=0')
    expect([isCareMode(), careAttribute()]).toEqual([false, false])
    applyCareQuery('?care=yes')
    expect(isCareMode()).toBe(false)
  })

  it('gives toasts and auto-advances twice the time', async () => {
    expect(careDuration(2000)).toBe(2000)
    const show = vi.spyOn(Toast, 'show')
    toast('复制成功')
    expect(show).toHaveBeenLastCalledWith({
      content: '复制成功',
      duration: TOAST_DURATION_MS,
      position: 'center',
    })
    setCareMode(true)
    expect(careDuration(2000)).toBe(4000)
    toast('复制成功')
    expect(show).toHaveBeenLastCalledWith({
      content: '复制成功',
      duration: 2 * TOAST_DURATION_MS,
      position: 'center',
    })
    toast('提醒成功', 1000)
    expect(show).toHaveBeenLastCalledWith({
      content: '提醒成功',
      duration: 2000,
      position: 'center',
    })
  })
})

describe('the footer switch', () => {
  it('is a labelled switch in the risk footer that turns the mode on and off', async () => {
    const { unmount } = render(<RiskFooter />)
    const control = screen.getByRole('switch', { name: '关怀模式' })
    expect(control).toHaveAttribute('aria-checked', 'false')
    await userEvent.click(control)
    expect(control).toHaveAttribute('aria-checked', 'true')
    expect(careAttribute()).toBe(true)
    expect(local.get('careMode')).toBe('1')
    const said = await screen.findByText(CARE_ON_TEXT)
    // Low on the screen, by the switch: never over the page's figures.
    expect(said.closest<HTMLElement>('.adm-toast-main')?.style.top).toBe('80%')
    unmount()
    // A later visit on the same device starts in care mode.
    render(<RiskFooter />)
    expect(screen.getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true')
  })

  it('follows a change made elsewhere (another footer, an address with care=1)', () => {
    render(<RiskFooter />)
    act(() => applyCareQuery('?care=1'))
    expect(screen.getByRole('switch', { name: '关怀模式' })).toHaveAttribute('aria-checked', 'true')
  })
})

describe.each(['wx', 'app'] as const)('the app shell (%s)', (channel) => {
  it('turns care mode on from the hash route query and shows the switch on', async () => {
    await renderRoute('/productMarket?care=1', { channel })
    expect(careAttribute()).toBe(true)
    expect(local.get('careMode')).toBe('1')
    const [control] = await screen.findAllByRole('switch', { name: '关怀模式' })
    expect(control).toHaveAttribute('aria-checked', 'true')
  })

  it('keeps the device choice on an address without care', async () => {
    local.set('careMode', '1')
    await renderRoute('/productMarket', { channel })
    expect(careAttribute()).toBe(true)
  })
})
