import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { AppModal, showModal } from './app-modal'

// The imperative dialog animates in with pointer-events off for a frame; the user waits, the test skips the check.
const tap = userEvent.setup({ pointerEventsCheck: 0 })

const buttonsIn = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button')
    .map((b) => b.textContent)

describe('AppModal', () => {
  it('shows the default title and a lone confirm button when no cancel text is given', () => {
    render(<AppModal visible message="请先绑定手机号" onConfirm={() => {}} />)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText('温馨提示')).toBeInTheDocument()
    expect(within(dialog).getByText('请先绑定手机号')).toBeInTheDocument()
    expect(buttonsIn(dialog)).toEqual(['确定'])
    expect(within(dialog).queryByRole('button', { name: '取消' })).not.toBeInTheDocument()
  })

  it('puts cancel before confirm, and the other way round when swapped', () => {
    const { rerender } = render(
      <AppModal
        visible
        title="提示"
        message="m"
        cancelText="取消"
        confirmText="去开户"
        onConfirm={() => {}}
      />,
    )
    expect(buttonsIn(screen.getByRole('dialog'))).toEqual(['取消', '去开户'])
    expect(screen.queryByText('温馨提示')).not.toBeInTheDocument()
    rerender(
      <AppModal
        visible
        title="提示"
        message="m"
        cancelText="取消"
        confirmText="去开户"
        swapButtons
        onConfirm={() => {}}
      />,
    )
    expect(buttonsIn(screen.getByRole('dialog'))).toEqual(['去开户', '取消'])
  })

  it('emits confirm and cancel separately', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<AppModal visible message="m" cancelText="取消" onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('renders nothing while not visible', () => {
    render(<AppModal visible={false} message="隐藏的消息" onConfirm={() => {}} />)
    expect(screen.queryByText('隐藏的消息')).not.toBeInTheDocument()
  })

  it('stays open after confirm unless closeOnConfirm is set', async () => {
    const { rerender } = render(<AppModal visible message="保持" onConfirm={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('保持')).toBeVisible()

    rerender(<AppModal visible message="关闭" closeOnConfirm onConfirm={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByText('关闭')).not.toBeVisible())
  })
})

describe('showModal', () => {
  afterEach(async () => {
    Dialog.clear()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('resolves true on confirm', async () => {
    const result = showModal({ message: '确认退出？', cancelText: '取消' })
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' })
    expect(within(dialog).getByText('确认退出？')).toBeInTheDocument()
    await tap.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(result).resolves.toBe(true)
  })

  it('resolves false on cancel and honours the labels', async () => {
    const result = showModal({
      title: '风险提示',
      message: 'x',
      confirmText: '继续',
      cancelText: '放弃',
      swapButtons: true,
    })
    const dialog = await screen.findByRole('dialog', { name: '风险提示' })
    expect(buttonsIn(dialog)).toEqual(['继续', '放弃'])
    await tap.click(within(dialog).getByRole('button', { name: '放弃' }))
    await expect(result).resolves.toBe(false)
  })
})
