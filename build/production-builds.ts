import path from 'node:path'
import type { Plugin } from 'vite'
import { root } from './environments.ts'

/**
 * The build takes React Router's production files. Its package names only `dist/development` in `exports`
 * (a known upstream issue), whose module-level switch keeps every development warning and its text in the
 * minified file, on every first paint (docs/decisions/034-what-the-largest-paint-waits-for.md). The two files
 * differ in that switch alone. Tests and the dev server keep the development files and their warnings.
 */
const PRODUCTION_FILES: Record<string, string> = {
  'react-router': 'node_modules/react-router/dist/production/index.mjs',
  'react-router/dom': 'node_modules/react-router/dist/production/dom-export.mjs',
}

export function productionBuilds(): Plugin {
  return {
    name: 'storefront:production-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = PRODUCTION_FILES[source]
      return file ? path.join(root, file) : null
    },
  }
}
