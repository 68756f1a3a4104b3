/**
 * Whether the engine lays out `gap` in flex containers (CSS Box Alignment 3, §8,
 * https://www.w3.org/TR/css-align-3/#gaps; Chrome 84, Safari 14.1). When it does not, the root element gets
 * the class `no-flex-gap`, which turns on the margin fallback that postcss.config.ts writes beside every flex
 * gap (build/postcss-flex-gap.ts). `CSS.supports('gap', '1px')` cannot tell: it is true for grid gaps
 * on those engines too. So this lays out a column of two empty items 1px apart and reads its height, as
 * Modernizr's `flexgap` test does (https://github.com/Modernizr/Modernizr, feature-detects/css/flexgap.js):
 * one forced layout. It never throws; when it cannot measure it reports support and changes nothing.
 */
export function markFlexGapSupport(doc: Document = document): boolean {
  try {
    const root = doc.documentElement
    const flex = doc.createElement('div')
    flex.style.cssText =
      'display:flex;flex-direction:column;gap:1px;position:absolute;visibility:hidden;padding:0;border:0'
    flex.appendChild(doc.createElement('div'))
    flex.appendChild(doc.createElement('div'))
    root.appendChild(flex)
    const supported = flex.scrollHeight === 1
    root.removeChild(flex)
    if (!supported) root.classList.add('no-flex-gap')
    return supported
  } catch {
    return true
  }
}
