import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import type { Channel } from '@/shared/lib/channel'

/**
 * Config, banner, rich-text, page-config and tracking calls (api-contract.md, Captcha, maintenance,
 * privacy, config; account-and-shared §7; marketing §2.13, §7.2, §7.7, §7.8).
 */

/** Category '0' on the account pages and banners; '1' on the campaign look-ups (marketing §7.2). */
export type ConfigCategory = '0' | '1'

/** Config types the specs name (account-and-shared §7, marketing §7.2). */
export const CONFIG_TYPES = [
  'xywx_logo',
  'loginAgreeMent',
  'xywx_bindbusiness_btnlink',
  'share-bindBusiness',
  'ydHome_AlertBg',
  'zxunion_Linkurl',
  'h5_redian',
  'h5_current',
  'h5_starSelection',
  'share-info',
  'xywx_sharecode_bg',
  'mgmfour_invite_download',
  'mgm_first_alertbg',
  'mgmsc_qwc',
] as const
export type ConfigType = (typeof CONFIG_TYPES)[number]

export interface ConfigPicture {
  pic: string
  title: string
  /** May be empty: then a click does nothing (account-and-shared §4). */
  jumpTarget: string
  /** Spelled as the backend spells it. */
  describtion: string
  version: string
}

/** Banner types the specs name (account-and-shared §7). */
export const BANNER_TYPES = ['pointsMall', 'mgm', 'interaction', 'pointsMall_Carbon'] as const
export type BannerType = (typeof BANNER_TYPES)[number]

export interface Banner {
  id: string
  pic: string
  jumpTarget: string
  title: string
}

export interface RichText {
  /** HTML, sanitised by the rich-text view before display. */
  content: string
}

export interface ActivityRule {
  rule: string
  /** marketing §3: '2' = `rule` is rich text, otherwise `rule` is an image url. */
  ruleType: string
}

export interface ModuleFlagItem {
  id: string
  img_url: string
}

export interface ModuleFlagList {
  mgm_pt: ModuleFlagItem[]
  mgm_ty: ModuleFlagItem[]
}

/** marketing §3: the first module's id is the campaign's event id. */
export interface PageModule {
  id: string
  moduleName?: string
}

/** marketing §2.13: a stopped activity. stopType '1' = stopContent is rich text, else an image url. */
export interface PageStop {
  stopType: string
  stopContent: string
  stopJumpUrl: string
}

export interface PageConfig {
  activityRule: ActivityRule
  richText: RichText
  moduleFlagList: ModuleFlagList
  moduleList: PageModule[]
  /** Empty while the activity runs. */
  pageStopList: PageStop[]
}

export interface WrongfulLoginQuery {
  /** The special-gift claim page's flag. */
  pageFlag: string
  /** The local unionAppClientNo. */
  appUserId: string
}

export interface WrongfulLogin {
  wrongful_login: string
}

/** account-and-shared §9 tracking events. `buttom_name` is spelled as the backend spells it. */
export interface EventStat {
  pro_id: string
  pro_name: string
  buttom_name: string
}

/** marketing §3 share tracking record; userIdType 1 inviter, 2 openid, 3 staff client. */
export interface ShareForwardRecord {
  forwardChannel: string
  forwardType: string
  forwardUserId: string
  userIdType: '1' | '2' | '3'
  pageUrl: string
  invitedUserId: string
  pageTitle: string
  actType: string
}

/** List calls also accept code 200 (api-contract.md, Transport). */
const LIST: CallOptions = { accept200: true }
/** Tracking never shows the overlay nor bothers the user with its failures. */
const TRACKING: CallOptions = { silent: true, noToast: true }

export async function findConfigByType(
  type: ConfigType | (string & Record<never, never>),
  category: ConfigCategory = '0',
  options?: CallOptions,
): Promise<ConfigPicture[]> {
  const data = await http.post<ConfigPicture[] | null>(
    endpoints.config.findByType,
    { type, category },
    { ...LIST, ...options },
  )
  return data ?? []
}

export async function getBannerList(
  type: BannerType | (string & Record<never, never>),
  viewChannel: Channel,
  options?: CallOptions,
): Promise<Banner[]> {
  const data = await http.get<Banner[] | null>(
    endpoints.config.bannerList,
    { type, category: '0', viewChannel },
    { ...LIST, ...options },
  )
  return data ?? []
}

export async function getRichText(richFlag: string, options?: CallOptions): Promise<RichText> {
  const data = await http.get<RichText | null>(endpoints.config.richText, { richFlag }, options)
  return { content: data?.content ?? '' }
}

type RawPageConfig = Partial<{ [K in keyof PageConfig]: PageConfig[K] | null }>

/** Missing parts become empty ones so pages never test for null. */
export function normalizePageConfig(raw: RawPageConfig | null | undefined): PageConfig {
  const r = raw ?? {}
  return {
    activityRule: r.activityRule ?? { rule: '', ruleType: '' },
    richText: r.richText ?? { content: '' },
    moduleFlagList: { mgm_pt: r.moduleFlagList?.mgm_pt ?? [], mgm_ty: r.moduleFlagList?.mgm_ty ?? [] },
    moduleList: (r.moduleList ?? []).map((m) => ({ ...m, id: String(m.id) })),
    pageStopList: r.pageStopList ?? [],
  }
}

export async function getPageConfig(pageFlag: string, options?: CallOptions): Promise<PageConfig> {
  return normalizePageConfig(
    await http.get<RawPageConfig | null>(endpoints.config.pageInfo, { page_flag: pageFlag }, options),
  )
}

/** marketing §7.8: a non-0000 code toasts the server message (the default). */
export const getWrongfulLogin = (query: WrongfulLoginQuery, options?: CallOptions) =>
  http.get<WrongfulLogin>(endpoints.config.wrongfulLogin, query, options)

export const addEventStat = (event: EventStat, options?: CallOptions) =>
  http.post<void>(endpoints.config.addEventStat, event, { ...TRACKING, ...options })

export const saveEmployeeForward = (record: ShareForwardRecord, options?: CallOptions) =>
  http.post<void>(endpoints.config.saveEmployeeForward, record, { ...TRACKING, ...options })
