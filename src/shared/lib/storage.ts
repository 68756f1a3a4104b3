/**
 * Every client storage key (api-contract.md, Client storage) lives here, typed. Nothing else in the
 * app touches localStorage or sessionStorage directly.
 */
export const LOCAL_KEYS = [
  'WxUser',
  'localToken',
  'localUserExpireDate',
  'privacy-version',
  'inviterOpenId',
  'localLoginTypeSelect',
  'wxPageId',
  'app_id',
  'key',
  'zxprivacy',
  'zxprivacyUrl',
  'unionAppTicket',
  'token',
  // App-own keys beyond the contract's list:
  'mgmStoryShown', // marketing §2.1 first-time story flag
  'assetsHidden', // marketing §2.7 masked-amount toggle
  'fundSearchHistory', // catalogue §2.7 viewed products
  'privacyAgreeStatus', // catalogue §3 privacy agree status
  'privacyReadEnd', // catalogue §3 privacy end-of-read flag
  'careMode', // 关怀模式 on this device ('1' on, '0' off)
  'smsCountdown', // account-and-shared §4/§9 the end of the 60 s SMS countdown (never the code), one for every tab
  'loginInfo', // never written (personal data stays in memory); removed at start-up for earlier versions
] as const

/**
 * The app customer's client number and profile, and their direct-sales store address (account-and-shared §3):
 * session keys here, local in the contract and in earlier versions (docs/identity.md).
 */
export const PROFILE_KEYS = [
  'unionAppClientNo',
  'openId',
  'phone',
  'nickName',
  'userShowName',
  'transferFlag',
  'openZxUrl',
] as const

export const SESSION_KEYS = [
  'WxUser',
  'appClientToken',
  'AUTH_RANDOM',
  'appLoginNonce', // docs/identity.md "Whose ticket": the nonce of the native login this page started
  'islogined',
  'routerErrorNum',
  'showZxHomeAlert',
  'AGREEMENTLIST',
  // The contract lists these as local; here the customer's profile lives as long as the session that signed
  // them in (docs/identity.md, "Every key, where it lives and when it goes"):
  ...PROFILE_KEYS,
  // App-own keys:
  'reload403', // account-and-shared §8: the 403 reload flag
  'mgmPrizeDetail', // marketing §2.4 prize detail read from session
  'mgmStoryClosed', // marketing §2.1, §4.4 the first-time story closed this session (a failed app login shows it until closed)
  'mgmInviteSave', // marketing §2.2, §4.4 the last save-invite answer, for the landing the bind flow returns to (hasSaveInvite=1)
  'mockChannel', // QA panel channel override (mock mode only)
  'marketIntroShown', // catalogue §2.2 market intro overlay shown this session
  'quizResult', // marketing §4.6 the last quiz result (and what was claimed of it), for back/forward and a reload
  'openRequestIds', // docs/money-actions.md request ids of money-like actions whose answer was lost
  'pendingTransfer', // docs/money-actions.md the transfer sheet whose answer is unknown (no proof, masked phone)
  'releaseReloads', // docs/deployment.md "Releases": the releases this tab reloaded to by itself (never twice to one)
  'privacyPopReturn', // account-and-shared §4: the route this tab sent to /privacypop, whose isAgree=1 return it honours once
  'startFailure', // docs/deployment.md "No white screen": the start-up guard's last failure (reason, file, time), reported and removed by the next start (docs/observability.md)
] as const

/**
 * The session key the start-up guard (index.html's inline script, build/entry-script.ts) writes a failed start
 * under before it reloads, and the monitor reads and removes on the next good start (docs/observability.md).
 */
export const START_FAILURE_KEY = 'startFailure' satisfies SessionKey

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
 * Keys earlier versions wrote to localStorage and this one never keeps there: the app ticket and a second
 * copy of the WeChat token (credentials), the full user info (ID number, real name, address), and the customer's profile, which now lives in the
 * session that signed them in (docs/identity.md). Start-up removes them (no personal data kept for good).
 */
export const RETIRED_LOCAL_KEYS = ['unionAppTicket', 'loginInfo', 'token', ...PROFILE_KEYS] as const

export function purgeRetiredKeys(now: number = Date.now()): void {
  for (const key of RETIRED_LOCAL_KEYS) {
    try {
      localStorage.removeItem(key)
    } catch {
      /* no storage */
    }
  }
  loginStore.dropExpired(now)
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
  /**
   * The WeChat user (with their phone) goes with their token: once the 23 hours are over, `WxUser`, the token
   * and its expiry are removed (docs/identity.md). An app session on the same webview is not touched.
   */
  dropExpired(now: number = Date.now()): void {
    const held = WECHAT_LOGIN_KEYS.some((key) => local.get(key) !== null) || session.get('WxUser') !== null
    if (!held || this.isValid(now)) return
    for (const key of WECHAT_LOGIN_KEYS) local.remove(key)
    session.remove('WxUser')
  },
}

const WECHAT_LOGIN_KEYS = [
  'WxUser',
  'localToken',
  'localUserExpireDate',
] as const satisfies readonly LocalKey[]

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
] as const satisfies readonly LocalKey[]

/**
 * The session half: the WeChat user's copy, the app client number and token, the "marked logged in" flag,
 * the profile and the prize detail.
 */
export const IDENTITY_SESSION_KEYS = [
  'WxUser',
  'appClientToken',
  'islogined',
  // The profile, with the direct-sales store address of this customer's app login (account-and-shared §3):
  // one customer's address is never followed for the next (docs/identity.md).
  ...PROFILE_KEYS,
  // The prize detail opened: an e-card's card number and password are the customer's credentials, so they go
  // whenever the customer does, a 403 and the sign-out included (docs/identity.md).
  'mgmPrizeDetail',
] as const satisfies readonly SessionKey[]

/**
 * Not who is signed in, but what one customer's visit left that the next customer must not inherit: where
 * their flow was going, the save-invite answer, the quiz result and the closed first-time story. A sign-in
 * removes them (`identityStore.signIn`); a 403 or the sign-out does not (the same customer usually comes
 * back). The SMS countdown is not one of them: it holds only an end time, for the device (docs/identity.md).
 */
export const CUSTOMER_LOCAL_KEYS = [
  // Where this customer's flow goes next: the page a bind returns to, the login choice.
  'wxPageId',
  'localLoginTypeSelect',
] as const satisfies readonly LocalKey[]
export const CUSTOMER_SESSION_KEYS = [
  'showZxHomeAlert',
  'mgmInviteSave',
  'quizResult',
  'mgmStoryClosed',
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
   * A sign-in begins (WeChat OAuth, an app ticket): whoever was signed in is forgotten, and so is what their
   * visit left for the next customer (`CUSTOMER_LOCAL_KEYS`, `CUSTOMER_SESSION_KEYS`).
   */
  signIn(): void {
    for (const key of CUSTOMER_LOCAL_KEYS) local.remove(key)
    for (const key of CUSTOMER_SESSION_KEYS) session.remove(key)
    this.clear()
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
