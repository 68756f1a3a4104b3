import { readFileSync } from 'node:fs'
import path from 'node:path'
import { db } from '@mocks/db'
import { mockTicketFor } from '@mocks/handlers/oauth'
import {
  CUSTOMER_LOCAL_KEYS,
  CUSTOMER_SESSION_KEYS,
  IDENTITY_LOCAL_KEYS,
  IDENTITY_SESSION_KEYS,
  LOCAL_KEYS,
  LOGIN_TTL_MS,
  PROFILE_KEYS,
  RETIRED_LOCAL_KEYS,
  SESSION_KEYS,
  UNWRITTEN_KEYS,
  identityStore,
  purgeRetiredKeys,
  session,
} from '@/shared/lib/storage'
import { setUserAgent } from '@tests/render'
import { appLogin, resetAppLogin } from './app-login'
import { completeOAuth } from './wechat-oauth'

/**
 * docs/identity.md, "Every key, where it lives and when it goes": the table is the lists of storage.ts, and
 * every key goes when the table says.
 */
type Store = 'local' | 'session'
interface Row {
  key: string
  store: Store
  goes: string
}

const doc = readFileSync(path.resolve(__dirname, '../../../docs/identity.md'), 'utf8')
const section = doc.split('## Every key, where it lives and when it goes')[1]?.split('\n## ')[0] ?? ''
const table: Row[] = section
  .split('\n')
  .map((line) => /^\|\s*`([^`]+)`\s*\|\s*(local|session)\s*\|\s*([^|]+?)\s*\|/.exec(line))
  .filter((m): m is RegExpExecArray => !!m)
  .map((m) => ({ key: m[1], store: m[2] as Store, goes: m[3] }))

const has = (list: readonly string[], key: string) => list.includes(key)

/** When a key goes, from the lists of storage.ts, in the table's words. */
function goesByCode(key: string, store: Store): string {
  if (store === 'local') {
    if (key in UNWRITTEN_KEYS) return 'never written'
    if (has(IDENTITY_LOCAL_KEYS, key)) return 'a sign-in, a 403, the sign-out; 23 h after the WeChat sign-in'
    if (has(CUSTOMER_LOCAL_KEYS, key)) return 'the next sign-in'
    return "stays (the device's)"
  }
  if (has(IDENTITY_SESSION_KEYS, key)) return 'a sign-in, a 403, the sign-out; the tab closing'
  if (has(CUSTOMER_SESSION_KEYS, key)) return 'the next sign-in; the tab closing'
  return 'the tab closing'
}

const areaOf = (store: Store) => (store === 'local' ? localStorage : sessionStorage)
const FILLER = 'left-by-customer-A'

/** Every key of the table holds something of customer A (WxUser and the expiry in their own shapes). */
function fillEveryKey(expiry: number) {
  for (const { key, store } of table) {
    let value = FILLER
    if (key === 'WxUser') value = JSON.stringify({ openid: FILLER, phone: '13600000001' })
    if (key === 'localUserExpireDate') value = String(expiry)
    areaOf(store).setItem(key, value)
  }
}

const heldByA = ({ key, store }: Row) => {
  const value = areaOf(store).getItem(key)
  return (
    value !== null &&
    (value.includes(FILLER) || (key === 'localUserExpireDate' && value === String(expiryOfA)))
  )
}
let expiryOfA = 0

afterEach(() => resetAppLogin())

describe('docs/identity.md, every key, where it lives and when it goes', () => {
  it('lists every key of storage.ts once, in its store', () => {
    expect(table.filter((r) => r.store === 'local').map((r) => r.key)).toEqual([...LOCAL_KEYS])
    expect(table.filter((r) => r.store === 'session').map((r) => r.key)).toEqual([...SESSION_KEYS])
  })

  it('says when each key goes as storage.ts does', () => {
    for (const row of table) expect(row.goes, `${row.store} ${row.key}`).toBe(goesByCode(row.key, row.store))
  })

  it('keeps no profile key in localStorage', () => {
    for (const key of PROFILE_KEYS) expect(table.find((r) => r.key === key)?.store, key).toBe('session')
  })
})

describe('walking the table', () => {
  beforeEach(() => {
    expiryOfA = Date.now() + LOGIN_TTL_MS
    fillEveryKey(expiryOfA)
  })

  const goneAtSignIn = (row: Row) =>
    row.goes.startsWith('a sign-in') || row.goes.startsWith('the next sign-in')

  it.each(['app ticket', 'WeChat OAuth'] as const)(
    'a sign-in (%s) leaves nothing of customer A in the keys it names',
    async (by) => {
      if (by === 'app ticket') {
        setUserAgent('app')
        expect(await appLogin({ ticket: mockTicketFor(db.users.whitelisted.appClientNo) })).toEqual({
          status: 'ok',
        })
      } else {
        setUserAgent('wx')
        session.set('AUTH_RANDOM', 'state-k')
        window.history.replaceState(null, '', '/?code=CODEK&state=state-k#/mgmfour')
        expect(await completeOAuth()).toBe('ok')
        window.history.replaceState(null, '', '/')
      }
      for (const row of table) {
        if (row.goes === 'never written') continue
        if (goneAtSignIn(row)) expect(heldByA(row), `${row.store} ${row.key} still holds A`).toBe(false)
        else if (!['AUTH_RANDOM', 'routerErrorNum'].includes(row.key))
          expect(heldByA(row), `${row.store} ${row.key} went`).toBe(true)
      }
    },
  )

  it('a 403 or the sign-out forgets who is signed in, and leaves what goes at the next sign-in', () => {
    identityStore.clear()
    for (const row of table) {
      if (row.goes === 'never written') continue
      expect(heldByA(row), `${row.store} ${row.key}`).toBe(!row.goes.startsWith('a sign-in'))
    }
  })

  it('a 403 or the sign-out takes the prize detail opened (card number and password) with the customer', () => {
    expect(sessionStorage.getItem('mgmPrizeDetail')).toBe(FILLER)
    identityStore.clear()
    expect(sessionStorage.getItem('mgmPrizeDetail')).toBeNull()
  })

  it('23 hours after the WeChat sign-in, start-up drops the WeChat user with its token, and nothing else', () => {
    purgeRetiredKeys(expiryOfA)
    for (const row of table) {
      const wechatLogin = row.goes.includes('23 h after') || (row.store === 'session' && row.key === 'WxUser')
      if (row.goes === 'never written') expect(areaOf(row.store).getItem(row.key)).toBeNull()
      else expect(heldByA(row), `${row.store} ${row.key}`).toBe(!wechatLogin)
    }
  })

  it('start-up removes from localStorage the profile earlier versions kept there', () => {
    for (const key of RETIRED_LOCAL_KEYS) localStorage.setItem(key, FILLER)
    purgeRetiredKeys(expiryOfA - 1)
    for (const key of RETIRED_LOCAL_KEYS) expect(localStorage.getItem(key), key).toBeNull()
    expect(localStorage.getItem('localToken')).toBe(FILLER)
  })
})
