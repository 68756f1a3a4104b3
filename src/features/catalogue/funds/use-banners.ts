import { findConfigByType, type ConfigType } from '@/api/config'
import { getTabBanner, type RecommendPageType } from '@/api/catalogue'
import { useRequest } from '@/shared/lib/use-request'
import type { Banner } from '@/shared/ui/banner-carousel'
import { bannersFrom } from './rules'

/** The page's carousel: the configured pictures of `configType`, else the tab's banners (§2.7). */
export function useBanners(configType: ConfigType, tab: RecommendPageType) {
  return useRequest(async (): Promise<Banner[]> => {
    const configured = await findConfigByType(configType, '0', { silent: true, noToast: true }).catch(
      () => [],
    )
    const fromConfig: Banner[] = configured.map((c, i) => ({
      id: `c${i}`,
      pic: c.pic,
      jumpTarget: c.jumpTarget,
      title: c.title,
    }))
    if (bannersFrom(fromConfig, []).length) return bannersFrom(fromConfig, [])
    const tabBanners = await getTabBanner(tab, { silent: true, noToast: true }).catch(() => [])
    return bannersFrom([], tabBanners)
  }, [configType, tab])
}
