import { useEffect, useState } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Pagination } from 'swiper/modules'
import 'swiper/css'
import 'swiper/css/pagination'
import { useCareMode } from '@/shared/theme/care-mode'
import { followLink } from './follow-link'
import styles from './banner-carousel.module.css'

// Not in the ui barrel: swiper must load only on routes that show a carousel (import this file directly).

export interface Banner {
  id?: string | number
  pic: string
  /** May be empty: such a banner is just a picture (account-and-shared §4). */
  jumpTarget?: string | null
  title?: string
}

export interface BannerCarouselProps {
  banners: Banner[]
  /** Defaults to following the link: hash routes in-app, absolute URLs only on the official domain. */
  onNavigate?: (url: string) => void
  /** Display height at the 375 px design width; sets the image aspect ratio. */
  height?: number
  className?: string
}

const DESIGN_WIDTH = 375
/** account-and-shared §9: banner autoplay 3000 ms. */
export const AUTOPLAY_MS = 3000

/**
 * Autoplay on a timer: the next banner AUTOPLAY_MS after the last change, whoever made it (a swipe restarts
 * the wait; a finger on the carousel holds it); a hidden page does not move. Not swiper's Autoplay module: for
 * as long as it plays, it runs a requestAnimationFrame callback on every frame (to report the time left),
 * which makes every frame of the page a script task on a phone (docs/decisions/037).
 */
function useAutoplay(swiper: SwiperInstance | null, on: boolean): void {
  useEffect(() => {
    if (!swiper || !on) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (document.visibilityState === 'visible' && !swiper.destroyed) swiper.slideNext()
        wait()
      }, AUTOPLAY_MS)
    }
    const hold = () => clearTimeout(timer)
    swiper.on('slideChange', wait)
    swiper.on('touchStart', hold)
    swiper.on('touchEnd', wait)
    wait()
    return () => {
      clearTimeout(timer)
      if (swiper.destroyed) return
      swiper.off('slideChange', wait)
      swiper.off('touchStart', hold)
      swiper.off('touchEnd', wait)
    }
  }, [swiper, on])
}

const defaultNavigate = (url: string) => void followLink(url)

export function BannerCarousel({
  banners,
  onNavigate = defaultNavigate,
  height = 150,
  className,
}: BannerCarouselProps) {
  // In 关怀模式 nothing moves by itself; the customer swipes.
  const care = useCareMode()
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const shown = banners.filter((b) => typeof b?.pic === 'string' && b.pic.trim() !== '')
  // account-and-shared §2: indicators, autoplay and looping only make sense with more than one banner.
  const several = shown.length > 1
  useAutoplay(swiper, several && !care)
  if (shown.length === 0) return null

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="轮播"
      aria-label="活动推荐"
    >
      <Swiper
        modules={[Pagination]}
        onSwiper={setSwiper}
        slidesPerView={1}
        loop={several}
        pagination={several ? { clickable: false } : false}
        allowTouchMove={several}
      >
        {shown.map((banner, index) => {
          const target = banner.jumpTarget?.trim() ?? ''
          const image = (
            <img
              className={styles.image}
              src={banner.pic}
              alt={banner.title ?? ''}
              width={DESIGN_WIDTH}
              height={height}
              // The first banner is above the fold; the rest wait until they are needed.
              loading={index === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          )
          return (
            <SwiperSlide key={banner.id ?? `${index}-${banner.pic}`}>
              {target ? (
                <button
                  type="button"
                  className={styles.slide}
                  aria-label={banner.title ? undefined : '查看活动详情'}
                  onClick={() => onNavigate(target)}
                >
                  {image}
                </button>
              ) : (
                image
              )}
            </SwiperSlide>
          )
        })}
      </Swiper>
    </div>
  )
}
