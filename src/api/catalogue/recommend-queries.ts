import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CallOptions } from '../http'
import type { QueryHookOptions } from '../query-client'
import { getRecommendedGroups, getRecommendedList, getTabBanner, type RecommendPageType } from './recommend'
import { catalogueKeys } from './shared-queries'

/** The recommendation pages' queries (catalogue §2.7). Keys: ./shared-queries.ts. */

export const recommendedListQuery = (columnCode: string, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.recommendedList(columnCode),
    queryFn: () => getRecommendedList(columnCode, call),
  })

export const recommendedGroupsQuery = (type: RecommendPageType, call?: CallOptions) =>
  queryOptions({
    queryKey: catalogueKeys.recommendedGroups(type),
    queryFn: () => getRecommendedGroups(type, call),
  })

export const tabBannerQuery = (tab: RecommendPageType, call?: CallOptions) =>
  queryOptions({ queryKey: catalogueKeys.tabBanner(tab), queryFn: () => getTabBanner(tab, call) })

/** getRecommendedList: the funds of one recommended column (catalogue §2.7). */
export const useRecommendedList = (columnCode: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...recommendedListQuery(columnCode, call), enabled })

/** getRecommendedGroups: the groups of a recommendation page (catalogue §2.7). */
export const useRecommendedGroups = (type: RecommendPageType, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...recommendedGroupsQuery(type, call), enabled })

/** getTabBanner: a recommendation page's own banners (the carousel's fallback, catalogue §2.7). */
export const useTabBanners = (tab: RecommendPageType, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...tabBannerQuery(tab, call), enabled })
