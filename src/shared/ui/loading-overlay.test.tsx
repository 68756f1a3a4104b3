import { act, render, screen } from '@testing-library/react'
import { loadingCounter } from '@/shared/lib/loading'
import { LOADING_SHOW_DELAY_MS, LoadingOverlay } from './loading-overlay'

describe('LoadingOverlay', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
  const overlays = () => screen.queryAllByTestId('loading-overlay')

  it('is absent while nothing is loading, with a quiet live region', () => {
    render(<LoadingOverlay />)
    advance(1000)
    expect(overlays()).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows one overlay after the delay and hides when the count returns to zero', () => {
    render(<LoadingOverlay />)
    act(() => {
      loadingCounter.start()
      loadingCounter.start()
    })
    advance(LOADING_SHOW_DELAY_MS - 10)
    expect(overlays()).toHaveLength(0)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()

    advance(20)
    expect(screen.getByRole('status')).toHaveTextContent('加载中')
    advance(300) // the Mask fades in
    expect(overlays()).toHaveLength(1)
    expect(overlays()[0]).toHaveTextContent('加载中')

    act(() => loadingCounter.stop())
    advance(500)
    expect(overlays()).toHaveLength(1)

    act(() => loadingCounter.stop())
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    advance(1000)
    expect(overlays()).toHaveLength(0)
  })

  it('never flashes for a call shorter than the delay', () => {
    render(<LoadingOverlay />)
    act(() => loadingCounter.start())
    advance(LOADING_SHOW_DELAY_MS - 50)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    act(() => loadingCounter.stop())
    advance(1000)
    expect(overlays()).toHaveLength(0)
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })
})
