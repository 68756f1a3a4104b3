import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './csp.ts'
import { environmentTable } from './environments.ts'

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
    ])
    for (const other of ['dev', 'sit', 'uat']) {
      const host = environmentTable(other)[0].apiBase
      if (host) expect(policy).not.toContain(new URL(host).host)
    }
  })

  it('allows no inline or third-party script, no plugin and no wide-open picture source', () => {
    const d = directives(contentSecurityPolicy(environmentTable('prod')))
    expect(d.get('script-src')).toEqual(["'self'"])
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

  it('reads an unknown mode (vitest’s “test”) as production', () => {
    expect(environmentTable('test')).toEqual(environmentTable('prod'))
  })
})
