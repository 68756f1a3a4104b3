import type { Declaration, Plugin, Rule } from 'postcss'

/**
 * The text half of the care theme, applied at build time by postcss.config.ts.
 *
 * The app's style sheets give text sizes in px (12px captions, 14px body, 26px figures …), which no CSS
 * variable can scale afterwards. Rather than a per-page override for each of those rules, this plugin
 * writes, after every rule that sets a px `font-size` (or px `line-height`), a twin under
 * `html[data-care]` with the care size from one function, `careFontSize`. So the whole app follows one
 * scale: body text at least 18 px, larger text (headline figures) scaled up, and a page added later gets it
 * too. antd-mobile's own components follow their `--adm-font-size-*` variables, set in care.css.
 */
export const CARE_MIN_TEXT_PX = 18

/** The care size of a normal-mode px size: small text to ≥ 18 px, headings and figures about a fifth larger. */
export function careFontSize(px: number): number {
  if (!(px > 0)) return px
  if (px < 15) return CARE_MIN_TEXT_PX
  if (px < 18) return px + 4
  if (px < 32) return Math.round(px * 1.25)
  return Math.round(px * 1.12)
}

const PX = /^(\d+(?:\.\d+)?)px$/
/** `font-size`, and antd-mobile's size variables set per component (`--font-size`, `--title-font-size`). */
const SIZE_PROP = /^(font-size|--[\w-]*font-size[\w-]*)$/

/** A px line height keeps its proportion to the text it belongs to. */
function careLineHeight(px: number, fontPx: number | undefined): number {
  const ratio = fontPx ? px / fontPx : 1.4
  return Math.round(careFontSize(fontPx ?? px / 1.4) * Math.max(ratio, 1.2))
}

const CARE_ROOT = 'html[data-care]'

function careSelector(selector: string): string {
  return selector
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) =>
      /^(:root|html)\b/.test(part) ? part.replace(/^(:root|html)/, CARE_ROOT) : `${CARE_ROOT} ${part}`,
    )
    .join(', ')
}

function pxValue(decl: Declaration | undefined): number | undefined {
  const match = decl && PX.exec(decl.value.trim())
  return match ? Number(match[1]) : undefined
}

/** The PostCSS plugin: one care twin after each rule with px text sizes. */
export function careTextPlugin(options: { skip?: (file: string) => boolean } = {}): Plugin {
  return {
    postcssPlugin: 'care-text',
    OnceExit(root) {
      const file = root.source?.input.file ?? ''
      if (options.skip?.(file)) return
      root.walkRules((rule: Rule) => {
        if (rule.selector.includes(CARE_ROOT)) return
        // Keyframe steps are not selectors.
        if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as { name: string }).name))
          return
        const sizes = rule.nodes.filter(
          (n): n is Declaration => n.type === 'decl' && SIZE_PROP.test(n.prop) && pxValue(n) !== undefined,
        )
        const line = rule.nodes.find((n): n is Declaration => n.type === 'decl' && n.prop === 'line-height')
        const sizePx = pxValue(sizes.find((d) => d.prop === 'font-size'))
        const linePx = pxValue(line)
        if (sizes.length === 0 && linePx === undefined) return
        const twin = rule.clone({ selector: careSelector(rule.selector), nodes: [] })
        for (const decl of sizes) twin.append({ prop: decl.prop, value: `${careFontSize(pxValue(decl)!)}px` })
        if (linePx !== undefined)
          twin.append({ prop: 'line-height', value: `${careLineHeight(linePx, sizePx)}px` })
        rule.after(twin)
      })
    },
  }
}
careTextPlugin.postcss = true as const
