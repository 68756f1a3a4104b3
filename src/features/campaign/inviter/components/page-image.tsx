import type { PageConfig } from '@/api/config'
import { isAllowedPictureSource } from '@/shared/ui/picture-source'
import type { CampaignVariant } from '../../common'
import styles from './page-image.module.css'

/** The page image's alternative text (the configured picture has none of its own). */
export const PAGE_IMAGE_ALT = '活动主图'

/**
 * The picture a variant's page config names for its page (marketing §2.1, §3: `moduleFlagList`, the
 * entries `img_url` of the variant's group): the first one the page may load (shared/ui/picture-source.ts);
 * '' when the variant has no page image or none is usable.
 */
export function pageImageOf(variant: CampaignVariant, config: Pick<PageConfig, 'moduleFlagList'>): string {
  if (!variant.pageImage) return ''
  for (const entry of config.moduleFlagList[variant.moduleGroup]) {
    const url = entry.img_url.trim()
    if (url && isAllowedPictureSource(url)) return url
  }
  return ''
}

/**
 * marketing §2.1: the special (Sc) variant's page image under the hero. Its box is reserved by its size
 * (nothing below moves when it arrives) and it loads lazily, after what the first screen needs.
 */
export function PageImage({
  variant,
  config,
  className,
}: {
  variant: CampaignVariant
  config: Pick<PageConfig, 'moduleFlagList'>
  className?: string
}) {
  const src = pageImageOf(variant, config)
  if (!src) return null
  return (
    <img
      className={className ? `${styles.pageImage} ${className}` : styles.pageImage}
      src={src}
      alt={PAGE_IMAGE_ALT}
      width={690}
      height={418}
      loading="lazy"
      decoding="async"
    />
  )
}
