import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { careFontSize, careTextPlugin } from './postcss-care-text.ts'

const run = (css: string, from = '/app/src/x.module.css') =>
  postcss([careTextPlugin({ skip: (f) => f.endsWith('care.css') })])
    .process(css, { from })
    .css.replace(/\s+/g, ' ')

describe('care text scale', () => {
  it.each([
    [10, 18],
    [12, 18],
    [14, 18],
    [15, 19],
    [16, 20],
    [17, 21],
    [18, 23],
    [22, 28],
    [26, 33],
    [36, 40],
    [72, 81],
  ])('%i px becomes %i px', (px, care) => {
    expect(careFontSize(px)).toBe(care)
  })

  it('never goes below 18 px nor below the normal size', () => {
    for (let px = 1; px <= 120; px++) {
      expect(careFontSize(px)).toBeGreaterThanOrEqual(Math.max(18, px))
    }
  })

  it('writes a care twin after each rule with a px text size, in its media query', () => {
    const out = run(
      '.a { color: red; font-size: 12px; line-height: 18px }\n@media (min-width: 1px) { .b, .c:hover { font-size: 26px } }',
    )
    expect(out).toBe(
      '.a { color: red; font-size: 12px; line-height: 18px }html[data-care] .a { font-size: 18px; line-height: 27px }' +
        ' @media (min-width: 1px) { .b, .c:hover { font-size: 26px } html[data-care] .b, html[data-care] .c:hover { font-size: 33px } }',
    )
  })

  it("scales antd-mobile's per-component size variables too", () => {
    expect(run('.t { --title-font-size: 15px; --font-size: 13px; --gap: 12px }')).toBe(
      '.t { --title-font-size: 15px; --font-size: 13px; --gap: 12px }html[data-care] .t { --title-font-size: 19px; --font-size: 18px}',
    )
  })

  it('leaves rules without px sizes, keyframes, :root twins and skipped files alone', () => {
    expect(run('.a { font-size: var(--adm-font-size-5); line-height: 1.5 }')).not.toContain('data-care')
    expect(run('@keyframes k { from { font-size: 12px } }')).not.toContain('data-care')
    expect(run(':root { font-size: 12px }')).toBe(
      ':root { font-size: 12px }html[data-care] { font-size: 18px }',
    )
    expect(run('.a { font-size: 12px }', '/app/src/shared/theme/care.css')).not.toContain('data-care')
  })
})
