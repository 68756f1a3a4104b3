// `node scripts/build-reference.mjs [outDir]`: the reference page of the benchmark (bench/reference/: React,
// the hash router, antd-mobile, one list, none of the app), built by the app's own vite.config.ts (plugins,
// chunk rules, CSP, target) and served at /__reference/. `npm run build:e2e` builds it into
// dist-reference/, beside dist/, for the byte budgets of tests/e2e/bundle.e2e.ts; the Lighthouse benchmark
// into its build's __reference/ folder (scripts/bench-lighthouse.mjs).
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Where the reference page is served, beside the app on the same origin. */
export const REFERENCE_BASE = '/__reference/'

export async function buildReference(outDir, logLevel = 'warn') {
  const { build } = await import('vite')
  // A production build needs a share-link key (build/environments.ts); the reference page shares nothing.
  process.env.SHARE_LINK_KEY_PROD ||= 'reference-page-without-share-links'
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'prod',
    root: path.join(root, 'bench', 'reference'),
    base: REFERENCE_BASE,
    logLevel,
    build: { outDir: path.resolve(root, outDir), emptyOutDir: true },
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await buildReference(process.argv[2] ?? 'dist-reference', 'error')
