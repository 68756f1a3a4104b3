import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { CHANNELS, PHONE, UNTAGGED_PROJECT } from './tests/e2e/channels'
import { BASE_URL, DIST, E2E_WORKERS, originOf, portOf } from './tests/e2e/server'

/**
 * End-to-end tests (docs/testing.md): the production build served with the mock backend, driven as the
 * phones customers hold. One project per channel in Debian's Chromium (WeChat on Android, WeChat on an
 * iPhone, the app, a plain browser), each running the journeys tagged with its channel
 * (tests/e2e/channels.ts), and one project per older real engine.
 */
if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST}/ is missing: run \`npm run build:e2e\` first`)

/** Tests that read the build and the mock server only: no browser. */
const BUILD_CHECKS = ['bundle.e2e.ts', 'chunk-map.e2e.ts', 'floor.e2e.ts', 'engines/probe.e2e.ts']
/** Journeys with a project of their own: through real nginx (TLS, HTTP/2, brotli, the shipped server block). */
const NGINX_JOURNEYS = 'nginx.e2e.ts'
/** The journeys in Debian's Chromium: every file but the build checks, nginx's and the older engines' own. */
const JOURNEYS = { testIgnore: [...BUILD_CHECKS, NGINX_JOURNEYS, 'engines/**'] }
const CHANNEL_TAGS = Object.values(CHANNELS).map(({ tag }) => tag)

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
    // Snapshots (the chunk map) in one file each, the same on every platform: tests/e2e/snapshots/.
    { name: 'build', testMatch: BUILD_CHECKS, snapshotPathTemplate: '{testDir}/snapshots/{arg}{ext}' },
    ...Object.entries(CHANNELS).map(([name, { tag, userAgent }]) => ({
      name,
      ...JOURNEYS,
      grep: new RegExp(`${tag}(?![\\w-])`),
      use: { browserName: 'chromium' as const, ...PHONE, userAgent },
    })),
    // A journey that names no channel would run nowhere: here it fails instead (tests/e2e/browser.ts).
    { name: UNTAGGED_PROJECT, ...JOURNEYS, grepInvert: new RegExp(CHANNEL_TAGS.join('|')) },
    // The shipped nginx block in front of each worker's mock backend, as WeChat on Android (tests/e2e/nginx.ts).
    {
      name: 'nginx',
      testMatch: NGINX_JOURNEYS,
      use: {
        browserName: 'chromium' as const,
        ...PHONE,
        userAgent: CHANNELS.wechat.userAgent,
        // The certificate is a throwaway self-signed one, made at run time.
        ignoreHTTPSErrors: true,
      },
    },
    // WebKitGTK through its WebDriver, standing in for the iPhone's system WebKit (tests/e2e/engines/).
    { name: 'webkit', testMatch: 'engines/webkit.e2e.ts' },
    // Chromium 71 from an npm package: Android WeChat's lagging XWeb and the app's webview.
    { name: 'chromium-71', testMatch: 'engines/old-chromium.e2e.ts' },
  ],
})
