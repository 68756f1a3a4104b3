import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useInertBehindOverlays } from '@/shared/ui/inert-behind-overlays'
import { CampaignDialog } from './campaign-dialog'

/**
 * The campaign dialog is drawn by the page, without antd-mobile's CenterPopup
 * (docs/decisions/023-mgmfour-first-paint-without-motion.md): what a modal dialog owes the customer is its
 * own to keep.
 */
function Page({ closable = true }: { closable?: boolean }) {
  useInertBehindOverlays()
  const [open, setOpen] = useState(false)
  const [done, setDone] = useState(0)
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        活动规则
      </button>
      <p>已确认 {done} 次</p>
      <CampaignDialog
        visible={open}
        title="邀请好友 共赚奖学金"
        confirmText="我知道了，去邀请"
        onConfirm={() => {
          setDone((n) => n + 1)
          setOpen(false)
        }}
        onClose={closable ? () => setOpen(false) : undefined}
      >
        <p>分享专属链接或二维码给好友</p>
      </CampaignDialog>
    </main>
  )
}

const TITLE = '邀请好友 共赚奖学金'
const dialog = () => screen.queryByRole('dialog', { name: TITLE })

let root: HTMLDivElement
beforeEach(() => {
  root = document.createElement('div')
  root.id = 'root'
  document.body.appendChild(root)
})
afterEach(() => {
  root.remove()
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove())
})

async function openIt() {
  render(<Page />, { container: root })
  expect(dialog()).toBeNull()
  await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
  return screen.getByRole('dialog', { name: TITLE })
}

describe('the campaign dialog', () => {
  it('is a modal dialog named by its title, in the document only from its opening, outside the page', async () => {
    render(<Page />, { container: root })
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    const shown = screen.getByRole('dialog', { name: TITLE })
    expect(shown).toHaveAttribute('aria-modal', 'true')
    expect(within(shown).getByRole('heading', { name: TITLE })).toBeInTheDocument()
    expect(within(shown).getByText('分享专属链接或二维码给好友')).toBeInTheDocument()
    expect(root.contains(shown)).toBe(false)
  })

  it('takes focus when it opens and gives it back to the button that opened it once it has closed', async () => {
    const shown = await openIt()
    await waitFor(() => expect(document.activeElement).toBe(shown))
    await userEvent.click(within(shown).getByRole('button', { name: '我知道了，去邀请' }))
    expect(dialog()).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '活动规则' })))
    expect(screen.getByText('已确认 1 次')).toBeInTheDocument()
  })

  it('makes the page behind inert and holds its scroll while open, and gives both back', async () => {
    await openIt()
    await waitFor(() => expect(root.inert).toBe(true))
    expect(document.body.style.overflow).toBe('hidden')
    await userEvent.keyboard('{Escape}')
    expect(dialog()).toBeNull()
    await waitFor(() => expect(root.inert).toBe(false))
    expect(document.body.style.overflow).toBe('')
  })

  it('closes by its ×, a tap on the mask and Escape', async () => {
    let shown = await openIt()
    await userEvent.click(within(shown).getByRole('button', { name: '关闭' }))
    expect(dialog()).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    shown = screen.getByRole('dialog', { name: TITLE })
    await userEvent.click(document.querySelector<HTMLElement>('.adm-mask')!)
    expect(dialog()).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    await waitFor(() => expect(document.activeElement).toBe(dialog()))
    await userEvent.keyboard('{Escape}')
    expect(dialog()).toBeNull()
    expect(screen.getByText('已确认 0 次')).toBeInTheDocument()
  })

  it('without onClose it has no ×, and neither the mask nor Escape closes it', async () => {
    render(<Page closable={false} />, { container: root })
    await userEvent.click(screen.getByRole('button', { name: '活动规则' }))
    const shown = screen.getByRole('dialog', { name: TITLE })
    expect(within(shown).queryByRole('button', { name: '关闭' })).toBeNull()
    await userEvent.click(document.querySelector<HTMLElement>('.adm-mask')!)
    await userEvent.keyboard('{Escape}')
    expect(dialog()).toBe(shown)
  })

  it('with a closing transition: stays, inert, until the transition has ended', async () => {
    const style = document.createElement('style')
    style.dataset.test = ''
    style.textContent = '[role="dialog"] > div { transition-duration: 0.25s; }'
    document.head.append(style)
    const shown = await openIt()
    // One synchronous tap, the transition's end at once: nothing here waits on the clock.
    act(() => {
      fireEvent.click(within(shown).getByRole('button', { name: '关闭' }))
    })
    expect(document.body.contains(shown)).toBe(true)
    expect(shown).toHaveAttribute('inert')
    // A transition of something inside it (a button's) is not its own.
    act(() => {
      fireEvent.transitionEnd(within(shown).getByRole('button', { name: '关闭' }))
    })
    expect(document.body.contains(shown)).toBe(true)
    act(() => {
      fireEvent.transitionEnd(shown.firstElementChild!)
    })
    expect(document.body.contains(shown)).toBe(false)
    await waitFor(() => expect(root.inert).toBe(false))
  })

  /** The looks a dialog had, in order: each change of its `data-state` (the look it was drawn with first too). */
  async function looksWhenOpened(appearAtOnce: boolean) {
    // A layout forced while opening (reading a box's size): what the fade needs, and a cost in the first paint.
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    const changes: (string | null)[] = []
    const observer = new MutationObserver((records) => {
      for (const r of records)
        if (r.type === 'attributes' && (r.target as Element).hasAttribute('data-campaign-modal'))
          changes.push(r.oldValue)
    })
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
      attributeOldValue: true,
    })
    render(
      <CampaignDialog visible title={TITLE} appearAtOnce={appearAtOnce}>
        <p>分享专属链接或二维码给好友</p>
      </CampaignDialog>,
      { container: root },
    )
    await waitFor(() => expect(dialog()).not.toBeNull())
    const modal = document.querySelector('[data-campaign-modal]')!
    await waitFor(() => expect(modal.getAttribute('data-state')).toBe('open'))
    observer.disconnect()
    return {
      changes,
      atOnceNow: modal.hasAttribute('data-at-once'),
      layoutsForced: measured.mock.calls.length,
    }
  }

  it('appears at once, open from its first commit, when it opens by itself with the page (the story)', async () => {
    // The story is the largest paint of a first visit: a picture fading in counts only once the fade is over.
    const atOnce = await looksWhenOpened(true)
    expect(atOnce.changes).toEqual([])
    expect(atOnce.atOnceNow).toBe(false) // only the opening skips the transition; closing still fades
    // No transition to start, so no layout forced in the commit that draws it (a first visit's first paint).
    expect(atOnce.layoutsForced).toBe(0)
  })

  it('that appears at once takes focus once it is drawn, not in the commit that draws it', async () => {
    // Focusing lays the page out: in the first commit of a first visit, one long task.
    render(
      <CampaignDialog visible title={TITLE} appearAtOnce>
        <p>分享专属链接或二维码给好友</p>
      </CampaignDialog>,
      { container: root },
    )
    const shown = screen.getByRole('dialog', { name: TITLE })
    expect(document.activeElement).not.toBe(shown)
    await waitFor(() => expect(document.activeElement).toBe(shown))
  })

  it('fades in from its closed look otherwise', async () => {
    const faded = await looksWhenOpened(false)
    expect(faded.changes).toEqual(['closed'])
    expect(faded.layoutsForced).toBeGreaterThan(0)
  })
})
