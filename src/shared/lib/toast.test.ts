import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toast } from 'antd-mobile'
import { loadToast, toast, TOAST_DURATION_MS } from './toast'

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
    expect(show).toHaveBeenCalledWith({ content: '复制成功', duration: 3500 })
  })

  it('a caller may still ask for another duration', async () => {
    await loadToast()
    const show = spyShow()
    toast('提醒成功', 1000)
    expect(show).toHaveBeenCalledWith({ content: '提醒成功', duration: 1000 })
  })

  it('an empty message shows nothing', async () => {
    await loadToast()
    const show = spyShow()
    toast('')
    expect(show).not.toHaveBeenCalled()
  })
})
