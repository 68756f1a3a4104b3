/**
 * Every client storage key (api-contract.md, Client storage) lives here, typed. Nothing else in the
 * app touches localStorage or sessionStorage directly.
 */
export const LOCAL_KEYS = [
  'WxUser',
  'localToken',
  'localUserExpireDate',
  'unionAppClientNo',
  'privacy-version',
  'inviterOpenId',
  'localLoginTypeSelect',
  'wxPageId',
  'app_id',
  'key',
  'openZxUrl',
  'zxprivacy',
  'zxprivacyUrl',
  'userShowName',
  'transferFlag',
  'nickName',
  'phone',
  'openId',
  'unionAppTicket',
  'token',
  // App-own keys beyond the contract's list:
  'mgmStoryShown', // marketing §2.1 first-time story flag
  'assetsHidden', // marketing §2.7 masked-amount toggle
  'fundSearchHistory', // catalogue §2.7 viewed products
  'privacyAgreeStatus', // catalogue §3 privacy agree status
  'privacyReadEnd', // catalogue §3 privacy end-of-read flag
  'careMode', // 关怀模式 on this device ('1' on, '0' off)
  'loginInfo', // never written (personal data stays in memory); removed at start-up for earlier versions
] as const

export const SESSION_KEYS = [
  'WxUser',
  'appClientToken',
  'AUTH_RANDOM',
  'islogined',
  'routerErrorNum',
  'showZxHomeAlert',
  'AGREEMENTLIST',
  // App-own keys:
  'reload403', // account-and-shared §8: the 403 reload flag
  'mgmPrizeDetail', // marketing §2.4 prize detail read from session
  'mgmStoryClosed', // marketing §2.1, §4.4 the first-time story closed this session (a failed app login shows it until closed)
  'mgmInviteSave', // marketing §2.2, §4.4 the last save-invite answer, for the landing the bind flow returns to (hasSaveInvite=1)
  'mockChannel', // QA panel channel override (mock mode only)
  'marketIntroShown', // catalogue §2.2 market intro overlay shown this session
  'quizResult', // marketing §4.6 the last quiz result (and what was claimed of it), for back/forward and a reload
  'smsCountdown', // account-and-shared §4/§9 the end of the 60 s SMS countdown (never the code)
  'openRequestIds', // docs/money-actions.md request ids of money-like actions whose answer was lost
  'releaseReloads', // docs/deployment.md "Releases": the releases this tab reloaded to by itself (never twice to one)
] as const

export type LocalKey = (typeof LOCAL_KEYS)[number]
export type SessionKey = (typeof SESSION_KEYS)[number]

/**
 * Contract keys this app deliberately never writes, and why (account-and-shared §3, api-contract.md
 * Client storage). Every other key of the two lists is written where the spec's flow produces it
 * (storage.test.ts checks the source for it).
 */
export const UNWRITTEN_KEYS = {
  unionAppTicket:
    'the app ticket is a credential: read once from the address, kept in memory only, removed at start-up',
  loginInfo: 'personal data (ID number, real name, address) is read for a page and never stored',
  token:
    'the WeChat token is kept once, under localToken (the key the request header reads); a second copy of a credential adds nothing',
} as const satisfies Partial<Record<LocalKey, string>>

function area<K extends string>(store: () => Storage | undefined) {
  return {
    get(key: K): string | null {
      try {
        return store()?.getItem(key) ?? null
      } catch {
        return null
      }
    },
    set(key: K, value: string): void {
      try {
        store()?.setItem(key, value)
      } catch {
        /* private mode or quota: storage is best effort */
      }
    },
    remove(key: K): void {
      try {
        store()?.removeItem(key)
      } catch {
        /* ignore */
      }
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key)
      if (!raw) return null
      try {
        return JSON.parse(raw) as T
      } catch {
        return null
      }
    },
    setJson(key: K, value: unknown): void {
      this.set(key, JSON.stringify(value))
    },
  }
}

export const local = area<LocalKey>(() => (typeof localStorage === 'undefined' ? undefined : localStorage))
export const session = area<SessionKey>(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
)

/**
 * Keys earlier versions wrote and this one never keeps: the app ticket (a credential) and the full user
 * info (ID number, real name, address). Start-up removes them (no personal data kept for good).
 */
export function purgeRetiredKeys(): void {
  local.remove('unionAppTicket')
  local.remove('loginInfo')
}

export interface WxUser {
  openid: string
  phone: string
  nickname?: string
  headimgurl?: string
}

/** The WeChat user lives in both stores (api-contract.md); session wins when both exist. */
export const wxUserStore = {
  get(): WxUser | null {
    const user = session.getJson<WxUser>('WxUser') ?? local.getJson<WxUser>('WxUser')
    return user && typeof user.openid === 'string' && user.openid ? user : null
  },
  set(user: WxUser): void {
    session.setJson('WxUser', user)
    local.setJson('WxUser', user)
  },
}

/** Local login lasts 23 hours (account-and-shared §9). */
export const LOGIN_TTL_MS = 82_800_000

export const loginStore = {
  save(token: string, now: number = Date.now()): void {
    local.set('localToken', token)
    local.set('localUserExpireDate', String(now + LOGIN_TTL_MS))
  },
  isValid(now: number = Date.now()): boolean {
    const expiry = Number(local.get('localUserExpireDate'))
    return !!wxUserStore.get() && Number.isFinite(expiry) && expiry > now
  },
}

/**
 * The one signed-in customer (docs/identity.md): every key that says who is signed in or holds their
 * profile. A sign-in (WeChat OAuth, app ticket, app client id) removes them all before it writes the new
 * customer's, so nothing of an earlier customer on the same webview survives; a 403 or a logout removes
 * them all (account-and-shared §8 names the tokens and the expiry; the profile goes with them).
 */
export const IDENTITY_LOCAL_KEYS = [
  'WxUser',
  'localToken',
  'localUserExpireDate',
  'unionAppClientNo',
  'openId',
  'phone',
  'nickName',
  'userShowName',
  'transferFlag',
  // The direct-sales store address of this customer's app login (account-and-shared §3): one customer's
  // address is never followed for the next (docs/identity.md).
  'openZxUrl',
] as const satisfies readonly LocalKey[]

/** The session half: the WeChat user's copy, the app token and the "marked logged in" flag. */
export const IDENTITY_SESSION_KEYS = [
  'WxUser',
  'appClientToken',
  'islogined',
] as const satisfies readonly SessionKey[]

const identityCleared = new Set<() => void>()

export const identityStore = {
  /** Forgets whoever is signed in: before a sign-in writes the new customer, and on 403 or logout. */
  clear(): void {
    const someone =
      IDENTITY_LOCAL_KEYS.some((key) => local.get(key) !== null) ||
      IDENTITY_SESSION_KEYS.some((key) => session.get(key) !== null)
    for (const key of IDENTITY_LOCAL_KEYS) local.remove(key)
    for (const key of IDENTITY_SESSION_KEYS) session.remove(key)
    if (someone) identityCleared.forEach((listener) => listener())
  },
  /**
   * Calls `listener` after every `clear()` that forgot someone (the server-state cache forgets the customer
   * before, docs/identity.md); returns the unsubscribe. Clearing when nobody is signed in forgets nobody: a
   * 403 to a call made after the customer was signed out leaves the cache, and that call's error, alone.
   */
  onClear(listener: () => void): () => void {
    identityCleared.add(listener)
    return () => void identityCleared.delete(listener)
  },
}
