import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { BASE_URL, DIST, E2E_WORKERS, originOf, portOf } from './tests/e2e/server'

/**
 * End-to-end tests (docs/testing.md): the production build served with the mock backend, driven in the
 * engines customers hold. One project per engine; each journey names its channels itself (WeChat, the app,
 * a plain browser), as the spec asks of it, so a run never repeats a journey in a channel it is not for.
 */
if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: run \`npm run build:e2e\` first`)

/** Tests that read the build and the mock server only: no browser. */
const BUILD_CHECKS = ['bundle.e2e.ts', 'floor.e2e.ts', 'engines/probe.e2e.ts']

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  // A mock backend holds the scenario a test sets: each worker has one of its own (webServer below).
  workers: E2E_WORKERS,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  // Retrying assertions wait as long as the tests' own waits do on a busy 2-core machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results/e2e',
  webServer: Array.from({ length: E2E_WORKERS }, (_, worker) => ({
    command: 'node --import tsx mocks/serve.ts',
    env: { PORT: String(portOf(worker)), DIST_DIR: DIST, TSX_TSCONFIG_PATH: 'tsconfig.app.json' },
    url: `${originOf(worker)}/__mock/scenario`,
    // A server left on the port by an earlier run would answer with its own build and mock state.
    reuseExistingServer: false,
    timeout: 30_000,
  })),
  use: {
    // The phone itself (375×667, touch, zh-CN, the channel's user agent) is newPhone() in tests/e2e/browser.ts.
    baseURL: BASE_URL,
    // What a failed test looked like, under test-results/e2e/ (a trace: `--trace on` when you need one).
    screenshot: 'only-on-failure',
    // Debian's Chromium, never a downloaded build (docs/engines.md); flags as the machine notes advise.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [
    { name: 'build', testMatch: BUILD_CHECKS },
    { name: 'chromium', testIgnore: [...BUILD_CHECKS, 'engines/**'], use: { browserName: 'chromium' } },
    // WebKitGTK through its WebDriver, standing in for the iPhone's system WebKit (tests/e2e/engines/).
    { name: 'webkit', testMatch: 'engines/webkit.e2e.ts' },
    // Chromium 71 from an npm package: Android WeChat's lagging XWeb and the app's webview.
    { name: 'chromium-71', testMatch: 'engines/old-chromium.e2e.ts' },
  ],
})
