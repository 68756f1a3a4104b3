import { env } from '@/shared/lib/env'
import fc from 'fast-check'
import { isSafeInAppLink } from '@/shared/lib/safe-redirect'
import { sanitizeHtml } from './sanitize'

/** Parse the output the way the browser will, to assert on the resulting DOM instead of on strings. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div')
  host.innerHTML = sanitizeHtml(html)
  return host
}

const allAttributes = (root: HTMLElement) =>
  [...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((a) => ({ el, name: a.name, value: a.value })),
  )

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text and images', () => {
    const root = parse(
      `<p>活动<b>规则</b></p><ul><li>一</li></ul><img src="https://${env().officialDomain}/a.png" alt="图">`,
    )
    expect(root.querySelector('p')).toHaveTextContent('活动规则')
    expect(root.querySelector('b')).toHaveTextContent('规则')
    expect(root.querySelector('li')).toHaveTextContent('一')
    expect(root.querySelector('img')).toHaveAttribute('src', `https://${env().officialDomain}/a.png`)
  })

  it('returns an empty string for empty or non-string input', () => {
    expect(sanitizeHtml('')).toBe('')
    expect(sanitizeHtml(undefined as unknown as string)).toBe('')
    expect(sanitizeHtml(42 as unknown as string)).toBe('')
  })

  describe('XSS vectors', () => {
    it('drops event handlers: <img src=x onerror=alert(1)>', () => {
      const root = parse('<img src=x onerror=alert(1)>')
      const img = root.querySelector('img')
      expect(img).toHaveAttribute('src', 'x')
      expect(img).not.toHaveAttribute('onerror')
    })

    it.each([
      '<div onclick="alert(1)">x</div>',
      '<details open ontoggle=alert(1)>x</details>',
      '<body onload=alert(1)>x',
      '<p onmouseover="alert(1)" ONFOCUS="alert(2)">x</p>',
    ])('drops every on* attribute in %s', (html) => {
      const root = parse(html)
      expect(root).toHaveTextContent('x')
      expect(allAttributes(root).filter((a) => /^on/i.test(a.name))).toEqual([])
    })

    it.each([
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.com',
      'http://x',
      'mailto:a@b.c',
    ])('removes the href %s but keeps the link text', (href) => {
      const root = parse(`<a href="${href}">点我</a>`)
      const a = root.querySelector('a')
      expect(a).toHaveTextContent('点我')
      expect(a).not.toHaveAttribute('href')
    })

    it('removes <svg><script> and any SVG or MathML', () => {
      const root = parse(
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg><math><mi>m</mi></math>ok',
      )
      expect(root.querySelector('svg, script, math, mi')).toBeNull()
      expect(root.innerHTML).not.toMatch(/script|javascript/i)
      expect(root).toHaveTextContent('ok')
    })

    it.each([
      ['<script>alert(1)</script>', 'script'],
      ['<style>body{display:none}</style>', 'style'],
      ['<iframe src="https://evil.com"></iframe>', 'iframe'],
      ['<form action="https://evil.com"><input name="p"><button>提交</button></form>', 'form, input, button'],
      ['<object data="x.swf"></object><embed src="x.swf">', 'object, embed'],
      ['<base href="https://evil.com/">', 'base'],
      ['<meta http-equiv="refresh" content="0;url=https://evil.com">', 'meta'],
      ['<link rel="stylesheet" href="https://evil.com/x.css">', 'link'],
    ])('removes %s', (html, selector) => {
      const root = parse(`<p>前</p>${html}<p>留下</p>`)
      expect(root.querySelector(selector)).toBeNull()
      expect(root).toHaveTextContent(/^前.*留下$/)
    })

    it('survives the noscript mutation trick', () => {
      const root = parse('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>')
      expect(allAttributes(root).filter((a) => /^on/i.test(a.name))).toEqual([])
    })

    it('allows data: only as an image source', () => {
      const root = parse(
        '<img src="data:image/png;base64,iVBORw0KGgo="><img src="data:text/html;base64,PHNjcmlwdD4="><video src="data:video/mp4;base64,AAAA"></video>',
      )
      const [png, html] = root.querySelectorAll('img')
      expect(png).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=')
      expect(html).not.toHaveAttribute('src')
      expect(root.querySelector('video')).not.toHaveAttribute('src')
    })

    it('keeps no javascript: in img src', () => {
      expect(parse('<img src="javascript:alert(1)">').querySelector('img')).not.toHaveAttribute('src')
    })
  })

  describe('links', () => {
    it.each([
      `https://${env().officialDomain}/a?b=1`,
      '/pointsHome',
      './rules.html',
      'rules.html',
      '#rule-2',
      '?tab=1',
    ])('keeps the safe href %s with rel noopener noreferrer', (href) => {
      const a = parse(`<a href="${href}">x</a>`).querySelector('a')
      expect(a).toHaveAttribute('href', href)
      expect(a).toHaveAttribute('rel', 'noopener noreferrer')
    })

    it('keeps target only when it is _blank', () => {
      const root = parse(
        '<a href="#a" target="_blank">1</a><a href="#a" target="_self">2</a><a href="#a" target="_top">3</a><p target="_blank">4</p>',
      )
      const [blank, self, top] = root.querySelectorAll('a')
      expect(blank).toHaveAttribute('target', '_blank')
      expect(self).not.toHaveAttribute('target')
      expect(top).not.toHaveAttribute('target')
      expect(root.querySelector('p')).not.toHaveAttribute('target')
    })

    it('overrides a rel the HTML brought', () => {
      const a = parse(`<a href="https://${env().officialDomain}/x" rel="opener">x</a>`).querySelector('a')
      expect(a).toHaveAttribute('rel', 'noopener noreferrer')
      expect(a).toHaveAttribute('target', '_blank')
    })

    it.each([
      'https://evil.example.com/phish',
      `https://${env().officialDomain}@evil.example.com/`,
      `https://${env().officialDomain}.evil.example.com/`,
      'http://zx.xywealth.com.cn/',
      'javascript:alert(1)',
    ])('drops a link to a host we do not allow: %s', (href) => {
      expect(parse(`<a href="${href}">x</a>`).querySelector('a')).not.toHaveAttribute('href')
    })
  })

  describe('pictures and media: only from the environment’s hosts (env imageHosts, the CSP’s img-src)', () => {
    it('keeps pictures from this site and the environment’s hosts', () => {
      const hosts = env().imageHosts
      expect(hosts).toContain(env().officialDomain)
      const root = parse(
        [
          '<img src="/upload/a.png">',
          `<img src="${window.location.origin}/b.png">`,
          ...hosts.map((h) => `<img src="https://${h.toUpperCase()}/c.png">`),
        ].join(''),
      )
      expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
        '/upload/a.png',
        `${window.location.origin}/b.png`,
        ...hosts.map((h) => `https://${h.toUpperCase()}/c.png`),
      ])
    })

    it.each([
      '<img src="https://evil.example.com/track.png?u=1">',
      '<img src="//evil.example.com/a.png">',
      `<img src="http://${env().officialDomain}/a.png">`,
      `<img src="https://${env().officialDomain}.evil.example.com/a.png">`,
      `<img src="https://user@${env().officialDomain}/a.png">`,
      `<img src="https://${env().officialDomain}:8443/a.png">`,
      '<video src="https://evil.example.com/v.mp4" poster="https://evil.example.com/p.png"></video>',
      '<audio src="https://evil.example.com/a.mp3"></audio>',
      '<video><source src="https://evil.example.com/v.mp4"></video>',
      '<table background="https://evil.example.com/bg.png"><tr><td>x</td></tr></table>',
    ])('loads nothing from another host: %s', (html) => {
      const root = parse(html)
      expect(allAttributes(root).filter((a) => ['src', 'poster', 'background'].includes(a.name))).toEqual([])
    })
  })

  describe('attributes that spoof or clobber (ASVS 5.0)', () => {
    it('drops class: server HTML cannot borrow the app’s full-screen mask (overlay spoofing)', () => {
      const root = parse(
        '<div class="adm-mask"><div class="adm-center-popup-wrap adm-dialog">您的账户存在风险，请点击验证</div></div><p class="x">正文</p>',
      )
      expect(allAttributes(root).filter((a) => a.name === 'class')).toEqual([])
      expect(root.querySelector('.adm-mask, .adm-dialog')).toBeNull()
      expect(root.textContent).toContain('正文')
    })

    it('drops dialogs and popovers: nothing laid over the page', () => {
      const root = parse('<dialog open>假弹窗</dialog><div popover="manual">层</div>')
      expect(root.querySelector('dialog, [popover]')).toBeNull()
    })

    it('drops style (no overlay spoofing), id and name (no DOM clobbering)', () => {
      const root = parse(
        '<div style="position:fixed;inset:0;z-index:9999">假弹窗</div><img id="localToken" name="cookie" src="/a.png"><a name="location" href="#x">y</a>',
      )
      expect(root.innerHTML).not.toMatch(/style=|id=|name=/)
      expect(root.textContent).toContain('假弹窗')
    })
  })

  it('never lets script, handlers or unsafe links through, whatever the fragments (property)', () => {
    const fragment = fc.constantFrom(
      '<a href="javascript:alert(1)">',
      '<a href="https://ok.example.com" target="_top">',
      '<a href="//evil.com">',
      '<img src=x onerror=alert(1)>',
      '<img src="//evil.com/a.png">',
      '<div class="adm-mask">',
      '<svg><script>alert(1)</script></svg>',
      '<script>',
      '</script>',
      '<iframe src=//evil.com>',
      '<style>',
      '<p onclick=x>',
      '<form>',
      '"',
      "'",
      '>',
      '<!--',
      '-->',
      '<noscript>',
      '</noscript>',
      '<p title="',
      '文本',
    )
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), (parts) => {
        const root = parse(parts.join(''))
        expect(root.querySelector('script, style, iframe, form, svg')).toBeNull()
        for (const { el, name, value } of allAttributes(root)) {
          expect(name).not.toMatch(/^on/i)
          expect(name).not.toBe('class')
          if (name === 'src') expect(value.startsWith('//')).toBe(false)
          if (name === 'href') expect(isSafeInAppLink(value)).toBe(true)
          if (el.tagName === 'A' && name === 'target') expect(value).toBe('_blank')
        }
        root.querySelectorAll('a').forEach((a) => expect(a).toHaveAttribute('rel', 'noopener noreferrer'))
      }),
      { numRuns: 200 },
    )
  })
})
