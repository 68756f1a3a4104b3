import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

/** End-to-end tests: the production build served with the mock backend, driven in Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    retry: 0,
    pool: 'forks',
  },
})
