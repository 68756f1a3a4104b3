import { readMeta } from '../../scripts/bundle-stats.mjs'

const DIST = process.env.DIST_DIR ?? 'dist'

/**
 * The built files (`/assets/…`, as a page asks for them) that hold a module whose path matches `module`.
 * A page's chunk and what loads on demand are named by their hash alone (build/chunks.ts, `fileName`), so a
 * test finds them through the build's module map (dist-meta/chunk-modules.json), not by a name.
 */
export function builtFiles(module: RegExp): string[] {
  const map = readMeta(DIST, 'chunk-modules.json') as Record<string, string[]>
  const files = Object.keys(map).filter((file) => map[file].some((id) => module.test(id)))
  if (!files.length) throw new Error(`no built file holds a module matching ${module}`)
  return files.map((file) => `/${file}`)
}

/**
 * `files` with every file they import statically, transitively (the build's manifest), and with `styles`
 * the stylesheets those files bring (which Vite's loader asks for beside them).
 */
export function withImports(files: string[], { styles = false } = {}): string[] {
  const manifest = readMeta(DIST, 'manifest.json') as Record<
    string,
    { file: string; imports?: string[]; css?: string[] }
  >
  const byFile = new Map(Object.values(manifest).map((item) => [`/${item.file}`, item]))
  const out = new Set<string>()
  const walk = (file: string) => {
    if (out.has(file)) return
    out.add(file)
    const item = byFile.get(file)
    if (styles) for (const css of item?.css ?? []) out.add(`/${css}`)
    for (const key of item?.imports ?? []) if (manifest[key]) walk(`/${manifest[key].file}`)
  }
  files.forEach(walk)
  return [...out]
}
