import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEventBase from '@testing-library/user-event'
import { local } from '@/shared/lib/storage'
import { renderRoute } from '@tests/render'
import { SHARE_TEXT } from '../share/texts'
import { BUTTON_TEXT } from '../texts'

/**
 * The inviter home holds a dozen overlays (dialogs, sheets, the poster), usually never opened.
 * Each antd-mobile popup that is mounted runs its animation hooks and layout effects in the page's first
 * render, so an overlay mounts on its first opening only (useOpenedOnce) and stays mounted afterwards.
 * The antd-mobile overlays are counted here by the `visible` they are rendered with.
 */
const mounted = vi.hoisted(() => ({ calls: [] as { kind: string; visible: boolean }[] }))

vi.mock('antd-mobile', async (importOriginal) => {
  const real = await importOriginal<typeof import('antd-mobile')>()
  const { createElement } = await import('react')
  const spy =
    <P extends { visible?: boolean }>(kind: string, Real: React.ComponentType<P>) =>
    (props: P) => {
      mounted.calls.push({ kind, visible: !!props.visible })
      return createElement(Real, props)
    }
  return {
    ...real,
    Popup: spy('Popup', real.Popup),
    CenterPopup: spy('CenterPopup', real.CenterPopup),
    Dialog: Object.assign(spy('Dialog', real.Dialog), real.Dialog),
  }
})

const userEvent = userEventBase.setup({ pointerEventsCheck: 0 })

describe('inviter home overlays', () => {
  it('mounts no closed overlay in its first render, and keeps an opened one mounted after closing', async () => {
    local.set('mgmStoryShown', '1')
    mounted.calls = []
    await renderRoute('/mgmfour', { user: 'opened' })
    const invite = await screen.findByRole('button', { name: BUTTON_TEXT.invite })
    // Before any opening: no popup of any kind was rendered closed.
    expect(mounted.calls.filter((c) => !c.visible)).toEqual([])

    await userEvent.click(invite)
    expect(await screen.findByRole('dialog', { name: SHARE_TEXT.title })).toBeInTheDocument()
    expect(mounted.calls.filter((c) => c.kind === 'Popup' && c.visible).length).toBeGreaterThan(0)
    await userEvent.click(screen.getByRole('button', { name: SHARE_TEXT.cancel }))
    // Closed again: still rendered (closed), so its closing animation can run.
    await waitFor(() =>
      expect(mounted.calls.filter((c) => c.kind === 'Popup').at(-1)).toEqual({
        kind: 'Popup',
        visible: false,
      }),
    )
  })
})
