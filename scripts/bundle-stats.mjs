// Bundle statistics from a build: per route, the gzip size of the JavaScript it loads on first paint (the
// entry, the app shell it imports beside the page, and the route's lazy page chunk, each with its static
// imports), and the source modules inside. Used by `npm run size` and by the bundle e2e test.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import path from 'node:path'

/**
 * The build's metadata (Vite's manifest, chunk-modules.json, module-sizes.json) sits beside its output, not
 * in it, so it is never deployed: `dist` → `dist-meta` (build/build-meta.ts).
 */
export const metaDirOf = (dist) => `${dist.replace(/[\\/]+$/, '')}-meta`

/** One of the build's metadata files, parsed. */
export const readMeta = (dist, file) => JSON.parse(readFileSync(path.join(metaDirOf(dist), file), 'utf8'))

export function loadBuild(dist = 'dist') {
  const manifest = readMeta(dist, 'manifest.json')
  const modules = readMeta(dist, 'chunk-modules.json')
  const gz = new Map()
  const gzipOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(path.join(dist, file))).length)
    return gz.get(file)
  }
  /** Files a manifest key loads up front: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    const item = manifest[key]
    if (!item || seen.has(item.file)) return seen
    seen.add(item.file)
    for (const imp of item.imports ?? []) closure(imp, seen)
    return seen
  }
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const entryFiles = closure(entryKey)
  /** The manifest key of the chunk that holds a source module (a page may share its chunk). */
  const keyOf = (src) =>
    manifest[src] ? src : Object.keys(manifest).find((k) => (modules[manifest[k].file] ?? []).includes(src))
  // The app shell: the chunk of src/app/start.tsx, which the entry imports beside the page (main.tsx).
  const shellKeys = [keyOf('src/app/start.tsx')].filter(Boolean)
  const shellFiles = new Set(entryFiles)
  for (const key of shellKeys) closure(key, shellFiles)
  const jsOnly = (files) => [...files].filter((f) => f.endsWith('.js'))
  const sizeOf = (files) => jsOnly(files).reduce((sum, f) => sum + gzipOf(f), 0)
  const modulesOf = (files) => jsOnly(files).flatMap((f) => modules[f] ?? [])
  /** What the first paint of a route loads: the entry and shell closures plus the page's closure. */
  /** What a visit of a page loads: the shell, the page, and `also` (modules loaded on the way to it). */
  const route = (pageSrc, ...also) => {
    const files = new Set(shellFiles)
    for (const src of [pageSrc, ...also]) {
      const key = keyOf(src)
      if (key) closure(key, files)
    }
    return { files: jsOnly(files), gzip: sizeOf(files), modules: modulesOf(files) }
  }
  const pages = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry)
  /** A file's brotli size as served (its precompressed `.br`; files under 1 KiB are sent as they are). */
  const brotliOf = (file) => {
    const br = path.join(dist, `${file}.br`)
    return existsSync(br) ? statSync(br).size : brotliCompressSync(readFileSync(path.join(dist, file))).length
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  /**
   * The brotli bytes a first visit of a route downloads before its first paint: the document (with the
   * shell's inlined styles), the JavaScript of the entry, the shell and the page with their static imports,
   * and the stylesheets of those chunks that the document does not carry inline. Per file, for the notes.
   */
  const firstPaintBrotli = (pageSrc) => {
    const files = new Set(shellFiles)
    const key = keyOf(pageSrc)
    if (key) closure(key, files)
    const css = new Set()
    for (const k of Object.keys(manifest))
      if (files.has(manifest[k].file)) for (const f of manifest[k].css ?? []) css.add(f)
    const inline = (f) => html.includes(`href="/${f}" disabled`)
    const parts = [['index.html', brotliOf('index.html')]]
    for (const f of [...jsOnly(files), ...[...css].filter((f) => !inline(f))]) parts.push([f, brotliOf(f)])
    return { bytes: parts.reduce((sum, [, n]) => sum + n, 0), parts }
  }
  return {
    firstPaintBrotli,
    manifest,
    entryKey,
    entry: { files: jsOnly(entryFiles), gzip: sizeOf(entryFiles) },
    shell: { files: jsOnly(shellFiles), gzip: sizeOf(shellFiles) },
    route,
    keyOf,
    pages,
    gzipOf,
  }
}

export const HEAVY_LIBS = [
  'node_modules/echarts',
  'node_modules/zrender',
  'node_modules/swiper',
  'node_modules/crypto-js',
]

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
