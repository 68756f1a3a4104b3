import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { root } from './environments.ts'

/**
 * Imports through an index file ("barrel") become one import per module in the build:
 * `import { Button, Popup } from 'antd-mobile'` → `import { Button } from 'antd-mobile/es/components/button'`…
 * Through an index every module "reaches" every other one, so the chunk rules (build/chunks.ts) would count
 * what a page never draws as drawn by it: antd-mobile's animation code, the Result icons behind the notice
 * bar's icon imports, the hooks of ahooks that the infinite scroll does not use, or the dialog behind the
 * shared widgets' index (docs/decisions/007 and 025). What each index exports is read from the index itself.
 * Tests (vitest) keep the indexes; only the build rewrites.
 */
interface Barrel {
  /** The specifier rewritten. */
  specifier: string
  /** The index file, from the project's root. */
  index: string
  /** Which importers are rewritten. */
  importers: RegExp
  /** An index whose names this one re-exports whole (`export * from`). */
  also?: string
  /** The package's `exports` allow no deep import: name the module by its path on disk. */
  absolute?: boolean
}

const BARRELS: Barrel[] = [
  { specifier: 'antd-mobile', index: 'node_modules/antd-mobile/es/index.js', importers: /\/src\// },
  {
    specifier: 'antd-mobile-icons',
    index: 'node_modules/antd-mobile-icons/es/index.js',
    importers: /\/src\/|\/node_modules\/antd-mobile\/es\//,
  },
  {
    specifier: 'ahooks',
    index: 'node_modules/ahooks/es/index.js',
    importers: /\/node_modules\/antd-mobile\/es\//,
  },
  {
    specifier: '@tanstack/react-query',
    index: 'node_modules/@tanstack/react-query/build/modern/index.js',
    importers: /\/src\//,
    // Its index re-exports the whole of query-core (`export *`).
    also: 'node_modules/@tanstack/query-core/build/modern/index.js',
    absolute: true,
  },
  {
    specifier: '@tanstack/query-core',
    index: 'node_modules/@tanstack/query-core/build/modern/index.js',
    importers: /\/node_modules\/@tanstack\/react-query\//,
    absolute: true,
  },
]

interface Target {
  /** The module that defines it. */
  from: string
  /** Its name there ('default' for a default export). */
  name: string
}

/** A relative path from an index, as an import specifier of the module it names (file or folder index). */
function moduleOf(barrel: Barrel, relative: string, index = barrel.index): string {
  const dir = path.dirname(index)
  if (barrel.absolute) return path.join(root, dir, relative)
  const base = path.join(dir, relative).replace(/^node_modules\//, '')
  const onDisk = path.join(root, dir, relative)
  const file = ['', '.js', '.ts', '.tsx', '/index.js']
    .map((ext) => onDisk + ext)
    .find((candidate) => existsSync(candidate) && !candidate.endsWith('/'))
  if (barrel.specifier.startsWith('@/'))
    return relative.startsWith('@/')
      ? relative
      : `@/${path.relative('src', path.join(dir, relative)).split(path.sep).join('/')}`
  if (!file) throw new Error(`build/per-module-imports.ts: ${relative} of ${barrel.index} not found`)
  return file.endsWith('/index.js') && !relative.endsWith('index.js') ? `${base}/index.js` : base
}

/** Every name an index exports, with the module that defines it: `export { a as b } from`, `import x from`. */
export function exportsOf(barrel: Barrel, source: string, index = barrel.index): Map<string, Target> {
  const names =
    barrel.also && index === barrel.index
      ? exportsOf(barrel, readFileSync(path.join(root, barrel.also), 'utf8'), barrel.also)
      : new Map<string, Target>()
  for (const [, specs, from] of source.matchAll(/export\s*\{([^}]+)\}\s*from\s*['"]([^'"]+)['"]/g))
    for (const spec of specs.split(',').map((s) => s.trim())) {
      if (!spec || spec.startsWith('type ')) continue
      const [name, alias] = spec.split(/\s+as\s+/)
      names.set(alias ?? name, { from: moduleOf(barrel, from, index), name })
    }
  // `export * from './x'` (the app's own indexes): the names `x` declares.
  for (const [, from] of source.matchAll(/export\s*\*\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const file = ['.ts', '.tsx', '.js']
      .map((ext) => path.join(root, path.dirname(index), from + ext))
      .find((candidate) => existsSync(candidate))
    if (!file) throw new Error(`build/per-module-imports.ts: ${from} of ${index} not found`)
    for (const [, name] of readFileSync(file, 'utf8').matchAll(
      /export\s+(?:async\s+)?(?:const|let|function\*?|class)\s+([\w$]+)/g,
    ))
      names.set(name, { from: moduleOf(barrel, from, index), name })
  }
  // ahooks: `import useX from './useX'` (or `import { x } from`), then one `export { … }` of the names.
  for (const [, def, specs, from] of source.matchAll(
    /import\s+(\w+)?\s*,?\s*(?:\{([^}]+)\})?\s*from\s*['"](\.[^'"]+)['"]/g,
  )) {
    if (def) names.set(def, { from: moduleOf(barrel, from, index), name: 'default' })
    for (const spec of (specs ?? '').split(',').map((s) => s.trim())) {
      if (!spec) continue
      const [name, alias] = spec.split(/\s+as\s+/)
      names.set(alias ?? name, { from: moduleOf(barrel, from, index), name })
    }
  }
  return names
}

/** `import { a, b as c } from '<specifier>'` → one import statement per module, or null to leave it. */
export function rewriteImports(code: string, specifier: string, names: Map<string, Target>): string {
  const quoted = specifier.replace(/[/@.-]/g, (c) => `\\${c}`)
  return code.replace(
    new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["'];?`, 'g'),
    (whole, specs: string) => {
      const lines: string[] = []
      for (const spec of specs
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (spec.startsWith('type ')) continue
        const [name, local = name] = spec.split(/\s+as\s+/)
        const target = names.get(name)
        if (!target) return whole
        lines.push(
          target.name === 'default'
            ? `import ${local} from '${target.from}';`
            : `import { ${target.name} as ${local} } from '${target.from}';`,
        )
      }
      return lines.join('\n')
    },
  )
}

/** The app's own indexes (every `index.ts` under src/), imported as `@/…/folder` or by a relative path. */
function appBarrels(): Barrel[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
  return files
    .filter((file) => path.basename(file) === 'index.ts')
    .map((file) => {
      const folder = path.dirname(file).split(path.sep).join('/')
      return { specifier: `@/${folder}`, index: `src/${folder}/index.ts`, importers: /\/src\// }
    })
}

/** An app import's specifier as `@/…` (relative ones resolved from the importer), or null for a package. */
function appSpecifier(specifier: string, importer: string): string | null {
  if (specifier.startsWith('@/')) return specifier
  if (!specifier.startsWith('.')) return null
  const absolute = path.resolve(path.dirname(importer), specifier)
  const src = path.join(root, 'src')
  return absolute.startsWith(src + path.sep)
    ? `@/${path.relative(src, absolute).split(path.sep).join('/')}`
    : null
}

export function perModuleImports(): Plugin {
  const tables = [...BARRELS, ...appBarrels()].map(
    (barrel) => [barrel, exportsOf(barrel, readFileSync(path.join(root, barrel.index), 'utf8'))] as const,
  )
  return {
    name: 'per-module-imports',
    apply: 'build',
    transform(code, id) {
      // The app's imports of its own indexes by a relative path are written as `@/…` first.
      let out = /\/src\//.test(id)
        ? code.replace(
            /(from\s*['"])(\.{1,2}\/[^'"]*)(['"])/g,
            (whole, open: string, spec: string, close: string) => {
              const app = appSpecifier(spec, id)
              return app && tables.some(([barrel]) => barrel.specifier === app)
                ? `${open}${app}${close}`
                : whole
            },
          )
        : code
      for (const [barrel, names] of tables)
        if (barrel.importers.test(id) && out.includes(barrel.specifier) && !id.endsWith(barrel.index))
          out = rewriteImports(out, barrel.specifier, names)
      return out === code ? null : { code: out, map: null }
    },
  }
}

const STUBS: Record<string, string> = {
  'rc-util/lib/React/render': path.join(root, 'build/stubs/rc-render.js'),
  'rc-util/lib/warning': path.join(root, 'build/stubs/rc-warning.js'),
}

/**
 * antd-mobile's default render (rc-util's, for React 16-18, with Babel's regenerator runtime: about 4 KiB
 * brotli on every first paint) is replaced at start-up by React 19's createRoot (src/app/antd-render.ts): in
 * the build its two imports from rc-util resolve to small stand-ins in build/stubs/ (docs/decisions/025).
 */
export function antdRenderStub(): Plugin {
  return {
    name: 'antd-render-stub',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes('/node_modules/antd-mobile/es/utils/')) return null
      return STUBS[source] ?? null
    },
  }
}
