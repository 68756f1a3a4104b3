/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { antdRenderStub, perModuleImports } from './build/per-module-imports.ts'
import { buildMeta } from './build/build-meta.ts'
import { shortClassNames } from './build/class-names.ts'
import { chunkGroups, fileName, SHELL_FILE, SHELL_STYLE } from './build/chunks.ts'
import { compileHints } from './build/compile-hints.ts'
import { cspMeta } from './build/csp.ts'
import { entryScript } from './build/entry-script.ts'
import { BACKEND_PREFIXES, environmentTable, root, shareLinkKey } from './build/environments.ts'
import { mockBackend } from './build/mock-backend.ts'
import { precompress } from './build/precompress.ts'
import { preloadShell } from './build/preload-shell.ts'
import { productionBuilds } from './build/production-builds.ts'

// The plugins and the chunk rules live in build/, one file each (docs/architecture.md, The build).

/** When this build started (UTC, to the second): the release id when the build environment names none. */
const BUILD_TIME = new Date().toISOString().replace(/\D/g, '').slice(0, 14)

export default defineConfig(({ command, mode }) => {
  const modeEnv = loadEnv(mode, root, '')
  const proxyTarget = process.env.API_PROXY_TARGET
  const mockMode = command === 'serve' && !proxyTarget && mode !== 'test'
  const shareKeyVar = modeEnv.VITE_SHARE_KEY_VAR
  const releaseId = process.env.RELEASE_ID || `${mode}-${BUILD_TIME}`
  return {
    plugins: [
      react(),
      productionBuilds(),
      perModuleImports(),
      antdRenderStub(),
      buildMeta(),
      compileHints(),
      cspMeta(mode, modeEnv.VITE_MONITOR_URL),
      entryScript(),
      preloadShell(),
      precompress(),
      ...(mockMode ? [mockBackend(modeEnv.VITE_OFFICIAL_DOMAIN ?? '')] : []),
    ],
    css: {
      // Built class names are a short hash ('_a1B2c', build/class-names.ts): the names sit in every stylesheet
      // and in each module's class map, all on the first paint (docs/decisions/025). The dev server keeps
      // readable ones.
      modules: command === 'build' ? { generateScopedName: shortClassNames() } : undefined,
    },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
        '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
      },
    },
    define: {
      __APP_ENVIRONMENTS__: JSON.stringify(environmentTable(mode)),
      __BUILD_ENV__: JSON.stringify(modeEnv.VITE_ENV_NAME ?? mode),
      // The share-link key is read from the build environment, never from the repo.
      __SHARE_LINK_KEY__: JSON.stringify(shareLinkKey(mode, command, shareKeyVar)),
      __MOCK_MODE__: JSON.stringify(mockMode),
      // One id for every chunk of a build, in every report it sends (docs/observability.md).
      __RELEASE_ID__: JSON.stringify(releaseId),
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
      // The supported-engine floor (docs/engines.md): iOS 13+ WebKit (iPhone WeChat and Safari) and Android
      // Chrome / WeChat XWeb 70+. Syntax past ES2019 (?. and ??) is lowered; BigInt literals cannot be and
      // are not used; runtime functions the floor lacks come from src/app/floor.ts. tests/e2e/floor.e2e.ts
      // checks the build against this, and the journeys run in WebKit and Chromium 71 (tests/e2e/engines).
      target: ['es2019', 'chrome70', 'safari13'],
      // Source maps for the error reports' stacks, with no `sourceMappingURL` comment in the code: the deploy
      // keeps the .map files out of what is served (docs/observability.md, "Source maps").
      sourcemap: 'hidden',
      // The manifest (module map) is for the bundle statistics only: buildMeta moves it out of dist.
      manifest: true,
      chunkSizeWarningLimit: 800,
      // A page's import does not list the shell's own files: index.html already asks for them, and
      // the loader's work per listed file (resolving, a <link> each) was a long task on a slow phone.
      modulePreload: {
        resolveDependencies: (_file, deps) =>
          deps.filter((dep) => !SHELL_FILE.test(dep) && !SHELL_STYLE.test(dep)),
      },
      rollupOptions: {
        output: {
          codeSplitting: { groups: chunkGroups() },
          chunkFileNames: (chunk) => fileName(chunk.name, 'js'),
          assetFileNames: (asset) => fileName(asset.names[0] ?? '', '[ext]'),
        },
      },
    },
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/**/*.test.{ts,tsx}',
        'build/**/*.test.ts',
      ],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: false,
      testTimeout: 15000,
      pool: 'threads',
      // One worker per core (vitest's default leaves one idle: on CI's two cores, half the speed; docs/testing.md).
      maxWorkers: availableParallelism(),
      restoreMocks: true,
      // No retries anywhere (docs/testing.md): a test that fails once is a race to fix, not to repeat.
      retry: 0,
      unstubGlobals: true,
    },
  }
})
