import DOMPurify, { type Config } from 'dompurify'
import { env } from '@/shared/lib/env'
import { isAllowedPictureSource } from './picture-source'
import { isSafeInAppLink, isSafeRedirect } from '@/shared/lib/safe-redirect'

/**
 * Server rich text (activity rules, prize instructions, stop notices: marketing §2.4, §2.13) is CMS
 * HTML; it is cleaned here before the one `dangerouslySetInnerHTML` in the app (rich-text.tsx).
 */
const CONFIG: Config = {
  // HTML only: no SVG or MathML, which carry their own script and link vectors.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'base',
    'link',
    'meta',
    'noscript',
    'template',
    // An open <dialog> is laid over the text around it: no fake dialogs.
    'dialog',
  ],
  // style and class: CMS text must not be able to lay a fake dialog or button over the page (overlay
  // spoofing), neither with its own styles nor by borrowing the app's (`class="adm-mask"` is antd-mobile's
  // full-screen mask at z-index 1000); the rich text is styled by its tags only (rich-text.module.css).
  // popover: no top-layer elements. id and name: no DOM clobbering of the app's globals or form lookups.
  FORBID_ATTR: ['action', 'formaction', 'srcset', 'style', 'class', 'popover', 'id', 'name'],
  // `target` is re-checked in the hook below; DOMPurify drops it otherwise.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
}

const ABSOLUTE_RE = /^https:/i
/** Attributes that make the browser fetch a picture or media file. */
const SOURCE_ATTRS = ['src', 'poster', 'background']

/** Hosts rich-text links may lead to: this site and the provider's official domain (env config). */
function allowedLinkHosts(): string[] {
  return [window.location.hostname, env().officialDomain].filter(Boolean)
}

/** Pictures and media load from the hosts `isAllowedPictureSource` allows (shared/ui/picture-source.ts). */
export function isAllowedRichTextSource(src: string, tagName = 'IMG'): boolean {
  return isAllowedPictureSource(src, tagName)
}

/**
 * Relative and #fragment links stay; an https link only to an allowed host, without `@` or
 * user-info; anything else (javascript:, data:, http:, other hosts) loses its href.
 */
export function isAllowedRichTextLink(href: string): boolean {
  if (!isSafeInAppLink(href)) return false
  if (!ABSOLUTE_RE.test(href)) return true
  return allowedLinkHosts().some((host) => isSafeRedirect(href, host))
}

function hardenElement(node: Element): void {
  if (node.hasAttribute('href')) {
    const href = (node.getAttribute('href') ?? '').trim()
    if (isAllowedRichTextLink(href)) node.setAttribute('href', href)
    else node.removeAttribute('href')
  }
  for (const attr of SOURCE_ATTRS) {
    if (!node.hasAttribute(attr)) continue
    const src = (node.getAttribute(attr) ?? '').trim()
    if (src && isAllowedRichTextSource(src, node.tagName)) node.setAttribute(attr, src)
    else node.removeAttribute(attr)
  }
  if (node.tagName === 'A') {
    // No opener access for whatever the link opens; a target other than a new tab could hijack frames.
    // An absolute link (the official domain) always opens in a new tab, so the app stays where it is.
    node.setAttribute('rel', 'noopener noreferrer')
    if (ABSOLUTE_RE.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank')
    else if (node.getAttribute('target') !== '_blank') node.removeAttribute('target')
  } else {
    node.removeAttribute('target')
  }
}

let purifier: ReturnType<typeof DOMPurify> | undefined

/** Our own DOMPurify instance, so the hook never affects another user of the library. */
function getPurifier(): ReturnType<typeof DOMPurify> {
  if (!purifier) {
    purifier = DOMPurify(window)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeType === 1) hardenElement(node as Element)
    })
  }
  return purifier
}

export function sanitizeHtml(html: string): string {
  if (typeof html !== 'string' || html === '' || typeof window === 'undefined') return ''
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false })
}
