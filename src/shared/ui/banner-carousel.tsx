import { Swiper, SwiperSlide } from 'swiper/react'
import { Autoplay, Pagination } from 'swiper/modules'
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
// account-and-shared §9: banner autoplay 3000 ms.
const AUTOPLAY = { delay: 3000, disableOnInteraction: false }

const defaultNavigate = (url: string) => void followLink(url)

export function BannerCarousel({
  banners,
  onNavigate = defaultNavigate,
  height = 150,
  className,
}: BannerCarouselProps) {
  // In 关怀模式 nothing moves by itself; the customer swipes.
  const care = useCareMode()
  const shown = banners.filter((b) => typeof b?.pic === 'string' && b.pic.trim() !== '')
  if (shown.length === 0) return null
  // account-and-shared §2: indicators, autoplay and looping only make sense with more than one banner.
  const several = shown.length > 1

  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="轮播"
      aria-label="活动推荐"
    >
      <Swiper
        // Swiper reads autoplay once: a new instance when the mode changes.
        key={care ? 'care' : 'normal'}
        modules={[Autoplay, Pagination]}
        slidesPerView={1}
        loop={several}
        autoplay={several && !care ? AUTOPLAY : false}
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
