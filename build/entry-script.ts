import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

/** The cache-busting parameter of a fresh reload; the script takes it out of the address again. */
export const FRESH_PARAM = '_b'
/**
 * START_FAILURE_KEY of src/shared/lib/storage.ts, the one list of storage keys (spelled here: the Vite config
 * loads this file, and the storage test checks the script writes that very key).
 */
const START_FAILURE_KEY = 'startFailure'
/** The id of the 加载失败 screen. */
export const FAILED_ID = 'start-failed'
export const FAILED_TITLE = '加载失败'
export const FAILED_HINT = '请检查网络后重试'
export const FAILED_RETRY = '重新加载'
/** How long after the load event the app's code may take to start before the screen shows. */
export const START_TIMEOUT_MS = 8000

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
 * It is also the start-up guard (docs/deployment.md, "No white screen"): when the entry module does not load
 * (its `error`), when main.tsx's import of the shell or the shell's start fails (`window.__startFailed`), or
 * when the app has not started (`window.__started`, set by main.tsx) within START_TIMEOUT_MS of the load
 * event, it notes why in the session (START_FAILURE_KEY) and reloads once with a cache-busting parameter
 * (FRESH_PARAM, which it takes out of the address again); a document that is itself that reload, or a
 * timeout, shows the static 加载失败 screen, whose 重新加载 does the same reload. `window.__reloadFresh` is
 * that reload, for the app's own recovery (src/app/code-recovery.ts). Until the app's monitor loads, errors
 * are kept on `window.__early` (src/app/start-guard.ts).
 *
 * ES5 (the floor engines, Chromium 70 and Safari 13, run it before any polyfill): no let/const, arrow
 * functions, template literals or URL objects. The CSP allows exactly this text by its hash
 * (`ENTRY_SCRIPT_HASH` in build/csp.ts): change a byte and the hash follows, at build time.
 */
const SOURCE = `(function (w, d) {
  var href = w.location.href;
  var removed = false;
  var retried = false;
  function strip(part) {
    var at = part.indexOf('?');
    if (at < 0) return part;
    var pairs = part.slice(at + 1).split('&');
    var kept = [];
    for (var i = 0; i < pairs.length; i++) {
      var name = pairs[i].split('=')[0];
      try { name = decodeURIComponent(name.replace(/\\+/g, ' ')); } catch (e) {}
      if (name === '${FRESH_PARAM}') retried = true;
      if (name === 'ticket' || name === 'clientid' || name === '${FRESH_PARAM}') removed = true;
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
  if (!w.addEventListener) return;
  var early = w.__early = [];
  var started = false;
  var failed = false;
  function note(item) {
    if (early.off || early.length >= 20) return;
    try { item.at = Math.round(w.performance.now()); } catch (e) {}
    early.push(item);
  }
  function fresh() {
    var h = w.location.href;
    var at = h.indexOf('#');
    var base = at < 0 ? h : h.slice(0, at);
    w.location.replace(base + (base.indexOf('?') < 0 ? '?' : '&') + '${FRESH_PARAM}=' +
      new Date().getTime().toString(36) + (at < 0 ? '' : h.slice(at)));
  }
  function text(tag, content, style) {
    var el = d.createElement(tag);
    el.textContent = content;
    el.style.cssText = style;
    return el;
  }
  function show() {
    if (!d.body) return d.addEventListener('DOMContentLoaded', show);
    var care = false;
    try { care = w.localStorage.getItem('careMode') === '1'; } catch (e) {}
    var box = text('div', '', 'position:fixed;top:0;right:0;bottom:0;left:0;z-index:9999;background:#fff;' +
      'text-align:center;padding:120px 24px 0');
    box.id = '${FAILED_ID}';
    box.setAttribute('role', 'alert');
    box.appendChild(text('p', '${FAILED_TITLE}', 'margin:0 0 6px;color:#1f2329;font-size:' + (care ? 20 : 16) + 'px'));
    box.appendChild(text('p', '${FAILED_HINT}', 'margin:0 0 28px;color:#666;font-size:' + (care ? 18 : 13) + 'px'));
    var retry = text('button', '${FAILED_RETRY}', 'min-width:160px;min-height:44px;border:0;border-radius:22px;' +
      'background:#d4282d;color:#fff;font-size:' + (care ? 20 : 16) + 'px');
    retry.type = 'button';
    retry.onclick = fresh;
    box.appendChild(retry);
    d.body.appendChild(box);
  }
  function fail(reason, url) {
    if (failed) return;
    failed = true;
    try {
      w.sessionStorage.setItem('${START_FAILURE_KEY}', JSON.stringify({ reason: reason, url: url, at: new Date().getTime() }));
    } catch (e) {}
    if (retried || reason === 'timeout') show();
    else fresh();
  }
  w.addEventListener('error', function (e) {
    var el = e.target;
    if (el && (el.tagName === 'SCRIPT' || el.tagName === 'LINK')) {
      note({ type: 'resource', url: el.src || el.href });
      if (el.type === 'module' && !started) fail('entry', el.src);
    } else {
      note({ type: 'error', message: String(e.message), source: e.filename, line: e.lineno, column: e.colno });
    }
  }, true);
  w.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    note({ type: 'rejection', message: String(r && r.message || r) });
  });
  w.addEventListener('load', function () {
    setTimeout(function () {
      if (!started) fail('timeout');
    }, ${START_TIMEOUT_MS});
  });
  w.__reloadFresh = fresh;
  w.__startFailed = function (error) {
    fail('shell', error && error.message);
  };
  try {
    Object.defineProperty(w, '__started', {
      configurable: true,
      get: function () { return started; },
      set: function () {
        started = true;
        var box = d.getElementById('${FAILED_ID}');
        if (box) box.parentNode.removeChild(box);
      },
    });
  } catch (e) {}
})(window, document);`

/**
 * What index.html carries: SOURCE minified by esbuild's command (its JavaScript API refuses to run under the
 * unit tests' jsdom), still ES5 (`--target=es5` refuses any later syntax).
 * The document and the entry module must fit in a first visit's first round trip together: 171 B brotli
 * less than SOURCE with only its indentation taken out
 * (docs/decisions/033-the-other-pages-in-a-file-of-their-own.md).
 */
export const ENTRY_SCRIPT = execFileSync(
  createRequire(import.meta.url).resolve('esbuild/bin/esbuild'),
  ['--minify', '--target=es5', '--loader=js', '--charset=utf8', '--log-level=error'],
  { input: SOURCE, encoding: 'utf8' },
).trim()

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
