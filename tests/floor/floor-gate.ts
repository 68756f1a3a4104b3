import { tokenizer } from 'acorn'

/**
 * The floor gate (docs/engines.md): the built JavaScript must run on the supported-engine floor, iOS 13
 * WebKit (Safari 13.0) and Android Chrome / WeChat XWeb 70.
 *
 * es-check judges syntax and the ES-version features it knows; this module adds what es-check cannot know:
 * the runtime functions the floor engines lack even where the ES version has them (Object.fromEntries is
 * ES2019, Chrome 73), platform APIs (ResizeObserver: Safari 13.1) and BigInt literals (ES2020, Safari 14),
 * which no transform can lower.
 */

export interface FloorApi {
  name: string
  /** How a use looks in minified code. */
  pattern: RegExp
  /** The first versions that have it (caniuse / MDN). */
  chrome: number
  safari: string
}

/** Functions a chunk may call that Chrome 70 or Safari 13.0 lacks. */
export const FLOOR_LACKS: readonly FloorApi[] = [
  { name: 'globalThis', pattern: /\bglobalThis\b/g, chrome: 71, safari: '12.1' },
  { name: 'queueMicrotask', pattern: /\bqueueMicrotask\b/g, chrome: 71, safari: '12.1' },
  { name: 'Object.fromEntries', pattern: /\.fromEntries\(/g, chrome: 73, safari: '12.1' },
  { name: 'String.prototype.matchAll', pattern: /\.matchAll\(/g, chrome: 73, safari: '13' },
  { name: 'Promise.allSettled', pattern: /\.allSettled\(/g, chrome: 76, safari: '13' },
  { name: 'WeakRef', pattern: /\b(WeakRef|FinalizationRegistry)\b/g, chrome: 84, safari: '14.1' },
  { name: 'String.prototype.replaceAll', pattern: /\.replaceAll\(/g, chrome: 85, safari: '13.1' },
  { name: 'Promise.any', pattern: /\bPromise\.any\(|\bAggregateError\b/g, chrome: 85, safari: '14' },
  { name: 'Element.prototype.replaceChildren', pattern: /\.replaceChildren\(/g, chrome: 86, safari: '14' },
  { name: 'ResizeObserver', pattern: /\bResizeObserver\b/g, chrome: 64, safari: '13.1' },
  {
    name: 'navigator.clipboard',
    pattern: /\bclipboard\.(writeText|readText|write|read)\(/g,
    chrome: 66,
    safari: '13.1',
  },
  { name: 'new EventTarget', pattern: /\bnew EventTarget\b/g, chrome: 64, safari: '14' },
  { name: 'Array.prototype.at', pattern: /\.at\(/g, chrome: 92, safari: '15.4' },
  { name: 'crypto.randomUUID', pattern: /\.randomUUID\(/g, chrome: 92, safari: '15.4' },
  { name: 'Object.hasOwn', pattern: /\bObject\.hasOwn\(/g, chrome: 93, safari: '15.4' },
  { name: 'Array.prototype.findLast', pattern: /\.findLast(Index)?\(/g, chrome: 97, safari: '15.4' },
  { name: 'structuredClone', pattern: /\bstructuredClone\(/g, chrome: 98, safari: '15.4' },
  { name: 'BroadcastChannel', pattern: /\bBroadcastChannel\b/g, chrome: 54, safari: '15.4' },
  { name: 'AbortSignal.timeout', pattern: /\bAbortSignal\.(timeout|any)\(/g, chrome: 103, safari: '16' },
  {
    name: 'Array change by copy',
    pattern: /\.(toSorted|toReversed|toSpliced)\(/g,
    chrome: 110,
    safari: '16',
  },
  { name: 'Object.groupBy', pattern: /\b(Object|Map)\.groupBy\(/g, chrome: 117, safari: '17.4' },
  { name: 'Promise.withResolvers', pattern: /\bPromise\.withResolvers\(/g, chrome: 119, safari: '17.4' },
  { name: 'requestIdleCallback', pattern: /\brequestIdleCallback\b/g, chrome: 47, safari: 'none' },
]

/**
 * Uses that are safe without a polyfill, each with its reason: a feature test right before the use, or a
 * name that only looks like the function. Matched against the text around a use (`context`).
 */
export const SAFE_USES: readonly { api: string; context: RegExp; why: string }[] = [
  {
    api: 'queueMicrotask',
    context:
      /typeof queueMicrotask|queueMicrotask<`u`|queueMicrotask===`function`|queueMicrotask==`function`/,
    why: 'React tests for it and falls back to a resolved promise',
  },
  {
    api: 'ResizeObserver',
    context:
      /typeof ResizeObserver|ResizeObserver>`u`|ResizeObserver===void 0|ResizeObserver!==void 0|window\.ResizeObserver\)|!\w+\.ResizeObserver\)|window\.ResizeObserver\?|useAnimationFrameWithResizeObserver/,
    why: 'tested before use (antd-mobile, Swiper, TanStack Virtual, our rows); the layout falls back to resize events',
  },
  {
    api: 'ResizeObserver',
    context: /\.destroyed\|\|!\w\.initialized\)return;let \w=\w\.width,\w=\w\.height;\w=new ResizeObserver/,
    why: "Swiper's observer: its init handler creates it only when window.ResizeObserver!==void 0",
  },
  {
    api: 'Promise.any',
    context: /\|\|`AggregateError`/,
    why: "a string: the error's name in a message",
  },
  {
    api: 'requestIdleCallback',
    context: /window\.requestIdleCallback\?|typeof requestIdleCallback|`requestIdleCallback`in/,
    why: 'tested before use; falls back to a timer',
  },
  {
    api: 'navigator.clipboard',
    context:
      /navigator\.clipboard\?|\.clipboard\)|clipboard&&|typeof navigator|\?\.writeText|==null\?void 0:\w+\.writeText/,
    why: 'tested before use; falls back to a selection and execCommand copy',
  },
  {
    api: 'Array.prototype.at',
    context: /hadRecentInput|interactionId/,
    why: "web-vitals' CLS and INP: the monitor loads web-vitals only where .at and queueMicrotask exist (src/app/monitor.ts, vitalsRunHere)",
  },
  {
    api: 'queueMicrotask',
    context: /PerformanceObserver\.supportedEntryTypes/,
    why: "web-vitals' observer: loaded only where queueMicrotask and .at exist (src/app/monitor.ts, vitalsRunHere)",
  },
  {
    api: 'String.prototype.replaceAll',
    context: /[=:]`replaceAll`|===`replaceAll`|`replaceMerge`|replaceAll`\)/,
    why: "ECharts' merge mode named replaceAll, a string, not the string method",
  },
]

export interface FloorUse {
  api: string
  file: string
  /** The minified text around the use, for the report. */
  context: string
}

/** Every use of a function the floor lacks in one chunk, without the safe ones. */
export function unsafeUses(file: string, code: string): FloorUse[] {
  const uses: FloorUse[] = []
  for (const api of FLOOR_LACKS) {
    for (const match of code.matchAll(api.pattern)) {
      const at = match.index ?? 0
      // `...at(` spreads a call to a function the minifier named `at`: not a method call.
      if (code.slice(Math.max(0, at - 2), at) === '..') continue
      const context = code.slice(Math.max(0, at - 120), at + 80)
      const near = code.slice(Math.max(0, at - 200), at + match[0].length + 40)
      if (SAFE_USES.some((safe) => safe.api === api.name && safe.context.test(near))) continue
      uses.push({ api: api.name, file, context })
    }
  }
  return uses
}

/** BigInt literals (`10n`): ES2020 syntax that Safari 13 cannot parse and no build step can lower. */
export function bigintLiterals(code: string): number {
  let count = 0
  for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module' }))
    if (typeof (token as { value?: unknown }).value === 'bigint') count++
  return count
}

/**
 * What keeps a build off the floor: BigInt literals, and uses of functions the floor lacks that are neither
 * in `polyfilled` (src/app/floor.ts) nor safe. Empty when the build is fine.
 */
export function floorProblems(
  files: readonly { file: string; code: string }[],
  polyfilled: readonly string[],
): string[] {
  const problems: string[] = []
  for (const { file, code } of files) {
    const literals = bigintLiterals(code)
    if (literals) problems.push(`${file}: ${literals} BigInt literal(s) (Safari 14+, Chrome 67+)`)
    for (const use of unsafeUses(file, code)) {
      if (polyfilled.includes(use.api)) continue
      const api = FLOOR_LACKS.find((a) => a.name === use.api)!
      problems.push(
        `${file}: ${use.api} (Chrome ${api.chrome}, Safari ${api.safari}) neither polyfilled nor guarded: …${use.context}…`,
      )
    }
  }
  return problems
}
