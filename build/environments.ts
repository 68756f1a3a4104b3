import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

/** The project's root, with a trailing slash (the folder holding vite.config.ts and the .env files). */
export const root = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')}/`

const ENV_NAMES = ['dev', 'sit', 'uat', 'prod'] as const

/** Path prefixes the backend answers (docs/api-contract.md) plus the mock-only helpers. */
export const BACKEND_PREFIXES = [
  '/cms.wechat',
  '/cms.marketing',
  '/cms.product',
  '/cms.system',
  '/aresoft-wechat',
  '/aresoft-user',
  '/connect/oauth2',
]

export interface Environment {
  name: string
  host?: string
  extraHosts: string[]
  apiBase?: string
  officialDomain?: string
  wxScope?: string
  wxAuthorizeUrl?: string
  appLoginUrl?: string
  appOpenAccountUrl?: string
  imageHosts: string[]
}

/** A comma-separated list of hosts, lower case. */
const hostList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)

/**
 * The share-link key a build carries (docs/deployment.md, "The share-link key"): the value of the build
 * variable its `.env` names. A production build without it fails: its posters would silently go without
 * their links.
 */
export function shareLinkKey(
  mode: string,
  command: string,
  variable: string | undefined,
  vars = process.env,
): string {
  const key = (variable && vars[variable]) || ''
  if (!key && command === 'build' && mode === 'prod')
    throw new Error(
      `a production build needs the share-link key: set ${variable ?? 'the variable VITE_SHARE_KEY_VAR names'}`,
    )
  return key
}

/**
 * The public settings of the build's own environment (its `--mode`'s .env file; `prod` for any other mode,
 * like vitest's `test`). A build carries only these, and its CSP lists only their hosts: a production build
 * names no dev, sit or uat host (docs/deployment.md, Environments).
 */
export function environmentTable(mode: string): Environment[] {
  const name = (ENV_NAMES as readonly string[]).includes(mode) ? mode : 'prod'
  const env = loadEnv(name, root, 'VITE_')
  return [
    {
      name: env.VITE_ENV_NAME || name,
      host: env.VITE_ENV_HOST,
      extraHosts: hostList(env.VITE_EXTRA_HOSTS),
      apiBase: env.VITE_API_BASE,
      officialDomain: env.VITE_OFFICIAL_DOMAIN,
      wxScope: env.VITE_WX_SCOPE,
      wxAuthorizeUrl: env.VITE_WX_AUTHORIZE_URL,
      appLoginUrl: env.VITE_APP_LOGIN_URL,
      appOpenAccountUrl: env.VITE_APP_OPEN_ACCOUNT_URL,
      imageHosts: hostList(env.VITE_IMAGE_HOSTS),
    },
  ]
}
