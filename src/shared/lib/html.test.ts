import fc from 'fast-check'
import { escapeHtml } from './html'

describe('escapeHtml', () => {
  it('turns markup into text', () => {
    expect(escapeHtml('<img src=x onerror="alert(\'1\')">&')).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;',
    )
  })

  it('never leaves a character that starts markup or ends an attribute (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"']/)
        const div = document.createElement('div')
        div.innerHTML = escapeHtml(s)
        expect(div.textContent).toBe(s)
        expect(div.children).toHaveLength(0)
      }),
    )
  })
})
