import { LOCAL_AUTHORIZE_PATH, resolveEnv } from './env'

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

  it.each(['localhost:5173', '127.0.0.1:4173', 'unknown.example.org'])(
    'uses same-origin paths on %s',
    (host) => {
      const env = resolveEnv(host, table, 'prod')
      expect(env.apiBase).toBe('')
      expect(env.wxAuthorizeUrl).toBe(LOCAL_AUTHORIZE_PATH)
      expect(env.officialDomain).toBe('zx.example.cn')
    },
  )

  it('ships every .env file in the bundle with a host, an API base, a domain and a scope', () => {
    expect(__APP_ENVIRONMENTS__.map((e) => e.name)).toEqual(['dev', 'sit', 'uat', 'prod'])
    for (const e of __APP_ENVIRONMENTS__) {
      expect(e.host && e.apiBase && e.officialDomain && e.wxScope).toBeTruthy()
      expect(e.apiBase.startsWith('https://')).toBe(true)
    }
  })
})
