/*
 * The page probe of the real-engine e2e runs (tests/e2e/engines/): a classic script that mocks/serve.ts puts
 * first in <head>, same-origin (the page's CSP allows scripts from 'self' only), and only for a browser that
 * asked for it by visiting /__mock/probe (the `engine-probe` cookie). It is written in ES5 so that it parses
 * on every engine it is meant for (ECMA-262 5.1: no let/const, arrow functions, template literals, nor
 * trailing commas in calls).
 *
 * mocks/serve.ts puts `var PROBE_OPTIONS = {"floor":bool,"wx":bool};` before it, from the cookie.
 *
 * What it leaves on window:
 *   __engineErrors   uncaught errors, unhandled rejections, scripts that failed to load, CSP violations:
 *                    any entry fails a journey;
 *   __engineConsole  console.error calls (the app logs expected errors in fault scenarios: never fails);
 *   __engineProbe    { floor: names removed, kept: names that could not be removed, wx: bool };
 *   wx, __wx         with wx=1: a WeChat JS-SDK stand-in and what the page told it.
 */
/* global PROBE_OPTIONS */
;(function (win, options) {
  'use strict'
  var doc = win.document
  var errors = []
  var consoleErrors = []
  win.__engineErrors = errors
  win.__engineConsole = consoleErrors

  function text(value) {
    if (value && typeof value === 'object' && typeof value.message === 'string')
      return (value.name ? value.name + ': ' : '') + value.message
    try {
      return String(value)
    } catch (e) {
      return Object.prototype.toString.call(value)
    }
  }

  // Runtime errors reach window as ErrorEvents (HTML, "Runtime script errors"); resource load failures do
  // not bubble, so a capturing listener sees those, of which only scripts matter here (an image that cannot
  // load offline is not a failure).
  function onError(event) {
    if (event.target && event.target !== win) return
    var where = event.filename ? event.filename + ':' + event.lineno : ''
    // An ErrorEvent made by script (React reports the errors it catches so where reportError is missing)
    // has no source: the error's first stack frame says where.
    var stack = event.error && typeof event.error.stack === 'string' ? event.error.stack.split('\n') : []
    for (var i = 1; !where && i < stack.length; i++) if (/\d/.test(stack[i])) where = stack[i].trim()
    errors.push((event.message || text(event.error)) + ' (' + (where || 'no source') + ')')
  }
  function onResourceError(event) {
    var target = event.target
    if (target && target !== win && target.tagName === 'SCRIPT')
      errors.push('script failed to load: ' + (target.src || '(inline)'))
  }
  // HTML, "Unhandled promise rejections".
  function onRejection(event) {
    errors.push('Unhandled rejection: ' + text(event.reason))
  }
  // CSP 3, "Report a violation": fired at the element or the document, bubbling.
  function onViolation(event) {
    errors.push('CSP: ' + event.violatedDirective + ' ' + (event.blockedURI || ''))
  }
  win.addEventListener('error', onError)
  win.addEventListener('error', onResourceError, true)
  win.addEventListener('unhandledrejection', onRejection)
  doc.addEventListener('securitypolicyviolation', onViolation, true)

  var consoleError = win.console && win.console.error
  if (consoleError)
    win.console.error = function () {
      var parts = []
      for (var i = 0; i < arguments.length; i++) parts.push(text(arguments[i]))
      consoleErrors.push(parts.join(' '))
      return consoleError.apply(this, arguments)
    }

  var probe = { floor: [], kept: [], wx: !!options.wx }
  win.__engineProbe = probe

  /*
   * floor=1: remove what the supported floor lacks, so that a current engine behaves like it as far as
   * runtime functions go (syntax is the floor gate's business). The floor is Chrome 70 (Android WeChat's
   * XWeb) and Safari 13 (iOS 13 WeChat's system WebKit); the versions are the first that have each one,
   * from MDN's browser-compat-data (https://github.com/mdn/browser-compat-data).
   *
   *  owner                          name                 Chrome  Safari
   */
  var FLOOR = [
    ['Array.prototype', 'at', 92, 15.4],
    ['Array.prototype', 'findLast', 97, 15.4],
    ['Array.prototype', 'findLastIndex', 97, 15.4],
    ['Array.prototype', 'toSorted', 110, 16],
    ['Array.prototype', 'toReversed', 110, 16],
    ['Array.prototype', 'toSpliced', 110, 16],
    ['Array.prototype', 'with', 110, 16],
    // Proposal names that never shipped unflagged (now Object.groupBy / Map.groupBy): removed if present.
    ['Array.prototype', 'group', 0, 0],
    ['Array.prototype', 'groupBy', 0, 0],
    ['Array.prototype', 'groupToMap', 0, 0],
    ['Array.prototype', 'groupByToMap', 0, 0],
    ['Array', 'fromAsync', 121, 16.4],
    ['String.prototype', 'at', 92, 15.4],
    ['String.prototype', 'replaceAll', 85, 13.1],
    ['String.prototype', 'matchAll', 73, 13],
    ['String.prototype', 'isWellFormed', 111, 16.4],
    ['String.prototype', 'toWellFormed', 111, 16.4],
    ['Object', 'hasOwn', 93, 15.4],
    ['Object', 'fromEntries', 73, 12.1],
    ['Object', 'groupBy', 117, 17.4],
    ['Map', 'groupBy', 117, 17.4],
    ['Promise', 'allSettled', 76, 13],
    ['Promise', 'any', 85, 14],
    ['Promise', 'withResolvers', 119, 17.4],
    ['Promise', 'try', 128, 18.2],
    ['window', 'AggregateError', 85, 14],
    ['window', 'WeakRef', 84, 14.1],
    ['window', 'FinalizationRegistry', 84, 14.1],
    // BigInt literals are syntax (the floor gate's business); the functions are what code calls.
    ['window', 'BigInt', 67, 14],
    ['window', 'BigInt64Array', 67, 15],
    ['window', 'BigUint64Array', 67, 15],
    ['window', 'globalThis', 71, 12.1],
    ['window', 'queueMicrotask', 71, 12.1],
    ['window', 'structuredClone', 98, 15.4],
    ['window', 'ResizeObserver', 64, 13.1],
    ['Intl', 'RelativeTimeFormat', 71, 14],
    ['Intl', 'ListFormat', 72, 14.1],
    ['Intl', 'DisplayNames', 81, 14.1],
    ['Intl', 'Segmenter', 87, 14.1],
    ['Crypto.prototype', 'randomUUID', 92, 15.4],
    // The ParentNode mixin (DOM Standard, "Mixin ParentNode"): on the three interfaces that include it.
    ['Element.prototype', 'replaceChildren', 86, 14],
    ['Document.prototype', 'replaceChildren', 86, 14],
    ['DocumentFragment.prototype', 'replaceChildren', 86, 14],
    ['AbortSignal', 'timeout', 103, 16],
    ['AbortSignal', 'any', 116, 17.4],
    ['URL', 'canParse', 120, 17],
    ['URL', 'parse', 126, 18],
    // The async Clipboard API: Safari 13.0 has none (copying falls back to execCommand).
    ['Navigator.prototype', 'clipboard', 66, 13.1],
  ]

  function owner(path) {
    var parts = path.split('.')
    var object = parts[0] === 'window' ? win : win[parts[0]]
    for (var i = 1; i < parts.length && object; i++) object = object[parts[i]]
    return object
  }

  function remove(object, name) {
    try {
      delete object[name]
    } catch (e) {
      /* non-configurable: try the value below */
    }
    if (!(name in object)) return true
    try {
      object[name] = undefined
    } catch (e) {
      /* read-only */
    }
    return object[name] === undefined
  }

  if (options.floor)
    for (var i = 0; i < FLOOR.length; i++) {
      var object = owner(FLOOR[i][0])
      var name = FLOOR[i][1]
      if (!object || !(name in object)) continue
      if (remove(object, name)) probe.floor.push(FLOOR[i][0] + '.' + name)
      else probe.kept.push(FLOOR[i][0] + '.' + name)
    }

  // wx=1: the WeChat JS-SDK stand-in (the app uses an SDK already on the page: src/api/wechat-sdk.ts).
  // It checks the signature as WeChat does: on an iPhone against the address the page was entered at,
  // elsewhere against the current address (docs/engines.md), with the mock's signing rule
  // (mocks/handlers/identity.ts: FNV-1a of the url, the timestamp and the nonce). A wrong signature
  // fires wx.error and never wx.ready, so the app sets no share card.
  if (options.wx) {
    var state = {
      config: null,
      signedUrl: null,
      valid: null,
      share: null,
      timeline: null,
      closed: false,
      entryUrl: win.location.href,
    }
    var plain = function (data) {
      var copy = {}
      for (var key in data)
        if (Object.prototype.hasOwnProperty.call(data, key) && typeof data[key] !== 'function')
          copy[key] = data[key]
      return copy
    }
    var later = function (callback) {
      if (typeof callback === 'function') setTimeout(callback, 0)
    }
    var fnvHex = function (text) {
      var h = 2166136261
      for (var i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
      var hex = (h >>> 0).toString(16)
      while (hex.length < 8) hex = '0' + hex
      return hex
    }
    var ios = /iPhone|iPad|iPod/i.test(win.navigator.userAgent)
    var readyCallbacks = []
    var errorCallbacks = []
    var settle = function () {
      if (state.valid === null) return
      var callbacks = state.valid ? readyCallbacks : errorCallbacks
      readyCallbacks = []
      errorCallbacks = []
      for (var i = 0; i < callbacks.length; i++) later(callbacks[i])
    }
    win.__wx = state
    win.wx = {
      config: function (o) {
        state.config = plain(o)
        var signed = (ios ? state.entryUrl : win.location.href).split('#')[0]
        state.signedUrl = signed
        state.valid =
          o.signature === fnvHex(signed) + fnvHex(String(o.timestamp)) + fnvHex(String(o.nonceStr))
        setTimeout(settle, 0)
      },
      ready: function (callback) {
        readyCallbacks.push(callback)
        settle()
      },
      error: function (callback) {
        errorCallbacks.push(callback)
        settle()
      },
      updateAppMessageShareData: function (d) {
        state.share = plain(d)
        later(d && d.success)
      },
      updateTimelineShareData: function (d) {
        state.timeline = plain(d)
        later(d && d.success)
      },
      closeWindow: function () {
        state.closed = true
      },
    }
  }
})(window, typeof PROBE_OPTIONS === 'object' && PROBE_OPTIONS ? PROBE_OPTIONS : {})
