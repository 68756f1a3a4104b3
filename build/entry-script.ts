import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * The one inline script of index.html (docs/deployment.md, "Tickets leave no trace"): a classic script near
 * the top of <head>, after the CSP meta, the charset and the referrer policy and before every request the
 * page makes (the icon, the stylesheets, the module preloads, the entry). It runs before any of the app's
 * code and takes an app ticket (`ticket`) and a `clientid` out of the address, from the query before the hash
 * and from the hash route's query, as `withoutParams` does (src/shared/lib/url-params.ts): every other
 * parameter stays byte for byte. It calls `history.replaceState` only when it took something out. The
 * address as entered stays in memory only, on the non-enumerable `window.__entryHref`, which `enteredHref()`
 * (src/shared/lib/entry-url.ts) reads once and removes; it is never written to storage.
 *
 * ES5 (the floor engines, Chromium 70 and Safari 13, run it before any polyfill): no let/const, arrow
 * functions, template literals or URL objects. The CSP allows exactly this text by its hash
 * (`ENTRY_SCRIPT_HASH` in build/csp.ts): change a byte and the hash follows, at build time.
 */
export const ENTRY_SCRIPT = `(function (w) {
  var href = w.location.href;
  var removed = false;
  function strip(part) {
    var at = part.indexOf('?');
    if (at < 0) return part;
    var pairs = part.slice(at + 1).split('&');
    var kept = [];
    for (var i = 0; i < pairs.length; i++) {
      var name = pairs[i].split('=')[0];
      try { name = decodeURIComponent(name.replace(/\\+/g, ' ')); } catch (e) {}
      if (name === 'ticket' || name === 'clientid') removed = true;
      else if (pairs[i] !== '') kept.push(pairs[i]);
    }
    return part.slice(0, at) + (kept.length ? '?' + kept.join('&') : '');
  }
  var hashAt = href.indexOf('#');
  var clean = hashAt < 0 ? strip(href) : strip(href.slice(0, hashAt)) + strip(href.slice(hashAt));
  try {
    Object.defineProperty(w, '__entryHref', { value: href, writable: true, configurable: true, enumerable: false });
  } catch (e) {}
  if (removed) {
    try { w.history.replaceState(w.history.state, '', clean); } catch (e) {}
  }
})(window);`

/** The CSP source that allows the script: `'sha256-<base64 of the SHA-256 of its UTF-8 text>'`. */
export const ENTRY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(ENTRY_SCRIPT, 'utf8').digest('base64')}'`

/** The referrer policy meta of index.html: the script goes right after it. */
const REFERRER_META = /<meta name="referrer"[^>]*>/

/** index.html with the entry script right after its referrer policy meta; throws when it has none. */
export function withEntryScript(html: string): string {
  const meta = REFERRER_META.exec(html)
  if (!meta) throw new Error('index.html has no <meta name="referrer">: the entry script goes right after it')
  const at = meta.index + meta[0].length
  const indent = /\n([ \t]*)[^\n]*$/.exec(html.slice(0, meta.index + 1))?.[1] ?? ''
  return `${html.slice(0, at)}\n${indent}<script>${ENTRY_SCRIPT}</script>${html.slice(at)}`
}

/**
 * Writes the entry script into index.html, in the build and on the dev server alike (the dev server has no
 * CSP; the build's allows the script by its hash, build/csp.ts). It goes after the charset and referrer
 * metas, not before them: the charset must stay within the page's first 1024 bytes (HTML, "prescan").
 */
export function entryScript(): Plugin {
  return {
    name: 'entry-script',
    transformIndexHtml: (html) => withEntryScript(html),
  }
}
