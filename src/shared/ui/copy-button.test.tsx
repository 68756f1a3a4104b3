import { act, fireEvent, render, screen } from '@testing-library/react'
import { toast } from '@/shared/lib/toast'
import { copyText } from '@/shared/lib/clipboard'
import { COPY_LOCK_MS, CopyButton } from './copy-button'

vi.mock('@/shared/lib/toast', () => ({ toast: vi.fn() }))

const writeText = vi.fn<(text: string) => Promise<void>>()
const execCommand = vi.fn<(command: string) => boolean>()

beforeEach(() => {
  vi.mocked(toast).mockReset()
  writeText.mockReset().mockResolvedValue(undefined)
  execCommand.mockReset().mockReturnValue(true)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true })
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true })
})

describe('copyText', () => {
  it('uses the async clipboard when it is there', async () => {
    await expect(copyText('ABC-123')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('ABC-123')
    expect(execCommand).not.toHaveBeenCalled()
  })

  it('falls back to a textarea when the clipboard refuses, and leaves nothing behind', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    let copiedValue = ''
    execCommand.mockImplementation(() => {
      copiedValue = document.querySelector('textarea')?.value ?? ''
      return true
    })
    await expect(copyText('券码 888')).resolves.toBe(true)
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copiedValue).toBe('券码 888')
    expect(document.querySelector('textarea')).toBeNull()
  })

  it('uses the textarea on a non-secure page and reports a failed copy', async () => {
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true })
    execCommand.mockReturnValue(false)
    await expect(copyText('x')).resolves.toBe(false)
    expect(writeText).not.toHaveBeenCalled()
  })
})

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers())

  it('is a labelled button that toasts 复制成功', async () => {
    render(<CopyButton text="openid-1" aria-label="复制openid" />)
    const button = screen.getByRole('button', { name: '复制openid' })
    expect(button).toHaveTextContent('复制')
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledWith('openid-1')
    expect(toast).toHaveBeenCalledExactlyOnceWith('复制成功')
  })

  it('toasts 复制失败 when nothing could be copied', async () => {
    writeText.mockRejectedValue(new Error('denied'))
    execCommand.mockReturnValue(false)
    render(<CopyButton text="x" label="复制链接" />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制链接' })))
    expect(toast).toHaveBeenCalledExactlyOnceWith('复制失败')
    expect(toast).not.toHaveBeenCalledWith('复制成功')
  })

  it('ignores taps for 2 seconds after a copy', async () => {
    vi.useFakeTimers()
    render(<CopyButton text="code" />)
    const button = screen.getByRole('button', { name: '复制' })
    await act(async () => fireEvent.click(button))
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledTimes(1)
    expect(toast).toHaveBeenCalledTimes(1)

    await act(async () => vi.advanceTimersByTime(COPY_LOCK_MS - 1))
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledTimes(1)

    await act(async () => vi.advanceTimersByTime(1))
    await act(async () => fireEvent.click(button))
    expect(writeText).toHaveBeenCalledTimes(2)
    expect(toast).toHaveBeenCalledTimes(2)
  })
})
