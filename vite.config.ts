/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { defineConfig, loadEnv, type Plugin, type ViteDevServer } from 'vite'
import react from '@vitejs/plugin-react'

const ENV_NAMES = ['dev', 'sit', 'uat', 'prod'] as const
const root = fileURLToPath(new URL('.', import.meta.url))

/** Path prefixes the backend answers (api-contract.md) plus the mock-only helpers. */
export const BACKEND_PREFIXES = [
  '/cms.wechat',
  '/cms.marketing',
  '/cms.product',
  '/cms.system',
  '/aresoft-wechat',
  '/aresoft-user',
  '/connect/oauth2',
]

/** Every environment's public settings, so one bundle picks its environment from the page's host. */
function environmentTable() {
  return ENV_NAMES.map((name) => {
    const env = loadEnv(name, root, 'VITE_')
    return {
      name,
      host: env.VITE_ENV_HOST,
      apiBase: env.VITE_API_BASE,
      officialDomain: env.VITE_OFFICIAL_DOMAIN,
      wxScope: env.VITE_WX_SCOPE,
      wxAuthorizeUrl: env.VITE_WX_AUTHORIZE_URL,
      appLoginUrl: env.VITE_APP_LOGIN_URL,
      appOpenAccountUrl: env.VITE_APP_OPEN_ACCOUNT_URL,
    }
  })
}

/**
 * `npm start` without API_PROXY_TARGET: the msw handlers answer every backend path inside the dev
 * server (the same handlers vitest and the e2e server use). They are loaded through Vite's SSR loader,
 * so nothing under mocks/ ever reaches the client bundle.
 */
function mockBackend(officialDomain: string): Plugin {
  return {
    name: 'mock-backend',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      let app: Promise<(req: IncomingMessage, res: ServerResponse, next: () => void) => void> | undefined
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? ''
        if (!url.startsWith('/__mock') && !BACKEND_PREFIXES.some((p) => url.startsWith(p))) return next()
        process.env.MOCK_OFFICIAL_DOMAIN ??= officialDomain
        app ??= server.ssrLoadModule('/mocks/server.ts').then((m) => m.createMockApp())
        app.then((handler) => handler(req, res, next)).catch(next)
      })
    },
  }
}

/**
 * The Content-Security-Policy of the built page (issue 10), as a `<meta http-equiv>` in index.html, so it
 * holds wherever dist/ is served. Every environment's API origin and official domain is listed because the
 * build picks its environment at run time from the host. Builds only: the dev server's inline preamble
 * would not pass it. `frame-ancestors` cannot live in a meta tag: the server sends it (README).
 */
export function contentSecurityPolicy(envs: ReturnType<typeof environmentTable>): string {
  const origins = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => !!v).map((v) => new URL(v).origin))].join(' ')
  const api = origins(envs.map((e) => e.apiBase))
  const official = origins(envs.map((e) => e.officialDomain && `https://${e.officialDomain}`))
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd-mobile, swiper and React style attributes are inline styles; no inline script is allowed.
    "style-src 'self' 'unsafe-inline'",
    // Banners, posters and product pictures come from the CMS's CDN hosts; QR codes and posters as data/blob.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    // Agreement documents and the direct-sales pages shown in a frame.
    `frame-src 'self' ${official}`,
    "media-src 'self' https:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ')
}

function cspMeta(): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(environmentTable()),
        },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/** Writes dist/.vite/chunk-modules.json (chunk → source modules) so bundle tests can see what each chunk holds. */
function chunkModules(): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      const sizes: Record<string, Record<string, number>> = {}
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          map[item.fileName] = item.moduleIds.map((id) => id.replace(root, ''))
          sizes[item.fileName] = Object.fromEntries(
            Object.entries(item.modules).map(([id, m]) => [id.replace(root, ''), m.renderedLength]),
          )
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) })
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(sizes) })
    },
  }
}

export default defineConfig(({ command, mode }) => {
  const modeEnv = loadEnv(mode, root, '')
  const proxyTarget = process.env.API_PROXY_TARGET
  const mockMode = command === 'serve' && !proxyTarget && mode !== 'test'
  const shareKeyVar = modeEnv.VITE_SHARE_KEY_VAR
  return {
    plugins: [
      react(),
      chunkModules(),
      cspMeta(),
      ...(mockMode ? [mockBackend(modeEnv.VITE_OFFICIAL_DOMAIN ?? '')] : []),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    define: {
      __APP_ENVIRONMENTS__: JSON.stringify(environmentTable()),
      __BUILD_ENV__: JSON.stringify(modeEnv.VITE_ENV_NAME ?? mode),
      // The share-link key is read from the build environment, never from the repo.
      __SHARE_LINK_KEY__: JSON.stringify((shareKeyVar && process.env[shareKeyVar]) || ''),
      __MOCK_MODE__: JSON.stringify(mockMode),
    },
    server: {
      port: 5173,
      host: true,
      proxy: proxyTarget
        ? Object.fromEntries(
            BACKEND_PREFIXES.map((p) => [p, { target: proxyTarget, changeOrigin: true, secure: true }]),
          )
        : undefined,
    },
    build: {
      target: 'es2020',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 800,
      rollupOptions: {
        output: {
          // Everything start-up needs in one chunk: a dozen tiny shared chunks cost ~8 KiB of gzip overhead.
          manualChunks(id: string) {
            if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|axios)\//.test(id))
              return 'core'
            if (
              /\/src\/(api\/(http|endpoints|identity)|shared\/lib\/(storage|env|browser|loading|toast|paths|channel))\.ts$/.test(
                id,
              )
            )
              return 'core'
            return undefined
          },
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      restoreMocks: true,
      // No retries anywhere (DEVELOPERS.md): a test that fails once is a race to fix, not to repeat.
      retry: 0,
      unstubGlobals: true,
    },
  }
})
