import { act, render } from '@testing-library/react'
import { useEffect, type ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setCareMode } from '@/shared/theme/care-mode'
import { AUTOPLAY_MS, BannerCarousel, type Banner } from './banner-carousel'

/** A swiper instance as the carousel uses it: its events, and the move to the next banner. */
class FakeSwiper {
  destroyed = false
  slideNext = vi.fn(() => this.emit('slideChange'))
  private handlers = new Map<string, Set<() => void>>()
  on(event: string, handler: () => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set())
    this.handlers.get(event)!.add(handler)
  }
  off(event: string, handler: () => void) {
    this.handlers.get(event)?.delete(handler)
  }
  emit(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler()
  }
  listening() {
    return [...this.handlers.values()].reduce((n, set) => n + set.size, 0)
  }
}

// jsdom cannot run swiper: the mock hands the carousel a fake instance, as swiper's `onSwiper` does. Swiper's
// own autoplay must not be asked for (it runs a callback on every animation frame while it plays).
const swipers = vi.hoisted(() => [] as Array<{ instance: unknown; props: Record<string, unknown> }>)
vi.mock('swiper/react', () => ({
  Swiper: (props: { onSwiper?: (s: unknown) => void; children: ReactNode }) => {
    useEffect(() => {
      const instance = new FakeSwiper()
      swipers.push({ instance, props })
      props.onSwiper?.(instance)
      return () => {
        instance.destroyed = true
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    return <div>{props.children}</div>
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}))

const BANNERS: Banner[] = [
  { id: 1, pic: '/img/a.png', jumpTarget: '#/pointsMall', title: '积分商城' },
  { id: 2, pic: '/img/b.png', jumpTarget: '', title: '新春活动' },
]
const last = () => swipers.at(-1)!.instance as FakeSwiper

beforeEach(() => {
  swipers.length = 0
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  document.documentElement.removeAttribute('data-care')
})

describe('BannerCarousel autoplay (account-and-shared §9: every 3 s; 关怀模式: nothing plays by itself)', () => {
  it('moves to the next banner every 3 s, on a timer and not with swiper’s frame-by-frame autoplay', () => {
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    expect(swipers.at(-1)!.props.autoplay).toBeUndefined()
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1))
    expect(last().slideNext).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(last().slideNext).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS))
    expect(last().slideNext).toHaveBeenCalledTimes(2)
  })

  it('holds while a finger is on the carousel, and waits a full 3 s after a swipe', () => {
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    act(() => vi.advanceTimersByTime(2000))
    act(() => last().emit('touchStart'))
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(last().slideNext).not.toHaveBeenCalled()
    // The swipe changed the banner: the next move is 3 s after it.
    act(() => {
      last().emit('slideChange')
      last().emit('touchEnd')
    })
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS - 1))
    expect(last().slideNext).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(last().slideNext).toHaveBeenCalledTimes(1)
  })

  it('does not move while the page is hidden', () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 3))
    expect(last().slideNext).not.toHaveBeenCalled()
    visibility.mockReturnValue('visible')
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS))
    expect(last().slideNext).toHaveBeenCalledTimes(1)
    visibility.mockRestore()
  })

  it('does not play a single banner, and stops when the carousel goes', () => {
    const { unmount } = render(<BannerCarousel banners={BANNERS.slice(0, 1)} onNavigate={() => {}} />)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(last().slideNext).not.toHaveBeenCalled()
    unmount()
    const two = render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    const swiper = last()
    expect(swiper.listening()).toBeGreaterThan(0)
    two.unmount()
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(swiper.slideNext).not.toHaveBeenCalled()
  })

  it('does not autoplay in care mode, and stops when the mode is switched on', () => {
    setCareMode(true)
    const { unmount } = render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(last().slideNext).not.toHaveBeenCalled()
    unmount()
    act(() => setCareMode(false))
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS))
    expect(last().slideNext).toHaveBeenCalledTimes(1)
    act(() => setCareMode(true))
    act(() => vi.advanceTimersByTime(AUTOPLAY_MS * 2))
    expect(last().slideNext).toHaveBeenCalledTimes(1)
  })
})
