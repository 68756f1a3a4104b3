import { ENTRY_SCRIPT } from '../../../build/entry-script'
import {
  IDENTITY_LOCAL_KEYS,
  IDENTITY_SESSION_KEYS,
  identityStore,
  LOCAL_KEYS,
  LOGIN_TTL_MS,
  SESSION_KEYS,
  START_FAILURE_KEY,
  UNWRITTEN_KEYS,
  local,
  loginStore,
  session,
  wxUserStore,
  purgeRetiredKeys,
} from './storage'

describe('storage keys (api-contract.md, Client storage)', () => {
  it('keeps WxUser in both stores and reads it back', () => {
    wxUserStore.set({ openid: 'o1', phone: '13800000000' })
    expect(JSON.parse(localStorage.getItem('WxUser')!)).toEqual({ openid: 'o1', phone: '13800000000' })
    expect(JSON.parse(sessionStorage.getItem('WxUser')!)).toEqual({ openid: 'o1', phone: '13800000000' })
    expect(wxUserStore.get()?.openid).toBe('o1')
  })

  it('ignores a malformed WxUser instead of crashing', () => {
    localStorage.setItem('WxUser', '{not json')
    expect(wxUserStore.get()).toBeNull()
    localStorage.setItem('WxUser', '{"phone":"1"}')
    expect(wxUserStore.get()).toBeNull()
  })

  it('stores the login with a 23-hour expiry as a decimal string', () => {
    wxUserStore.set({ openid: 'o1', phone: '' })
    loginStore.save('tok', 1_000)
    expect(local.get('localToken')).toBe('tok')
    expect(local.get('localUserExpireDate')).toBe(String(1_000 + LOGIN_TTL_MS))
    expect(LOGIN_TTL_MS).toBe(82_800_000)
    expect(loginStore.isValid(1_000 + LOGIN_TTL_MS - 1)).toBe(true)
    expect(loginStore.isValid(1_000 + LOGIN_TTL_MS)).toBe(false)
  })

  it('forgets the whole identity (docs/identity.md): tokens, expiry, the users and the profile', () => {
    wxUserStore.set({ openid: 'o1', phone: '13800000000', nickname: 'A' })
    loginStore.save('t')
    for (const key of IDENTITY_LOCAL_KEYS) if (key !== 'WxUser') local.set(key, 'x')
    for (const key of IDENTITY_SESSION_KEYS) if (key !== 'WxUser') session.set(key, 'x')
    local.set('privacy-version', '3.2')
    identityStore.clear()
    for (const key of ['localToken', 'localUserExpireDate'] as const) expect(local.get(key), key).toBeNull()
    for (const key of ['openId', 'phone', 'nickName'] as const) expect(session.get(key), key).toBeNull()
    expect(session.get('appClientToken')).toBeNull()
    expect(wxUserStore.get()).toBeNull()
    expect(localStorage.getItem('WxUser')).toBeNull()
    expect(sessionStorage.getItem('WxUser')).toBeNull()
    // device settings are not the customer's identity
    expect(local.get('privacy-version')).toBe('3.2')
  })
})

describe('retired keys', () => {
  it('start-up removes the ticket and the user info earlier versions stored', () => {
    local.set('unionAppTicket', 'TK-1')
    local.setJson('loginInfo', { idNo: '110101198503071234' })
    session.set('openZxUrl', 'https://zx.example.cn/')
    purgeRetiredKeys()
    expect(local.get('unionAppTicket')).toBeNull()
    expect(local.get('loginInfo')).toBeNull()
    expect(session.get('openZxUrl')).toBe('https://zx.example.cn/')
  })
})

describe('every storage key is written where a flow produces it (account-and-shared §3, api-contract.md)', () => {
  const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
    eager: true,
    query: '?raw',
    import: 'default',
  })
  const code = Object.values(sources).join('\n')
  const writes = (area: 'local' | 'session', key: string) =>
    new RegExp(`\\b${area}\\.set(Json)?\\(\\s*'${key.replace(/[-]/g, '\\$&')}'`).test(code)

  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100)
  })

  it.each(LOCAL_KEYS.filter((k) => !(k in UNWRITTEN_KEYS)))('local %s is written somewhere', (key) => {
    expect(writes('local', key)).toBe(true)
  })

  // The start-up failure is written by index.html's start-up guard (build/entry-script.ts), outside src.
  it.each(SESSION_KEYS.filter((k) => k !== START_FAILURE_KEY))('session %s is written somewhere', (key) => {
    expect(writes('session', key)).toBe(true)
  })

  it('session startFailure is written by index.html\'s start-up guard (docs/deployment.md, "No white screen")', () => {
    expect(SESSION_KEYS).toContain(START_FAILURE_KEY)
    // The script as index.html carries it, minified: either quote.
    expect(ENTRY_SCRIPT).toMatch(new RegExp(`sessionStorage\\.setItem\\(["']${START_FAILURE_KEY}["']`))
  })

  it.each(Object.keys(UNWRITTEN_KEYS))('%s is deliberately never written (and says why)', (key) => {
    expect(writes('local', key)).toBe(false)
    expect(UNWRITTEN_KEYS[key as keyof typeof UNWRITTEN_KEYS].length).toBeGreaterThan(20)
  })
})
