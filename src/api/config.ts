import { http, type CallOptions } from './http'
import { endpoints } from './endpoints'
import { findByTypeRequest, pageConfigRequest } from './config-requests'
import { code, list, none, obj, text, type Out } from './schema'
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

// ---------------------------------------------------------------------------------------------------
// Responses (schemas; the types are inferred from them)

export const ConfigPicture = obj({
  pic: text(),
  title: text(),
  /** May be empty: then a click does nothing (account-and-shared §4). */
  jumpTarget: text(),
  /** Spelled as the backend spells it. */
  describtion: text(),
  version: text(),
})
export type ConfigPicture = Out<typeof ConfigPicture>
export const ConfigPictures = list(ConfigPicture)

/** Banner types the specs name (account-and-shared §7). */
export const BANNER_TYPES = ['pointsMall', 'mgm', 'interaction', 'pointsMall_Carbon'] as const
export type BannerType = (typeof BANNER_TYPES)[number]

export const Banner = obj({
  id: code(),
  pic: text(),
  jumpTarget: text(),
  title: text(),
})
export type Banner = Out<typeof Banner>
export const Banners = list(Banner)

/** The rich text's HTML, sanitised by the rich-text view before display ('' when none). */
export const RichText = obj({ content: text() })
export type RichText = Out<typeof RichText>

export const ActivityRule = obj({
  rule: text(),
  /** marketing §3: '2' = `rule` is rich text, otherwise `rule` is an image url. */
  ruleType: code(),
})
export type ActivityRule = Out<typeof ActivityRule>

export const ModuleFlagItem = obj({ id: code(), img_url: text() })
export type ModuleFlagItem = Out<typeof ModuleFlagItem>

/** marketing §3: the first module's id is the campaign's event id. */
export const PageModule = obj({ id: code(), moduleName: text() })
export type PageModule = Out<typeof PageModule>

/** marketing §2.13: a stopped activity. stopType '1' = stopContent is rich text, else an image url. */
export const PageStop = obj({ stopType: code(), stopContent: text(), stopJumpUrl: text() })
export type PageStop = Out<typeof PageStop>

export const PageConfig = obj({
  activityRule: ActivityRule,
  richText: RichText,
  moduleFlagList: obj({ mgm_pt: list(ModuleFlagItem), mgm_ty: list(ModuleFlagItem) }),
  /** Modules without an id are no modules (a `[null]` or `[{}]` list means none). */
  moduleList: list(PageModule),
  /** Empty while the activity runs. */
  pageStopList: list(PageStop),
})
export type PageConfig = Out<typeof PageConfig>

export const WrongfulLogin = obj({ wrongful_login: text() })
export type WrongfulLogin = Out<typeof WrongfulLogin>

// ---------------------------------------------------------------------------------------------------
// Requests

export interface WrongfulLoginQuery {
  /** The special-gift claim page's flag. */
  pageFlag: string
  /** The local unionAppClientNo. */
  appUserId: string
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

export const findConfigByType = (
  type: ConfigType | (string & Record<never, never>),
  category: ConfigCategory = '0',
  options?: CallOptions,
): Promise<ConfigPicture[]> =>
  http.send(ConfigPictures, findByTypeRequest(type, category), { ...LIST, ...options })

export const getBannerList = (
  type: BannerType | (string & Record<never, never>),
  viewChannel: Channel,
  options?: CallOptions,
): Promise<Banner[]> =>
  http.get(
    Banners,
    endpoints.config.bannerList,
    { type, category: '0', viewChannel },
    { ...LIST, ...options },
  )

export const getRichText = (richFlag: string, options?: CallOptions): Promise<RichText> =>
  http.get(RichText, endpoints.config.richText, { richFlag }, options)

/** Missing parts arrive as empty ones, and modules without an id are dropped: pages never test for null. */
export async function getPageConfig(pageFlag: string, options?: CallOptions): Promise<PageConfig> {
  const config = await http.send(PageConfig, pageConfigRequest(pageFlag), options)
  return { ...config, moduleList: config.moduleList.filter((module) => module.id !== '') }
}

/** marketing §7.8: a non-0000 code toasts the server message (the default). */
export const getWrongfulLogin = (query: WrongfulLoginQuery, options?: CallOptions) =>
  http.get(WrongfulLogin, endpoints.config.wrongfulLogin, query, options)

export const addEventStat = (event: EventStat, options?: CallOptions) =>
  http.post(none(), endpoints.config.addEventStat, event, { ...TRACKING, ...options })

export const saveEmployeeForward = (record: ShareForwardRecord, options?: CallOptions) =>
  http.post(none(), endpoints.config.saveEmployeeForward, record, { ...TRACKING, ...options })
