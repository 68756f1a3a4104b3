// `npm run build:e2e && npm run size`: gzip size of the JavaScript each lazy page loads on first paint
// (DIST_DIR=/tmp/dist-x for another build directory).
import { HEAVY_LIBS, kib, loadBuild } from './bundle-stats.mjs'

const build = loadBuild(process.env.DIST_DIR ?? 'dist')
console.log(`entry: ${kib(build.entry.gzip)} gzip in ${build.entry.files.length} files`)
console.log(
  `entry + app shell (shared by every route): ${kib(build.shell.gzip)} gzip in ${build.shell.files.length} files`,
)
const rows = build.pages
  .map((page) => {
    const r = build.route(page)
    const heavy = HEAVY_LIBS.filter((lib) => r.modules.some((m) => m.includes(lib))).map(
      (l) => l.split('/')[1],
    )
    return { page, gzip: r.gzip, files: r.files.length, own: build.gzipOf(build.manifest[page].file), heavy }
  })
  .sort((a, b) => b.gzip - a.gzip)
console.log('\nfirst-paint JS per lazy page (entry + page closure), gzip:')
for (const r of rows) {
  console.log(
    `${kib(r.gzip).padStart(10)} in ${String(r.files).padStart(2)} files  page chunk ${kib(r.own).padStart(9)}  ${r.page}${r.heavy.length ? `  [${r.heavy.join(', ')}]` : ''}`,
  )
}
