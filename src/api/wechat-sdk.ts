import { getShareSignature, queryAppid } from './identity'
import { local } from '@/shared/lib/storage'

/**
 * WeChat JS-SDK: loaded on demand (never at start-up), configured from the signature call with the page
 * URL without its hash (WeChat signs the URL before '#'), then used for share data and closing the page.
 * Outside WeChat, or when the SDK script cannot load (offline, tests), everything resolves to false and
 * callers fall back (copy link, QR code).
 */
export const SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'
const LOAD_TIMEOUT_MS = 5000

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

/** The URL WeChat signs: the page's address without the hash. */
export function signableUrl(href: string = window.location.href): string {
  const at = href.indexOf('#')
  return at === -1 ? href : href.slice(0, at)
}

let sdk: Promise<WxApi | null> | undefined

function loadScript(): Promise<WxApi | null> {
  if (window.wx) return Promise.resolve(window.wx)
  return new Promise((resolve) => {
    const script = document.createElement('script')
    const timer = setTimeout(() => resolve(null), LOAD_TIMEOUT_MS)
    script.src = SDK_URL
    script.async = true
    script.onload = () => {
      clearTimeout(timer)
      resolve(window.wx ?? null)
    }
    script.onerror = () => {
      clearTimeout(timer)
      resolve(null)
    }
    document.head.appendChild(script)
  })
}

/** Loads and configures the SDK once per page; null when it is not available. */
export function wechatSdk(): Promise<WxApi | null> {
  sdk ??= (async () => {
    const wx = await loadScript()
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
        wx.ready(() => resolve(wx))
        wx.error(() => resolve(null))
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
  wx.updateAppMessageShareData(data)
  wx.updateTimelineShareData({ title: data.title, link: data.link, imgUrl: data.imgUrl })
  return true
}

/** Test hook. */
export function resetWechatSdk(): void {
  sdk = undefined
}
