import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { contentSecurityPolicy, cspMeta } from './csp.ts'
import { ENTRY_SCRIPT, entryScript } from './entry-script.ts'
import { environmentTable, root } from './environments.ts'

const directives = (policy: string) =>
  new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const))

describe('the build’s Content-Security-Policy (docs/deployment.md)', () => {
  it('lists only the production environment’s hosts in a production build', () => {
    const policy = contentSecurityPolicy(environmentTable('prod'))
    const d = directives(policy)
    expect(d.get('connect-src')).toEqual(["'self'", 'https://api.xywealth.com.cn'])
    expect(d.get('frame-src')).toEqual(["'self'", 'https://zx.xywealth.com.cn'])
    expect(d.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://api.xywealth.com.cn',
      'https://zx.xywealth.com.cn',
      'https://thirdwx.qlogo.cn',
      'https://wx.qlogo.cn',
      // WeChat's JS-SDK report beacon (docs/deployment.md, CSP).
      'https://open.weixin.qq.com',
    ])
    expect(d.get('media-src')).not.toContain('https://open.weixin.qq.com')
    for (const other of ['dev', 'sit', 'uat']) {
      const host = environmentTable(other)[0].apiBase
      if (host) expect(policy).not.toContain(new URL(host).host)
    }
  })

  it('lets the monitor send to a collector on another origin, and only when the build names one (docs/observability.md)', () => {
    const connect = (url?: string) =>
      directives(contentSecurityPolicy(environmentTable('prod'), url)).get('connect-src')
    expect(connect()).toEqual(["'self'", 'https://api.xywealth.com.cn'])
    expect(connect('/monitor/collect')).toEqual(["'self'", 'https://api.xywealth.com.cn'])
    expect(connect('https://api.xywealth.com.cn/monitor/collect')).toEqual([
      "'self'",
      'https://api.xywealth.com.cn',
    ])
    expect(connect('https://rum.xywealth.com.cn/collect?app=h5')).toEqual([
      "'self'",
      'https://api.xywealth.com.cn',
      'https://rum.xywealth.com.cn',
    ])
  })

  it('allows no third-party script, no inline script but the entry script, no plugin and no wide-open picture source', () => {
    const d = directives(contentSecurityPolicy(environmentTable('prod')))
    const hash = createHash('sha256').update(ENTRY_SCRIPT, 'utf8').digest('base64')
    expect(d.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`])
    expect(d.get('object-src')).toEqual(["'none'"])
    expect(d.get('base-uri')).toEqual(["'none'"])
    expect(d.get('img-src')).not.toContain('https:')
    expect(d.get('media-src')).not.toContain('https:')
  })

  it('names each origin once, whatever the environment repeats', () => {
    const env = { ...environmentTable('prod')[0] }
    env.imageHosts = ['api.xywealth.com.cn', 'wx.qlogo.cn', 'wx.qlogo.cn']
    const img = directives(contentSecurityPolicy([env])).get('img-src') ?? []
    expect(img.filter((o) => o === 'https://wx.qlogo.cn')).toHaveLength(1)
    expect(img.filter((o) => o === 'https://api.xywealth.com.cn')).toHaveLength(1)
  })

  it('allows the inline script of the built index.html by its hash, and that script only', () => {
    // index.html as the build's plugins leave it: the CSP meta first, then the page with the entry script.
    const source = readFileSync(`${root}index.html`, 'utf8')
    const transform = (plugin: { transformIndexHtml?: unknown }, html: string) => {
      const hook = plugin.transformIndexHtml as (html: string) => unknown
      return hook(html)
    }
    const tags = transform(cspMeta('prod'), source) as { attrs: { content: string } }[]
    const html = transform(entryScript(), source) as string
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1])
    expect(inline).toEqual([ENTRY_SCRIPT])
    const hashes = inline.map(
      (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
    )
    expect(directives(tags[0].attrs.content).get('script-src')).toEqual(["'self'", ...hashes])
  })

  it('reads an unknown mode (vitest’s “test”) as production', () => {
    expect(environmentTable('test')).toEqual(environmentTable('prod'))
  })
})
