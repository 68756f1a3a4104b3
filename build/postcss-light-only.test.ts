import postcss from 'postcss'
import { describe, expect, it } from 'vitest'
import { lightOnlyPlugin } from './postcss-light-only.ts'

const run = (css: string, file = '/x/node_modules/antd-mobile/es/global/global.css') =>
  postcss([lightOnlyPlugin({ skip: (f) => !f.includes('/antd-mobile/') })]).process(css, { from: file }).css

describe('lightOnlyPlugin', () => {
  it("drops the dark theme's rules and keeps the others", () => {
    const out = run(
      ":root { --adm-color-text: #333; }\nhtml[data-prefers-color-scheme='dark'] { --adm-color-text: #e6e6e6; }\n.adm-button { color: red; }",
    )
    expect(out).toContain('--adm-color-text: #333')
    expect(out).toContain('.adm-button')
    expect(out).not.toContain('dark')
  })

  it('keeps a rule that also matches without the dark attribute', () => {
    const out = run("html[data-prefers-color-scheme='dark'] .a, .b { color: red; }")
    expect(out).toContain('.b')
  })

  it("leaves files it skips alone (the app's own)", () => {
    const css = "html[data-prefers-color-scheme='dark'] { --x: 1; }"
    expect(run(css, '/x/src/app/global.css')).toBe(css)
  })
})
