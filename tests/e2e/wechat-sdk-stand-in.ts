import type { BrowserContext } from '@playwright/test'

/**
 * The WeChat JS-SDK stand-in, put on the page before the app's scripts (the app uses an SDK already on the
 * page before its own bundled copy, api/wechat-sdk.ts): records the share card the page sets, and after
 * `wx.config` sends the report beacon WeChat's official SDK sends (jweixin 1.6: a picture from
 * open.weixin.qq.com/sdk/report, with the SDK version, the app id and the page's address), which the
 * page's CSP must let through (docs/deployment.md, CSP).
 */
export const FAKE_WX = `window.wx = {
  config(o) {
    new Image().src = 'https://open.weixin.qq.com/sdk/report?v=1.6.0&o=1&s=1&c=8.0.49&a=' +
      encodeURIComponent(o.appId || '') + '&n=wifi&i=12&p=34&u=' + encodeURIComponent(location.href) + '&jsapi_name='
  },
  ready(cb) { setTimeout(cb) }, error() {},
  updateAppMessageShareData(d) { window.__shareData = d }, updateTimelineShareData() {},
}`

/** A 1×1 transparent GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * Answers WeChat's report beacons on this phone with a 1×1 GIF (the tests run offline) and lists the
 * addresses of the reports the pages sent. A report the CSP refuses never gets here.
 */
export async function answerWechatReports(phone: BrowserContext): Promise<string[]> {
  const reports: string[] = []
  await phone.route('https://open.weixin.qq.com/**', (route) => {
    reports.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL })
  })
  return reports
}
