import type { Plugin } from 'postcss'

/**
 * antd-mobile's dark theme, dropped at build time by postcss.config.ts: its global stylesheet defines every
 * colour variable a second time under `html[data-prefers-color-scheme='dark']`, an attribute the app never
 * sets (the storefront has one theme, the light one). The rules ride in the shell's inline styles
 * of every first paint (docs/decisions/025).
 */
export const DARK_THEME = /data-prefers-color-scheme=['"]?dark/

export function lightOnlyPlugin(options: { skip?: (file: string) => boolean } = {}): Plugin {
  return {
    postcssPlugin: 'light-only',
    Once(root) {
      if (options.skip?.(root.source?.input.file ?? '')) return
      root.walkRules((rule) => {
        if (rule.selectors.every((selector) => DARK_THEME.test(selector))) rule.remove()
      })
    },
  }
}
