import { readFileSync } from 'node:fs'
import { LOCAL_AUTHORIZE_PATH, resolveEnv, WRONG_HOST } from './env'

const table = [
  {
    name: 'sit',
    host: 'sit-h5.example.cn',
    apiBase: 'https://sit-api.example.cn',
    officialDomain: 'sit-zx.example.cn',
    wxScope: 'snsapi_base',
    wxAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    appLoginUrl: 'https://sit-app.example.cn/native/login',
    appOpenAccountUrl: 'https://sit-app.example.cn/native/openAccount',
  },
  {
    name: 'prod',
    host: 'h5.example.cn',
    apiBase: 'https://api.example.cn',
    officialDomain: 'zx.example.cn',
    wxScope: 'snsapi_userinfo',
    wxAuthorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
    appLoginUrl: 'https://app.example.cn/native/login',
    appOpenAccountUrl: 'https://app.example.cn/native/openAccount',
  },
]

describe('environment from the page host (api-contract.md, Transport)', () => {
  it('picks the environment whose host matches', () => {
    expect(resolveEnv('h5.example.cn', table, 'prod')).toMatchObject({
      name: 'prod',
      apiBase: 'https://api.example.cn',
    })
    expect(resolveEnv('SIT-H5.example.cn:443', table, 'prod')).toMatchObject({
      name: 'sit',
      officialDomain: 'sit-zx.example.cn',
    })
  })

  it.each(['localhost:5173', '127.0.0.1:4173', '[::1]:4173'])('uses same-origin paths on %s', (host) => {
    const env = resolveEnv(host, table, 'prod', false)
    expect(env.name).toBe('local')
    expect(env.apiBase).toBe('')
    expect(env.wxAuthorizeUrl).toBe(LOCAL_AUTHORIZE_PATH)
    expect(env.officialDomain).toBe('zx.example.cn')
  })

  it('on a host the build does not list: the wrong host, not a guess (docs/deployment.md, Environments)', () => {
    for (const host of [
      'unknown.example.org',
      'h5.example.cn.evil.org',
      'uat-h5.example.cn',
      '192.168.1.9:4173',
    ])
      expect(resolveEnv(host, table, 'prod', false).name).toBe(WRONG_HOST)
    // The dev server's mock backend answers on any host (a phone on the same network).
    expect(resolveEnv('192.168.1.9:5173', table, 'prod', true).name).toBe('local')
  })

  it('a backup domain listed at build time is the same environment', () => {
    const withBackup = table.map((e) => (e.name === 'prod' ? { ...e, extraHosts: ['h5b.example.cn'] } : e))
    expect(resolveEnv('H5B.example.cn', withBackup, 'prod', false)).toMatchObject({
      name: 'prod',
      apiBase: 'https://api.example.cn',
    })
    expect(resolveEnv('h5b.example.cn', table, 'prod', false).name).toBe(WRONG_HOST)
  })

  it('gives the picture hosts: the API host, the official domain and VITE_IMAGE_HOSTS', () => {
    const withImages = table.map((e) => ({ ...e, imageHosts: ['thirdwx.qlogo.cn', 'API.example.cn'] }))
    expect(resolveEnv('h5.example.cn', withImages, 'prod').imageHosts).toEqual([
      'api.example.cn',
      'zx.example.cn',
      'thirdwx.qlogo.cn',
    ])
    // Same-origin API on local hosts; the build's hosts stay allowed.
    expect(resolveEnv('localhost:5173', withImages, 'sit').imageHosts).toEqual([
      'sit-api.example.cn',
      'sit-zx.example.cn',
      'thirdwx.qlogo.cn',
      'api.example.cn',
    ])
  })

  it('ships its own environment only: the test build is prod, and names no other environment', () => {
    expect(__APP_ENVIRONMENTS__.map((e) => e.name)).toEqual(['prod'])
    const [prod] = __APP_ENVIRONMENTS__
    expect(prod.host && prod.apiBase && prod.officialDomain && prod.wxScope).toBeTruthy()
    expect(prod.apiBase.startsWith('https://')).toBe(true)
    expect(JSON.stringify(__APP_ENVIRONMENTS__)).not.toMatch(/\b(dev|sit|uat)-/)
  })

  it.each(['dev', 'sit', 'uat', 'prod'])(
    '.env.%s has a host, an https API base, a domain, a scope and picture hosts',
    (name) => {
      const vars = Object.fromEntries(
        readFileSync(`.env.${name}`, 'utf8')
          .split('\n')
          .filter((line) => /^[A-Z_]+=/.test(line))
          .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
      )
      expect(vars.VITE_ENV_NAME).toBe(name)
      expect(vars.VITE_ENV_HOST && vars.VITE_OFFICIAL_DOMAIN && vars.VITE_WX_SCOPE).toBeTruthy()
      expect(vars.VITE_API_BASE).toMatch(/^https:\/\//)
      expect(vars.VITE_IMAGE_HOSTS.split(',').every((h: string) => /^[a-z0-9.-]+$/.test(h))).toBe(true)
    },
  )
})
