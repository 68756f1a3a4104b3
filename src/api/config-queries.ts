import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Channel } from '@/shared/lib/channel'
import { isAllowedPictureSource } from '@/shared/ui/picture-source'
import {
  findConfigByType,
  getBannerList,
  getPageConfig,
  getRichText,
  getWrongfulLogin,
  type BannerType,
  type ConfigCategory,
  type ConfigType,
  type WrongfulLoginQuery,
} from './config'
import type { CallOptions } from './http'
import { CONFIG_STALE_MS, type QueryHookOptions } from './query-client'

/**
 * The configuration reads (src/api/config.ts) as queries: keys, options and one hook each
 * (docs/architecture.md, "Server state"). Configuration does not change within a visit: an answer stays
 * fresh for CONFIG_STALE_MS, so the pictures two pages share are asked once.
 */
export const configKeys = {
  all: ['config'] as const,
  pictures: (type: string, category: ConfigCategory) =>
    [...configKeys.all, 'pictures', type, category] as const,
  banners: (type: string, channel: Channel) => [...configKeys.all, 'banners', type, channel] as const,
  richText: (flag: string) => [...configKeys.all, 'rich-text', flag] as const,
  page: (pageFlag: string) => [...configKeys.all, 'page', pageFlag] as const,
  wrongfulLogin: (pageFlag: string, appUserId: string) =>
    [...configKeys.all, 'wrongful-login', pageFlag, appUserId] as const,
}

export const configPicturesQuery = (
  type: ConfigType | (string & Record<never, never>),
  category: ConfigCategory = '0',
  call?: CallOptions,
  fetchFirst = false,
) =>
  queryOptions({
    queryKey: configKeys.pictures(type, category),
    queryFn: () =>
      findConfigByType(type, category, call).then((pictures) => {
        if (fetchFirst) fetchPicture(pictures[0]?.pic)
        return pictures
      }),
    staleTime: CONFIG_STALE_MS,
  })

/** Asks the browser for a picture now (from where pictures may load), for an <img> drawn later to find. */
function fetchPicture(src: string | undefined): void {
  if (src && isAllowedPictureSource(src)) new Image().src = src
}

export const bannersQuery = (
  type: BannerType | (string & Record<never, never>),
  channel: Channel,
  call?: CallOptions,
) =>
  queryOptions({
    queryKey: configKeys.banners(type, channel),
    queryFn: () => getBannerList(type, channel, call),
    staleTime: CONFIG_STALE_MS,
  })

export const richTextQuery = (flag: string, call?: CallOptions) =>
  queryOptions({
    queryKey: configKeys.richText(flag),
    queryFn: () => getRichText(flag, call),
    staleTime: CONFIG_STALE_MS,
  })

/** A campaign page's configuration (its modules, stop state): asked again on every visit. */
export const pageConfigQuery = (pageFlag: string, call?: CallOptions) =>
  queryOptions({
    queryKey: configKeys.page(pageFlag),
    queryFn: () => getPageConfig(pageFlag, call),
  })

/** The customer's wrongful-login notice for a page (per customer, not configuration: asked on every visit). */
export const wrongfulLoginQuery = (query: WrongfulLoginQuery, call?: CallOptions) =>
  queryOptions({
    queryKey: configKeys.wrongfulLogin(query.pageFlag, query.appUserId),
    queryFn: () => getWrongfulLogin(query, call),
  })

/**
 * findConfigByType: the configured pictures of a type (account-and-shared §7, marketing §7.2). With
 * `fetchFirst`, the first picture is asked for the moment the answer naming it arrives, not after the render
 * that draws it: a picture that is the largest paint (the first-time story, docs/decisions/034).
 */
export const useConfigPictures = (
  type: ConfigType | (string & Record<never, never>),
  category: ConfigCategory = '0',
  { enabled, call, fetchFirst }: QueryHookOptions & { fetchFirst?: boolean } = {},
) => useQuery({ ...configPicturesQuery(type, category, call, fetchFirst), enabled })

/** getBannerList: a page's banners for the current channel. */
export const useBanners = (
  type: BannerType | (string & Record<never, never>),
  channel: Channel,
  { enabled, call }: QueryHookOptions = {},
) => useQuery({ ...bannersQuery(type, channel, call), enabled })

/** getRichText: a rich text by its flag (server HTML: shown through the sanitising RichText only). */
export const useRichText = (flag: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...richTextQuery(flag, call), enabled })

/** getPageConfig: a campaign page's configuration (marketing §2.13). */
export const usePageConfig = (pageFlag: string, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...pageConfigQuery(pageFlag, call), enabled })

/** getWrongfulLogin: the wrongful-login notice shown before a claim (account-and-shared §2, §7). */
export const useWrongfulLogin = (query: WrongfulLoginQuery, { enabled, call }: QueryHookOptions = {}) =>
  useQuery({ ...wrongfulLoginQuery(query, call), enabled })
