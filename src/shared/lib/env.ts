/**
 * The runtime environment, chosen from the page's host (api-contract.md, Transport). A build carries the
 * public settings of its own environment only (its `--mode`'s .env file, which its CSP lists too); its
 * hosts (VITE_ENV_HOST and the backup domains of VITE_EXTRA_HOSTS) get them, while this machine
 * (localhost, 127.0.0.1, [::1]) and the dev server's mock backend talk to their own origin, so a dev proxy,
 * the e2e server or the mock can answer. Any other host is a build opened where it does not belong: it is
 * WRONG_HOST, and the page says so instead of guessing (docs/deployment.md, Environments).
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
  /**
   * Hosts pictures may load from besides the page's own: the API host, the official domain and the
   * environment's VITE_IMAGE_HOSTS (the CSP's img-src lists the same; the rich-text sanitiser reads it).
   */
  imageHosts: string[]
  mock: boolean
}

/** Same-origin OAuth path for local and unknown hosts (a reverse proxy or the mock server answers it). */
export const LOCAL_AUTHORIZE_PATH = '/connect/oauth2/authorize'
/** Same-origin stand-ins of the app's native pages for local and unknown hosts (the mock server answers). */
export const LOCAL_APP_LOGIN_PATH = '/app-native/login'
export const LOCAL_APP_OPEN_ACCOUNT_PATH = '/app-native/openAccount'

/** The name of the environment of a host the build does not list. */
export const WRONG_HOST = 'wrong-host'

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]']

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return ''
  }
}

/** The environment's picture hosts: its API host, its official domain and its VITE_IMAGE_HOSTS. */
function imageHostsOf(e: AppEnvironment): string[] {
  const hosts = [hostOf(e.apiBase), e.officialDomain, ...(e.imageHosts ?? [])]
  return [...new Set(hosts.map((h) => h.trim().toLowerCase()).filter(Boolean))]
}

export function resolveEnv(
  host: string,
  table: AppEnvironment[] = __APP_ENVIRONMENTS__,
  buildEnv: string = __BUILD_ENV__,
  mock: boolean = __MOCK_MODE__,
): RuntimeEnv {
  const common = { mock }
  const hostname = host.replace(/:\d+$/, '').toLowerCase()
  const match = table.find((e) =>
    [e.host, ...(e.extraHosts ?? [])].some((h) => h && h.toLowerCase() === hostname),
  )
  if (match) return { ...common, ...match, imageHosts: imageHostsOf(match) }
  const fallback = table.find((e) => e.name === buildEnv) ?? table[table.length - 1]
  return {
    ...common,
    imageHosts: fallback ? imageHostsOf(fallback) : [],
    name: common.mock || LOOPBACK.includes(hostname) ? 'local' : WRONG_HOST,
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
