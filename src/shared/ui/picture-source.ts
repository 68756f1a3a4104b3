import { env } from '@/shared/lib/env'

const DATA_IMAGE_RE = /^data:image\//i

/**
 * Where a picture named by the server may load from: this site and the environment's picture hosts (env
 * `imageHosts`: the API host, the official domain, VITE_IMAGE_HOSTS; the CSP's img-src lists the same),
 * over https, without user-info; an <img> may also carry an inline data:image. The rich-text sanitiser
 * (sanitize.ts) applies it to server HTML, and pages to the picture addresses of a config: a
 * server answer cannot make the page fetch from, or report the customer's visit to, another host.
 */
export function isAllowedPictureSource(src: string, tagName = 'IMG'): boolean {
  if (DATA_IMAGE_RE.test(src)) return tagName.toUpperCase() === 'IMG'
  let url: URL
  try {
    url = new URL(src, window.location.href)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.origin === window.location.origin) return true
  return url.protocol === 'https:' && url.port === '' && env().imageHosts.includes(url.hostname.toLowerCase())
}
