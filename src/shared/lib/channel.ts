import { session } from './storage'

/** account-and-shared §1: wx = WeChat browser, app = the provider's app (LightOS), h5 = anything else. */
export type Channel = 'wx' | 'app' | 'h5'

export function detectChannel(userAgent: string): Channel {
  if (/MicroMessenger/i.test(userAgent)) return 'wx'
  if (/LightOS/i.test(userAgent)) return 'app'
  return 'h5'
}

export function currentChannel(): Channel {
  // Mock mode (npm start) behaves as if inside WeChat unless the QA panel picked another channel.
  if (__MOCK_MODE__) {
    const forced = session.get('mockChannel')
    if (forced === 'wx' || forced === 'app' || forced === 'h5') return forced
    if (detectChannel(navigator.userAgent) === 'h5') return 'wx'
  }
  return detectChannel(navigator.userAgent)
}

export const isAndroid = (ua: string = navigator.userAgent) => /Android/i.test(ua)

/**
 * iOS WeChat (the system WebKit): iPhone, iPad or iPod with WeChat's MicroMessenger mark. It checks a JS-SDK
 * signature against the address the page was entered at (docs/engines.md, "What WeChat really does").
 */
export const isIosWechat = (userAgent: string = navigator.userAgent): boolean =>
  /MicroMessenger/i.test(userAgent) && /iPhone|iPad|iPod/i.test(userAgent)
