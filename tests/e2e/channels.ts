import { USER_AGENTS } from '../user-agents'

/**
 * The channels customers open the storefront in (account-and-shared §1), one Playwright project each
 * (playwright.config.ts, docs/testing.md). A journey names the channels it is for with their tags
 * (`test.describe('…', ON.wechatAndApp, …)`); each channel's project runs the journeys tagged with it, as a
 * phone of that channel: its user agent, 375×667, touch, zh-CN.
 */
export const CHANNELS = {
  /** WeChat on Android (XWeb). */
  wechat: { tag: '@wechat', userAgent: USER_AGENTS.wx },
  /** WeChat on an iPhone: its user agent in Chromium (the system WebKit itself is the `webkit` project). */
  iphone: { tag: '@iphone', userAgent: USER_AGENTS.wxIphone },
  /** The provider's app webview (LightOS). */
  app: { tag: '@app', userAgent: USER_AGENTS.app },
  /** A plain mobile browser: the public pages and the channel guard. */
  browser: { tag: '@browser', userAgent: USER_AGENTS.h5 },
} as const

export type Channel = keyof typeof CHANNELS

const tags = (...channels: Channel[]) => ({ tag: channels.map((c) => CHANNELS[c].tag) })

/** Where a journey runs: the details argument of `test` or `test.describe`. */
export const ON = {
  wechat: tags('wechat'),
  app: tags('app'),
  browser: tags('browser'),
  /** The spec's default: every journey in WeChat and in the app unless it names one channel. */
  wechatAndApp: tags('wechat', 'app'),
  /** WeChat on both phones: journeys whose code asks which phone it is on (the JS-SDK signature). */
  wechatPhones: tags('wechat', 'iphone'),
} as const

/** The phone every channel's project opens (its user agent comes with the channel). */
export const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
} as const

/** The project that catches journeys naming no channel (playwright.config.ts): each of its tests fails. */
export const UNTAGGED_PROJECT = 'no-channel'
