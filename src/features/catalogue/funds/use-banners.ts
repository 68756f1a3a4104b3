import { useMemo } from 'react'
import type { ConfigType } from '@/api/config'
import type { RecommendPageType } from '@/api/catalogue/recommend'
import { useTabBanners } from '@/api/catalogue/recommend-queries'
import { useConfigPictures } from '@/api/config-queries'
import type { Banner } from '@/shared/ui/banner-carousel'
import { bannersFrom } from './rules'

const QUIET = { silent: true, noToast: true } as const

/**
 * The page's carousel: the configured pictures of `configType`, else the tab's banners (§2.7), asked only
 * once the configuration has none. A failed call reads as no banners; `data` is undefined until known.
 */
export function useBanners(configType: ConfigType, tab: RecommendPageType): { data: Banner[] | undefined } {
  const configured = useConfigPictures(configType, '0', { call: QUIET })
  const fromConfig = useMemo(
    () =>
      configured.isPending
        ? undefined
        : bannersFrom<Banner>(
            (configured.data ?? []).map((c, i) => ({
              id: `c${i}`,
              pic: c.pic,
              jumpTarget: c.jumpTarget,
              title: c.title,
            })),
            [],
          ),
    [configured.isPending, configured.data],
  )
  const useTab = fromConfig !== undefined && fromConfig.length === 0
  const fromTab = useTabBanners(tab, { enabled: useTab, call: QUIET })
  const tabBanners = useMemo(
    () => (fromTab.isPending ? undefined : bannersFrom<Banner>([], fromTab.data ?? [])),
    [fromTab.isPending, fromTab.data],
  )
  return { data: useTab ? tabBanners : fromConfig }
}
