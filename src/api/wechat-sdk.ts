import { FAILURE_MARKER } from './auth/wechat-oauth'
import { getShareSignature, queryAppid } from './identity'
import { isIosWechat } from '@/shared/lib/channel'
import { entryUrl } from '@/shared/lib/entry-url'
import { local } from '@/shared/lib/storage'
import { SIGN_IN_PARAMS, withoutParams } from '@/shared/lib/url-params'

export { isIosWechat }

/**
 * WeChat JS-SDK: loaded on demand (never at start-up), configured from the signature call with the page
 * URL without its hash (WeChat signs the URL before '#'), then used for share data and closing the page.
 * Outside WeChat, or when the SDK cannot load or configure (offline, tests), everything resolves to
 * false and callers fall back (copy link, QR code).
 *
 * The SDK is self-hosted (third-party script integrity): jweixin 1.6 from the npm package
 * `weixin-js-sdk`, pinned by version and by the lockfile's sha512, bundled into its own lazy chunk and
 * served from our origin, so no script runs from res.wx.qq.com and the CSP allows none.
 */
let readyTimeoutMs = 5000

export interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
}

interface WxApi {
  config(options: Record<string, unknown>): void
  ready(cb: () => void): void
  error(cb: (err: unknown) => void): void
  updateAppMessageShareData(options: ShareData & { success?: () => void }): void
  updateTimelineShareData(options: Omit<ShareData, 'desc'> & { success?: () => void }): void
  closeWindow(): void
}

declare global {
  interface Window {
    wx?: WxApi
  }
}

const withoutHash = (href: string): string => {
  const at = href.indexOf('#')
  return at === -1 ? href : href.slice(0, at)
}

/**
 * What never goes to the signing call: the OAuth `code` and `state`, the 403 reload marker `_r`, the OAuth
 * failure count `_f` and every other sign-in parameter (a ticket, a token). A code is a credential until it
 * is used, and the signing service has no use for any of them.
 */
const NOT_SIGNED = [...SIGN_IN_PARAMS, FAILURE_MARKER] as const

/**
 * The URL WeChat checks the signature against, without the hash (WeChat signs the URL before '#') and
 * without the sign-in parameters (`NOT_SIGNED`). iOS WeChat checks the address the page was entered at,
 * even after `replaceState` rewrote it; Android WeChat checks the current one (docs/engines.md). Both are
 * the address the page shows once the OAuth return has cleaned it: Android's at once, and an iPhone's
 * because the page is entered once more at the cleaned address after the OAuth return
 * (`reenterAfterSignIn`, src/api/auth/wechat-oauth.ts).
 */
export function signableUrl(
  href: string = window.location.href,
  entered: string = entryUrl(),
  userAgent: string = navigator.userAgent,
): string {
  return withoutHash(withoutParams(isIosWechat(userAgent) && entered ? entered : href, NOT_SIGNED))
}

/** A share card's link without anything that signs a customer in (code, state, token, ticket…). */
export const shareableLink = (link: string): string => withoutParams(link, SIGN_IN_PARAMS)

let sdk: Promise<WxApi | null> | undefined

/** The SDK: one already on the page (the e2e tests' stand-in), else our bundled copy. */
async function loadSdk(): Promise<WxApi | null> {
  if (window.wx) return window.wx
  try {
    const mod: { default?: unknown } = await import('weixin-js-sdk')
    return ((mod.default ?? mod) as WxApi | undefined) ?? null
  } catch {
    return null
  }
}

/** Loads and configures the SDK once per page; null when it is not available. */
export function wechatSdk(): Promise<WxApi | null> {
  sdk ??= (async () => {
    const wx = await loadSdk()
    if (!wx) return null
    try {
      const appId = local.get('app_id') || (await queryAppid({ silent: true })).appId
      const sign = await getShareSignature(signableUrl(), appId, { silent: true })
      return await new Promise<WxApi | null>((resolve) => {
        wx.config({
          debug: false,
          appId: sign.appId || appId,
          timestamp: sign.timestamp,
          nonceStr: sign.noncestr,
          signature: sign.sign,
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData', 'closeWindow'],
        })
        // Outside WeChat the SDK never answers: give up after a while (callers fall back).
        const timer = setTimeout(() => resolve(null), readyTimeoutMs)
        wx.ready(() => {
          clearTimeout(timer)
          resolve(wx)
        })
        wx.error(() => {
          clearTimeout(timer)
          resolve(null)
        })
      })
    } catch {
      return null
    }
  })()
  return sdk
}

/** Sets the friend and moments share cards; false when the SDK is unavailable. */
export async function setShareData(data: ShareData): Promise<boolean> {
  const wx = await wechatSdk()
  if (!wx) return false
  const link = shareableLink(data.link)
  wx.updateAppMessageShareData({ ...data, link })
  wx.updateTimelineShareData({ title: data.title, link, imgUrl: data.imgUrl })
  return true
}

/** Test hook: forget the SDK (and, for tests, wait less for it to get ready). */
export function resetWechatSdk(timeoutMs = 5000): void {
  sdk = undefined
  readyTimeoutMs = timeoutMs
}
