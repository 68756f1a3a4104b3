import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import postcss, { type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'
import { fallbackSelector, flexGapPlugin, type GapWithoutDisplay } from './postcss-flex-gap.ts'

const run = (css: string, from = '/app/src/x.module.css') => {
  const reported: GapWithoutDisplay[] = []
  const out = postcss([flexGapPlugin({ skip: (f) => !f.includes('/src/'), report: (r) => reported.push(r) })])
    .process(css, { from })
    .css.replace(/\s+/g, ' ')
  return { out, reported }
}
const twin = (css: string) => run(css).out.split('}').slice(1).join('}').trim()

describe('flex gap fallback', () => {
  it('spaces a row with the margin after each item but the last', () => {
    expect(twin('.a { display: flex; gap: 8px }')).toBe(
      'html.no-flex-gap .a > :not(:last-child) { margin-right: 8px }',
    )
    expect(twin('.a { display: inline-flex; flex-direction: row-reverse; column-gap: 4px }')).toBe(
      'html.no-flex-gap .a > :not(:last-child) { margin-left: 4px }',
    )
  })

  it('spaces a column with the row gap', () => {
    expect(twin('.a { display: flex; flex-direction: column; gap: 12px 3px }')).toBe(
      'html.no-flex-gap .a > :not(:last-child) { margin-bottom: 12px }',
    )
    expect(twin('.a { display: flex; flex-flow: column-reverse; row-gap: 2px }')).toBe(
      'html.no-flex-gap .a > :not(:last-child) { margin-top: 2px }',
    )
  })

  it('gives every item of a wrapping container both margins, values passed through', () => {
    expect(twin('.a { display: flex; flex-wrap: wrap; gap: calc(var(--g) + 2px) var(--c, 6px) }')).toBe(
      'html.no-flex-gap .a > * { margin-right: var(--c, 6px); margin-bottom: calc(var(--g) + 2px) }',
    )
    expect(twin('.a { display: flex; flex-flow: row wrap; column-gap: 6px }')).toBe(
      'html.no-flex-gap .a > * { margin-right: 6px }',
    )
  })

  it('expands selector lists and keeps the twin in its media query, right after the rule', () => {
    expect(
      run('@media (min-width: 1px) { .a, .b li { display: flex; gap: 6px } .c { color: red } }').out,
    ).toBe(
      '@media (min-width: 1px) { .a, .b li { display: flex; gap: 6px } html.no-flex-gap .a > :not(:last-child), ' +
        'html.no-flex-gap .b li > :not(:last-child) { margin-right: 6px } .c { color: red } }',
    )
  })

  it("spaces the container's own ::before and ::after, which > cannot select", () => {
    const css = [
      '.t { display: flex; gap: 6px }',
      '.t::before { content: "" }',
      '.t::after { content: "" }',
      '.t .x::before { content: "" }',
      '.t:before { content: ""; position: absolute }',
      '.w { display: flex; flex-wrap: wrap; gap: 2px 4px }',
      '.w::after { content: "" }',
    ].join('\n')
    expect(run(css).out).toBe(
      '.t { display: flex; gap: 6px }html.no-flex-gap .t > :not(:last-child) { margin-right: 6px }' +
        ' .t::before { content: "" } html.no-flex-gap .t::before { margin-right: 6px }' +
        ' .t::after { content: "" } html.no-flex-gap .t::after { margin-left: 6px }' +
        ' .t .x::before { content: "" } .t:before { content: ""; position: absolute }' +
        ' .w { display: flex; flex-wrap: wrap; gap: 2px 4px } html.no-flex-gap .w > * { margin-right: 4px; margin-bottom: 2px }' +
        ' .w::after { content: "" } html.no-flex-gap .w::after { margin-right: 4px; margin-bottom: 2px }',
    )
  })

  it('puts the class on the root compound of a selector that starts there', () => {
    expect(fallbackSelector('html[data-care] .a', '*')).toBe('html.no-flex-gap[data-care] .a > *')
    expect(fallbackSelector(':root .a', '*')).toBe(':root.no-flex-gap .a > *')
    expect(fallbackSelector('.html .a', '*')).toBe('html.no-flex-gap .html .a > *')
  })

  it('leaves grid, gapless, @supports, keyframes and skipped files alone', () => {
    const css = [
      '.g { display: grid; gap: 8px }',
      '.n { display: flex; gap: 0 }',
      '.r { display: flex; row-gap: 8px }',
      '@supports (gap: 1px) { .s { display: flex; gap: 8px } }',
      '@keyframes k { from { display: flex; gap: 1px } }',
    ].join('\n')
    expect(run(css).out).not.toContain('no-flex-gap')
    expect(run('.a { display: flex; gap: 8px }', '/app/node_modules/x.css').out).not.toContain('no-flex-gap')
  })

  it('reports a gap without a display instead of guessing', () => {
    const { out, reported } = run('.a {\n  gap: 8px }\n.b { display: grid; gap: 8px }')
    expect(out).not.toContain('no-flex-gap')
    expect(reported).toEqual([{ file: '/app/src/x.module.css', selector: '.a', line: 1 }])
  })
})

describe("the app's own style sheets", () => {
  const src = path.resolve(__dirname, '../src')
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.css'))
    .map((f) => path.join(src, f))

  it('declare the display of every rule with a gap, so flex and grid are told apart', () => {
    expect(files.length).toBeGreaterThan(40)
    const reported: GapWithoutDisplay[] = []
    const plugin = flexGapPlugin({ report: (r) => reported.push(r) })
    for (const file of files) postcss([plugin]).process(readFileSync(file, 'utf8'), { from: file }).sync()
    expect(reported.map((r) => `${path.relative(src, r.file)}:${r.line} ${r.selector}`)).toEqual([])
  })

  it('get a fallback right after every flex container rule with a gap', () => {
    let containers = 0
    for (const file of files) {
      const root = postcss([flexGapPlugin()]).process(readFileSync(file, 'utf8'), { from: file }).root
      root.walkRules((rule: Rule) => {
        const decls = rule.nodes.flatMap((n) => (n.type === 'decl' ? [n] : []))
        const flex = decls.some((d) => d.prop === 'display' && /^(inline-)?flex$/.test(d.value))
        if (!flex || !decls.some((d) => /^(gap|row-gap|column-gap)$/.test(d.prop))) return
        containers++
        const next = rule.next()
        expect(next?.type === 'rule' && next.selector, `${file}: ${rule.selector}`).toContain(
          'html.no-flex-gap',
        )
      })
    }
    expect(containers).toBeGreaterThan(100)
  })
})
