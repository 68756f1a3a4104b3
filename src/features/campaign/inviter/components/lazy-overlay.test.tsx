import { Component, useState, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { loadingCounter } from '@/shared/lib/loading'
import { lazyOverlay, WhenFirstOpened } from './lazy-overlay'

/** The route's error boundary, as far as these tests need it: the error, and 重新加载 that draws the page again. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  render() {
    return this.state.error ? (
      <button type="button" onClick={() => this.setState({ error: null })}>
        重新加载
      </button>
    ) : (
      this.props.children
    )
  }
}

function Sheet({ visible }: { visible: boolean }) {
  return visible ? <div role="dialog" aria-label="邀请好友" /> : null
}

/** A page with one lazy overlay, made once per mount of the page as InviterOverlays makes its own. */
function harness(load: () => Promise<typeof Sheet>) {
  const makeSheet = () => lazyOverlay(load)
  function Page() {
    const [LazySheet] = useState(makeSheet)
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          立即邀请好友
        </button>
        <WhenFirstOpened open={open}>
          <LazySheet visible={open} />
        </WhenFirstOpened>
      </>
    )
  }
  render(
    <Boundary>
      <Page />
    </Boundary>,
  )
}

describe('an overlay whose code loads on its first opening', () => {
  it('asks for nothing before it opens, and counts as loading until its code has arrived', async () => {
    let arrive!: (sheet: typeof Sheet) => void
    const load = vi.fn(() => new Promise<typeof Sheet>((resolve) => (arrive = resolve)))
    harness(load)
    expect(load).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: '立即邀请好友' }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(loadingCounter.value()).toBe(1)
    arrive(Sheet)
    expect(await screen.findByRole('dialog', { name: '邀请好友' })).toBeInTheDocument()
    expect(loadingCounter.value()).toBe(0)
  })

  it('a failed load reaches the error boundary, and the page drawn again asks for the file afresh', async () => {
    const load = vi
      .fn<() => Promise<typeof Sheet>>()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: /assets/share-sheet.js'),
      )
      .mockResolvedValue(Sheet)
    harness(load)
    await userEvent.click(screen.getByRole('button', { name: '立即邀请好友' }))
    await userEvent.click(await screen.findByRole('button', { name: '重新加载' }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(loadingCounter.value()).toBe(0)
    await userEvent.click(screen.getByRole('button', { name: '立即邀请好友' }))
    expect(await screen.findByRole('dialog', { name: '邀请好友' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
