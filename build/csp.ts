import type { Plugin } from 'vite'
import { environmentTable, type Environment } from './environments.ts'

/**
 * The Content-Security-Policy of the built page, as a `<meta http-equiv>` in index.html, so it holds wherever
 * dist/ is served. It lists the build's own environment only (`environmentTable`): its API origin, its
 * official domain and its picture hosts (VITE_IMAGE_HOSTS); pictures and media from any other https host are
 * refused, as the rich-text sanitiser refuses them (shared/ui/sanitize.ts). Builds only: the dev server's
 * inline preamble would not pass it. `frame-ancestors` cannot live in a meta tag: the server sends it (docs/deployment.md).
 */
export function contentSecurityPolicy(envs: Environment[]): string {
  const origins = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => !!v).map((v) => new URL(v).origin))].join(' ')
  const api = origins(envs.map((e) => e.apiBase))
  const official = origins(envs.map((e) => e.officialDomain && `https://${e.officialDomain}`))
  const pictures = origins(
    envs.flatMap((e) => [
      e.apiBase,
      e.officialDomain && `https://${e.officialDomain}`,
      ...e.imageHosts.map((h) => `https://${h}`),
    ]),
  )
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile, swiper and React style attributes are inline styles; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    // Banners, posters and product pictures from the environment's hosts; QR codes and posters as data/blob.
    `img-src 'self' data: blob: ${pictures}`,
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    // Agreement documents and the direct-sales pages shown in a frame.
    `frame-src 'self' ${official}`,
    `media-src 'self' ${pictures}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

export function cspMeta(mode: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(environmentTable(mode)),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}
