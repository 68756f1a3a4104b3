import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { toastContent } from './toast-impl'
import { Toast } from 'antd-mobile'
import { clearToastsOnLeave, loadToast, toast, TOAST_CARRIES_MS, TOAST_DURATION_MS } from './toast'

afterEach(() => {
  vi.restoreAllMocks()
})

/** antd-mobile's Toast.show, watched without rendering anything. */
const spyShow = () => vi.spyOn(Toast, 'show').mockImplementation(() => ({ close: () => undefined }))

describe('toast (marketing §9: toast clear 3.5 s)', () => {
  it('shows a message for 3.5 seconds by default', async () => {
    await loadToast()
    const show = spyShow()
    toast('复制成功')
    expect(TOAST_DURATION_MS).toBe(3500)
    expect(show).toHaveBeenCalledWith({ content: '复制成功', duration: 3500, position: 'center' })
  })

  it('a caller may still ask for another duration', async () => {
    await loadToast()
    const show = spyShow()
    toast('提醒成功', 1000)
    expect(show).toHaveBeenCalledWith({ content: '提醒成功', duration: 1000, position: 'center' })
  })

  it('a caller may show it low on the screen, away from the page’s figures', async () => {
    await loadToast()
    const show = spyShow()
    toast('已关闭关怀模式', 1500, 'bottom')
    expect(show).toHaveBeenCalledWith({ content: '已关闭关怀模式', duration: 1500, position: 'bottom' })
  })

  it('an empty message shows nothing', async () => {
    await loadToast()
    const show = spyShow()
    toast('')
    expect(show).not.toHaveBeenCalled()
  })
})

describe('toasts on a change of page', () => {
  it('a toast of the page before goes; one the page showed just before leaving stays for the next', async () => {
    await loadToast()
    spyShow()
    const clear = vi.spyOn(Toast, 'clear').mockImplementation(() => undefined)
    toast('签到成功')
    const shown = Date.now()
    clearToastsOnLeave(shown + 10)
    expect(clear).not.toHaveBeenCalled()
    clearToastsOnLeave(shown + TOAST_CARRIES_MS + 1)
    expect(clear).toHaveBeenCalledTimes(1)
  })
})

describe("a toast's figures stay whole", () => {
  it('a date and time, or a rate, is one unbreakable piece of the text', () => {
    const { container } = render(<>{toastContent('系统正在维护中,预计结束日期为2026-12-06 05:40:43')}</>)
    const kept = container.querySelector('span')!
    expect(kept.textContent).toBe('2026-12-06 05:40:43')
    expect(kept.style.whiteSpace).toBe('nowrap')
    expect(container.textContent).toBe('系统正在维护中,预计结束日期为2026-12-06 05:40:43')
    expect(toastContent('复制成功')).toBe('复制成功')
  })
})

describe('toast without its code (offline, a release meanwhile)', () => {
  it('drops the toast without an unhandled rejection, and asks for the code again next time', async () => {
    vi.resetModules()
    let fail = true
    vi.doMock('./toast-impl', async () => {
      if (fail) throw new Error('Unable to preload CSS')
      return { showToast: () => undefined, clearToasts: () => undefined }
    })
    try {
      const fresh = await import('./toast')
      fresh.toast('领取成功')
      await expect(fresh.loadToast()).rejects.toThrow()
      fail = false
      vi.resetModules()
      await expect(fresh.loadToast()).resolves.toBeTypeOf('function')
    } finally {
      vi.doUnmock('./toast-impl')
      vi.resetModules()
    }
  })
})
