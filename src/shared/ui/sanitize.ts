import DOMPurify, { type Config } from 'dompurify'
import { isSafeInAppLink } from '@/shared/lib/safe-redirect'

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
  ],
  FORBID_ATTR: ['action', 'formaction', 'srcset'],
  // `target` is re-checked in the hook below; DOMPurify drops it otherwise.
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
}

const DATA_IMAGE_RE = /^data:image\//i
const DATA_RE = /^data:/i

function hardenElement(node: Element): void {
  if (node.hasAttribute('href')) {
    const href = (node.getAttribute('href') ?? '').trim()
    // Only https:, relative and #fragment links survive (safe-redirect `isSafeInAppLink`).
    if (isSafeInAppLink(href)) node.setAttribute('href', href)
    else node.removeAttribute('href')
  }
  if (node.hasAttribute('src')) {
    const src = (node.getAttribute('src') ?? '').trim()
    const inlineImage = node.tagName === 'IMG' && DATA_IMAGE_RE.test(src)
    if (DATA_RE.test(src) && !inlineImage) node.removeAttribute('src')
  }
  if (node.tagName === 'A') {
    // No opener access for whatever the link opens; a target other than a new tab could hijack frames.
    node.setAttribute('rel', 'noopener noreferrer')
    if (node.getAttribute('target') !== '_blank') node.removeAttribute('target')
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
