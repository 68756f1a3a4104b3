import type { Plugin } from 'vite'
import { ENTRY_SCRIPT_HASH } from './entry-script.ts'
import { environmentTable, type Environment } from './environments.ts'

/**
 * Where WeChat's official JS-SDK (jweixin 1.6, bundled from `weixin-js-sdk`) sends its report beacon, as a
 * picture (`new Image().src = 'https://open.weixin.qq.com/sdk/report?…'`) after `wx.config`. The SDK loads
 * nothing else from WeChat's hosts: its script is our own bundled copy (docs/deployment.md, CSP).
 */
export const WECHAT_SDK_REPORT_ORIGIN = 'https://open.weixin.qq.com'

/**
 * The Content-Security-Policy of the built page, as a `<meta http-equiv>` in index.html, so it holds wherever
 * dist/ is served. It lists the build's own environment only (`environmentTable`): its API origin, its
 * official domain and its picture hosts (VITE_IMAGE_HOSTS); pictures and media from any other https host are
 * refused, as the rich-text sanitiser refuses them (shared/ui/sanitize.ts); WeChat's JS-SDK report beacon is
 * the one picture from a WeChat host. The one inline script is the entry script (build/entry-script.ts),
 * allowed by its hash. Builds only: the dev server's inline preamble would not pass it. `frame-ancestors`
 * cannot live in a meta tag: the server sends it (docs/deployment.md). A monitor collector on another origin
 * (`VITE_MONITOR_URL`, docs/observability.md) is allowed to be sent to; the default is the page's own origin.
 */
export function contentSecurityPolicy(envs: Environment[], monitorUrl?: string): string {
  const origins = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => !!v).map((v) => new URL(v).origin))].join(' ')
  const api = origins(envs.map((e) => e.apiBase))
  const official = origins(envs.map((e) => e.officialDomain && `https://${e.officialDomain}`))
  const pictureSources = envs.flatMap((e) => [
    e.apiBase,
    e.officialDomain && `https://${e.officialDomain}`,
    ...e.imageHosts.map((h) => `https://${h}`),
  ])
  const pictures = origins(pictureSources)
  const images = origins([...pictureSources, WECHAT_SDK_REPORT_ORIGIN])
  return [
    "default-src 'self'",
    // Our own files and, by its hash, the entry script that takes a ticket out of the address: no other inline
    // script.
    `script-src 'self' ${ENTRY_SCRIPT_HASH}`,
    // antd-mobile, swiper and React style attributes are inline styles.
    "style-src 'self' 'unsafe-inline'",
    // Banners, posters and product pictures from the environment's hosts; QR codes and posters as data/blob;
    // the JS-SDK's report beacon.
    `img-src 'self' data: blob: ${images}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}${monitorUrl && /^https:\/\//.test(monitorUrl) && !api.includes(new URL(monitorUrl).origin) ? ` ${new URL(monitorUrl).origin}` : ''}`,
    // Agreement documents and the direct-sales pages shown in a frame.
    `frame-src 'self' ${official}`,
    `media-src 'self' ${pictures}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

export function cspMeta(mode: string, monitorUrl?: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(environmentTable(mode), monitorUrl),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}
