import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { builtFiles, withImports } from './built-files'
import { DIST } from './server'

/**
 * A second release without a second build (the redeploy journeys of nginx.e2e.ts): a copy of a build whose
 * every hashed file in assets/ has another name, with every reference to it rewritten and the precompressed
 * copies made again, so the copy is a consistent build that shares no asset name with the first.
 */

/** The files the build precompresses, and from what size (build/precompress.ts). */
const TEXT = /\.(js|css|html|svg|json)$/
const PRECOMPRESS_FROM = 1024
/** A precompressed copy (`.gz`, `.br`), which follows the file it copies. */
const COPY = /\.(gz|br)$/
/** A character that can be part of a file name in a reference: what may not touch a name's ends. */
const NAME_CHAR = '[A-Za-z0-9_.-]'

/** `market-page-CkD3_x9a.js` with tag `b` → `market-page-CkD3_x9ab.js`: the hash part changed, same extension. */
export const renamed = (name: string, tag: string): string => name.replace(/(\.[a-z0-9]+)$/, `${tag}$1`)

/** Every file under `dir`, as paths relative to it with `/` separators. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
}

/** The entry script index.html loads (`/assets/index-….js`): which build a page runs. */
export function entryScript(dist: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8')
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)
  if (!entry) throw new Error(`${dist}/index.html names no module script`)
  return entry[1]
}

/**
 * Copies the build in `fromDir` to `toDir` (emptied first), renaming every hashed file in assets/ with
 * `tag` (letters, digits, `_`), rewriting the references in index.html and in every .js and .css file of
 * assets/, and
 * writing the `.gz` (level 9) and `.br` (quality 10) copies of each text file over 1 KiB as the build does.
 */
export function makeRelease(fromDir: string, toDir: string, tag: string): void {
  if (!/^[A-Za-z0-9_]+$/.test(tag)) throw new Error(`the tag must be letters, digits or _: ${tag}`)
  const files = filesUnder(fromDir).filter((file) => !COPY.test(file))
  const assets = files
    .filter((file) => file.startsWith('assets/'))
    .map((file) => file.slice('assets/'.length))
  if (!assets.length) throw new Error(`${fromDir} has no assets/`)
  const names = new Map(assets.map((name) => [name, renamed(name, tag)]))
  // The longest first, and whole names only: no name is rewritten inside another.
  const alternatives = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/\./g, '\\.'))
  const reference = new RegExp(`(?<!${NAME_CHAR})(${alternatives.join('|')})(?!${NAME_CHAR})`, 'g')

  rmSync(toDir, { recursive: true, force: true })
  for (const file of files) {
    const asset = file.startsWith('assets/') ? file.slice('assets/'.length) : undefined
    const target = path.join(toDir, asset ? `assets/${names.get(asset)}` : file)
    mkdirSync(path.dirname(target), { recursive: true })
    const source = path.join(fromDir, file)
    // The build's own index.html and assets: anything else (a page of its own beside the build) is copied.
    if (!(asset || file === 'index.html') || !/\.(html|js|css)$/.test(file)) {
      copyFileSync(source, target)
      for (const ext of ['.gz', '.br']) if (existsSync(source + ext)) copyFileSync(source + ext, target + ext)
      continue
    }
    const text = readFileSync(source, 'utf8')
    const rewritten = text.replace(reference, (name) => names.get(name)!)
    writeFileSync(target, rewritten)
    if (!TEXT.test(file) || Buffer.byteLength(rewritten) < PRECOMPRESS_FROM) continue
    if (rewritten === text && existsSync(`${source}.gz`) && existsSync(`${source}.br`)) {
      // Unchanged content (a file that names no other): its copies are still right.
      copyFileSync(`${source}.gz`, `${target}.gz`)
      copyFileSync(`${source}.br`, `${target}.br`)
      continue
    }
    const data = Buffer.from(rewritten)
    writeFileSync(`${target}.gz`, gzipSync(data, { level: 9 }))
    writeFileSync(`${target}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10 } }))
  }
}

/**
 * What an open market asks for without a tap, with the stylesheets Vite loads beside: its after-paint parts
 * (pull-to-refresh, the list's foot, the maintenance check) and start-up's warm-ups (the toasts, the monitor
 * and its web-vitals, the other pages' imports: src/app/start.tsx). A release
 * deployed before one of them arrived makes that load fail, and the page reloads to the release by itself
 * (docs/deployment.md, "Releases"), tap or no tap: these journeys start once the page has all of them.
 */
export function untappedMarketCode(): string[] {
  // The shell's stylesheets are written into index.html (each beside a disabled link): never asked for.
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8')
  const inPage = new Set(
    [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]),
  )
  return withImports(
    [
      ...builtFiles(/antd-mobile\/es\/components\/pull-to-refresh\/pull-to-refresh\.js$/),
      ...builtFiles(/src\/features\/catalogue\/market\/components\/more-rows\.tsx$/),
      ...builtFiles(/src\/app\/maintenance\.ts$/),
      ...builtFiles(/src\/shared\/lib\/toast-impl\.tsx?$/),
      ...builtFiles(/src\/app\/monitor\.ts$/),
      ...builtFiles(/node_modules\/web-vitals\//),
      ...builtFiles(/src\/app\/navigation\/later-pages\.ts$/),
    ],
    { styles: true },
  ).filter((file) => !inPage.has(file))
}

/** The files of `files` this document has not received yet (resource timing lists a file once it has). */
export const notReceived = (page: Page, files: string[]): Promise<string[]> =>
  page.evaluate((wanted) => {
    const received = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))
    return wanted.filter((file) => !received.has(file))
  }, files)
