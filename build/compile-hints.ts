import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (docs/decisions/032-compile-hints-for-the-chart.md): a file that starts with
 * `//# allFunctionsCalledOnLoad` has all its functions compiled while it downloads, on a background thread,
 * instead of each one on the main thread the first time it runs. The chart's code (echarts and zrender) runs
 * nearly all of itself at once in the chart's first draw, one long task after a detail's first paint; compiled
 * ahead, that task is shorter. Engines without the hint (older Chromium, WebKit) read a comment.
 *
 * Only the chart's chunks: on the first paint's files (React, the shell, the pages) the hint measured nothing,
 * and it would compile what a page never runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The packages whose chunks carry the hint: the chart library and its renderer. */
const EAGER_PACKAGES = /[\\/]node_modules[\\/](echarts|zrender)[\\/]/

/** Whether a chunk carries the hint: it holds the chart library or its renderer. */
export const wantsCompileHint = (chunk: { moduleIds: readonly string[] }): boolean =>
  chunk.moduleIds.some((id) => EAGER_PACKAGES.test(id))

/** Puts the hint on its own first line of the chunk's code; its source map moves down a line with it. */
export function addCompileHint(chunk: { code: string; map: { mappings: string } | null }): void {
  chunk.code = `${COMPILE_HINT}\n${chunk.code}`
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
}

/** A source map's JSON for its code moved one line down. */
export function mapMovedDown(json: string): string {
  const map = JSON.parse(json) as { mappings: string }
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

/**
 * The build plugin: the hint goes on once the code is final (minification would drop a comment), before the
 * files and their compressed copies are written (build/precompress.ts writes from what this leaves).
 */
export function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !wantsCompileHint(file)) continue
        addCompileHint(file)
        // The written source map is an asset of its own by now: it moves down a line too.
        const map = bundle[`${file.fileName}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') map.source = mapMovedDown(map.source)
      }
    },
  }
}
