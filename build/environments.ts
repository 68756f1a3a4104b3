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
  apiBase?: string
  officialDomain?: string
  wxScope?: string
  wxAuthorizeUrl?: string
  appLoginUrl?: string
  appOpenAccountUrl?: string
  imageHosts: string[]
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
      apiBase: env.VITE_API_BASE,
      officialDomain: env.VITE_OFFICIAL_DOMAIN,
      wxScope: env.VITE_WX_SCOPE,
      wxAuthorizeUrl: env.VITE_WX_AUTHORIZE_URL,
      appLoginUrl: env.VITE_APP_LOGIN_URL,
      appOpenAccountUrl: env.VITE_APP_OPEN_ACCOUNT_URL,
      imageHosts: (env.VITE_IMAGE_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
  ]
}
