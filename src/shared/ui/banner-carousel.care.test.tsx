import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { setCareMode } from '@/shared/theme/care-mode'
import { BannerCarousel, type Banner } from './banner-carousel'

// What the carousel asks of swiper: jsdom cannot run swiper's timers, so the props are the behaviour.
const swiperProps = vi.hoisted(() => [] as Array<{ autoplay: unknown }>)
vi.mock('swiper/react', () => ({
  Swiper: (props: { autoplay: unknown; children: ReactNode }) => {
    swiperProps.push({ autoplay: props.autoplay })
    return <div>{props.children}</div>
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}))

const BANNERS: Banner[] = [
  { id: 1, pic: '/img/a.png', jumpTarget: '#/pointsMall', title: '积分商城' },
  { id: 2, pic: '/img/b.png', jumpTarget: '', title: '新春活动' },
]
const lastAutoplay = () => swiperProps.at(-1)?.autoplay

afterEach(() => document.documentElement.removeAttribute('data-care'))

describe('BannerCarousel in 关怀模式 (nothing plays by itself)', () => {
  it('autoplays every 3 s in normal mode', () => {
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    expect(lastAutoplay()).toMatchObject({ delay: 3000 })
  })

  it('does not autoplay in care mode, and stops when the mode is switched on', () => {
    setCareMode(true)
    const { unmount } = render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    expect(lastAutoplay()).toBe(false)
    unmount()
    act(() => setCareMode(false))
    render(<BannerCarousel banners={BANNERS} onNavigate={() => {}} />)
    expect(lastAutoplay()).toMatchObject({ delay: 3000 })
    act(() => setCareMode(true))
    expect(lastAutoplay()).toBe(false)
  })
})
