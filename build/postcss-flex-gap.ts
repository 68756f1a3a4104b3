import type { AtRule, Container, Declaration, Plugin, Rule } from 'postcss'

/**
 * A margin fallback for `gap` on flex containers, applied at build time by postcss.config.ts.
 *
 * Flex gaps (CSS Box Alignment 3, §8 "Gaps Between Boxes", https://www.w3.org/TR/css-align-3/#gaps) came
 * in Chrome 84 and Safari 14.1; the engines the app supports go back to Chrome 70 (WeChat XWeb) and iOS 13
 * (https://developer.mozilla.org/en-US/docs/Web/CSS/gap#browser_compatibility), which drop the gap and let
 * the items touch. Grid gaps are older than that floor and need nothing. After every rule that makes a flex
 * container with a gap, this plugin writes a twin for the root class `no-flex-gap`, which the start-up check
 * (src/app/flex-gap.ts) sets only on engines without flex gaps; elsewhere the twins match nothing.
 *
 * The twin spaces the items with the margin *after* each item but the last (`> :not(:last-child)`), not the
 * one before each item but the first (`> * + *`), so an item pushed away from what precedes it by an auto
 * margin (`margin-top: auto` on a footer, `margin-left: auto` in a row) keeps it. In a wrapping container
 * every item gets both trailing margins (a gap's worth of room after the last line). Text directly inside
 * a container (an anonymous flex item) gets no margin.
 *
 * A rule that sets a gap without a `display` cannot be told flex from grid here: `report` receives each one
 * (by default a PostCSS warning, which Vite prints), so that the `display` is declared in that rule.
 */
export const NO_FLEX_GAP_CLASS = 'no-flex-gap'

export interface GapWithoutDisplay {
  file: string
  selector: string
  line?: number
}

export interface FlexGapOptions {
  skip?: (file: string) => boolean
  report?: (rule: GapWithoutDisplay) => void
}

interface Layout {
  display?: string
  direction: string
  wrap: boolean
  gaps: { row?: string; column?: string }
}

/** Words of a value at the top level: `calc(1px + 2px) 4px` is two words. */
function words(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let word = ''
  for (const ch of value.trim()) {
    if (ch === '(') depth++
    if (ch === ')') depth--
    if (depth === 0 && /\s/.test(ch)) {
      if (word) out.push(word)
      word = ''
    } else word += ch
  }
  return word ? [...out, word] : out
}

/** The container's layout from the rule's own declarations (a later declaration wins, as in the cascade). */
function layoutOf(rule: Rule): Layout {
  const layout: Layout = { direction: 'row', wrap: false, gaps: {} }
  for (const node of rule.nodes) {
    if (node.type !== 'decl') continue
    const { prop, value } = node as Declaration
    const keyword = value.trim().toLowerCase()
    const name = prop.toLowerCase()
    if (name === 'display') layout.display = keyword
    else if (name === 'flex-direction') layout.direction = keyword
    else if (name === 'flex-wrap') layout.wrap = keyword !== 'nowrap'
    else if (name === 'flex-flow')
      // https://www.w3.org/TR/css-flexbox-1/#flex-flow-property: a direction and a wrap, in either order.
      for (const word of words(keyword)) {
        if (/^(row|column)/.test(word)) layout.direction = word
        else layout.wrap = word !== 'nowrap'
      }
    else if (name === 'gap') {
      // https://www.w3.org/TR/css-align-3/#gap-shorthand: `gap: <row-gap> <column-gap>?`
      const [row, column = row] = words(value)
      layout.gaps = { row, column }
    } else if (name === 'row-gap') layout.gaps = { ...layout.gaps, row: value.trim() }
    else if (name === 'column-gap') layout.gaps = { ...layout.gaps, column: value.trim() }
  }
  return layout
}

const NO_GAP = /^(0[a-z%]*|normal)$/i

/** Per direction, the margin between an item and the next one, and the gap that it stands for. */
const TRAILING: Record<string, [string, 'row' | 'column']> = {
  row: ['margin-right', 'column'],
  'row-reverse': ['margin-left', 'column'],
  column: ['margin-bottom', 'row'],
  'column-reverse': ['margin-top', 'row'],
}

type Margins = [prop: string, value: string][]

/** The twin's items and margins; no margins for a gap that spaces nothing (a row gap in one row). */
function fallbackOf({ direction, wrap, gaps }: Layout): { items: string; margins: Margins } {
  const spaced: [string, string | undefined][] = wrap
    ? [
        ['margin-right', gaps.column],
        ['margin-bottom', gaps.row],
      ]
    : [[(TRAILING[direction] ?? TRAILING.row)[0], gaps[(TRAILING[direction] ?? TRAILING.row)[1]]]]
  return {
    items: wrap ? '*' : ':not(:last-child)',
    margins: spaced.filter((m): m is [string, string] => !!m[1] && !NO_GAP.test(m[1])),
  }
}

/** `.a` → `html.no-flex-gap .a`; a selector that starts at the root gets the class on that compound. */
export function fallbackSelector(selector: string, items?: string): string {
  const root = /^(html|:root)(?![\w-])/i.exec(selector)
  const scoped = root
    ? `${root[1]}.${NO_FLEX_GAP_CLASS}${selector.slice(root[1].length)}`
    : `html.${NO_FLEX_GAP_CLASS} ${selector}`
  return items ? `${scoped} > ${items}` : scoped
}

const FLIP: Record<string, string> = { right: 'left', left: 'right', top: 'bottom', bottom: 'top' }
const PSEUDO = /^(.+?)::?(before|after)$/i

/**
 * A container's `::before` / `::after` is a flex item too (https://www.w3.org/TR/css-flexbox-1/#flex-items)
 * that `>` cannot select: when its rule follows the container's in the same file, it gets its own twin, the
 * `::after` (the last item) with the margin on the side before it. Out-of-flow ones are left alone.
 */
function pseudoTwins(rule: Rule, containers: Map<string, { wrap: boolean; margins: Margins }>): Rule[] {
  if (rule.some((n) => n.type === 'decl' && n.prop === 'position' && /absolute|fixed/i.test(n.value)))
    return []
  return rule.selectors.flatMap((selector) => {
    const match = PSEUDO.exec(selector)
    const container = match && containers.get(match[1])
    if (!container) return []
    const flip = match[2].toLowerCase() === 'after' && !container.wrap
    const twin = rule.clone({ selector: fallbackSelector(selector), nodes: [] })
    for (const [prop, value] of container.margins)
      twin.append({ prop: flip ? prop.replace(/\w+$/, (side) => FLIP[side]) : prop, value })
    return [twin]
  })
}

/** Keyframe steps are not selectors; `@supports` blocks chose their own layout. */
function skipped(rule: Rule): boolean {
  for (let parent: Container | undefined = rule.parent; parent; parent = parent.parent as Container)
    if (parent.type === 'atrule' && /^(supports|(-\w+-)?keyframes)$/i.test((parent as AtRule).name))
      return true
  return false
}

/** The PostCSS plugin: one `html.no-flex-gap` twin after each flex container rule with a gap. */
export function flexGapPlugin(options: FlexGapOptions = {}): Plugin {
  return {
    postcssPlugin: 'flex-gap',
    OnceExit(root, { result }) {
      const file = root.source?.input.file ?? ''
      if (options.skip?.(file)) return
      const containers = new Map<string, { wrap: boolean; margins: Margins }>()
      root.walkRules((rule: Rule) => {
        if (skipped(rule)) return
        const pseudo = pseudoTwins(rule, containers)
        if (pseudo.length) return void rule.after(pseudo)
        const layout = layoutOf(rule)
        if (layout.gaps.row === undefined && layout.gaps.column === undefined) return
        if (layout.display === undefined) {
          const found = { file, selector: rule.selector, line: rule.source?.start?.line }
          if (options.report) options.report(found)
          else result.warn(`gap without display: is "${rule.selector}" flex or grid?`, { node: rule })
          return
        }
        if (layout.display !== 'flex' && layout.display !== 'inline-flex') return
        const { items, margins } = fallbackOf(layout)
        if (margins.length === 0) return
        const twin = rule.clone({
          selectors: rule.selectors.map((s) => fallbackSelector(s, items)),
          nodes: [],
        })
        for (const [prop, value] of margins) twin.append({ prop, value })
        rule.after(twin)
        for (const selector of rule.selectors) containers.set(selector, { wrap: layout.wrap, margins })
      })
    },
  }
}
flexGapPlugin.postcss = true as const
