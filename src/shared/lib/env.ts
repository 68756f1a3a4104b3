/**
 * The runtime environment, chosen from the page's host (api-contract.md, Transport). Every
 * environment's public settings are baked into the bundle from the .env.* files; localhost,
 * 127.0.0.1 and unknown hosts talk to their own origin so a dev proxy or reverse proxy can answer.
 */
export interface RuntimeEnv {
  name: string
  apiBase: string
  officialDomain: string
  wxScope: string
  wxAuthorizeUrl: string
  /** The app's native login page (in-app users); it comes back to `redirect` with a ticket. */
  appLoginUrl: string
  /** The app's native account opening (in-app users without an account). */
  appOpenAccountUrl: string
  mock: boolean
}

/** Same-origin OAuth path for local and unknown hosts (a reverse proxy or the mock server answers it). */
export const LOCAL_AUTHORIZE_PATH = '/connect/oauth2/authorize'
/** Same-origin stand-ins of the app's native pages for local and unknown hosts (the mock server answers). */
export const LOCAL_APP_LOGIN_PATH = '/app-native/login'
export const LOCAL_APP_OPEN_ACCOUNT_PATH = '/app-native/openAccount'

export function resolveEnv(
  host: string,
  table: AppEnvironment[] = __APP_ENVIRONMENTS__,
  buildEnv: string = __BUILD_ENV__,
): RuntimeEnv {
  const common = { mock: __MOCK_MODE__ }
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  const match = table.find((e) => e.host && e.host.toLowerCase() === hostname)
  if (match) return { ...common, ...match }
  const fallback = table.find((e) => e.name === buildEnv) ?? table[table.length - 1]
  return {
    ...common,
    name: 'local',
    apiBase: '',
    officialDomain: fallback?.officialDomain ?? '',
    wxScope: fallback?.wxScope ?? 'snsapi_base',
    wxAuthorizeUrl: LOCAL_AUTHORIZE_PATH,
    appLoginUrl: LOCAL_APP_LOGIN_PATH,
    appOpenAccountUrl: LOCAL_APP_OPEN_ACCOUNT_PATH,
  }
}

let current: RuntimeEnv | undefined
export function env(): RuntimeEnv {
  current ??= resolveEnv(typeof location === 'undefined' ? 'localhost' : location.host)
  return current
}
