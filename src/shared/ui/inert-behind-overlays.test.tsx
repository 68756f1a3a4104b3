import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Popup, Toast } from 'antd-mobile'
import { useState } from 'react'
import { useInertBehindOverlays } from './inert-behind-overlays'

function Page() {
  useInertBehindOverlays()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          关闭
        </button>
      </Popup>
    </>
  )
}

describe('useInertBehindOverlays (focus stays in dialogs)', () => {
  let root: HTMLDivElement
  beforeEach(() => {
    root = document.createElement('div')
    root.id = 'root'
    document.body.appendChild(root)
  })
  afterEach(() => {
    root.remove()
  })

  it('makes the page inert while a popup covers it, and gives it back when it closes', async () => {
    render(<Page />, { container: root })
    expect(root.inert).toBe(false)
    await userEvent.click(screen.getByRole('button', { name: '打开' }))
    await vi.waitFor(() => expect(root.inert).toBe(true))
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    await vi.waitFor(() => expect(root.inert).toBe(false))
  })

  it('leaves the page usable under a toast', async () => {
    render(<Page />, { container: root })
    act(() => {
      Toast.show({ content: '提示' })
    })
    await screen.findByText('提示')
    expect(root.inert).toBe(false)
    act(() => Toast.clear())
  })
})
