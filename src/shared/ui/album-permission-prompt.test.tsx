import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Dialog } from 'antd-mobile'
import { AlbumPermissionPrompt, askAlbumPermission, needsAlbumPrompt } from './album-permission-prompt'

const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 LightOS/2.1'
const IOS_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 LightOS/2.1'
const ANDROID_WECHAT = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 MicroMessenger/8.0.40'

describe('AlbumPermissionPrompt', () => {
  it('shows the album wording with 取消 then 去开启', async () => {
    const onCancel = vi.fn()
    const onOpen = vi.fn()
    render(<AlbumPermissionPrompt visible onCancel={onCancel} onOpen={onOpen} />)
    const dialog = screen.getByRole('dialog', { name: '获取相册权限' })
    expect(within(dialog).getByText('用途：活动需要')).toBeInTheDocument()
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['取消', '去开启'])
    expect(within(dialog).queryByText('温馨提示')).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: '去开启' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(onCancel).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
  })

  it('is absent while not visible', () => {
    render(<AlbumPermissionPrompt visible={false} onCancel={() => {}} onOpen={() => {}} />)
    expect(screen.queryByText('获取相册权限')).not.toBeInTheDocument()
  })
})

describe('askAlbumPermission', () => {
  afterEach(async () => {
    Dialog.clear()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each([
    ['去开启', true],
    ['取消', false],
  ])('resolves after %s with %s', async (label, expected) => {
    const answer = askAlbumPermission()
    const dialog = await screen.findByRole('dialog', { name: '获取相册权限' })
    await userEvent
      .setup({ pointerEventsCheck: 0 })
      .click(within(dialog).getByRole('button', { name: label }))
    await expect(answer).resolves.toBe(expected)
  })
})

describe('needsAlbumPrompt', () => {
  it.each([
    ['app', ANDROID_APP, true],
    ['app', IOS_APP, false],
    ['wx', ANDROID_WECHAT, false],
    ['h5', ANDROID_APP, false],
  ] as const)('channel %s → %s', (channel, ua, expected) => {
    expect(needsAlbumPrompt(channel, ua)).toBe(expected)
  })
})
