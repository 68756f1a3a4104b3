// `node scripts/entry-breakdown.mjs [pageSrc]`: raw (pre-minification) bytes per package in what a route loads.
import { loadBuild, readMeta } from './bundle-stats.mjs'

const build = loadBuild(process.env.DIST_DIR ?? 'dist')
const sizes = readMeta(process.env.DIST_DIR ?? 'dist', 'module-sizes.json')
const files = process.argv[2] ? build.route(process.argv[2]).files : build.entry.files
const agg = {}
for (const f of files) {
  for (const [id, n] of Object.entries(sizes[f] ?? {})) {
    const nm = id.split('node_modules/').pop()
    const key = id.includes('node_modules')
      ? nm
          .split('/')
          .slice(0, nm.startsWith('@') ? 2 : 1)
          .join('/')
      : id
    agg[key] = (agg[key] ?? 0) + n
  }
}
for (const [k, v] of Object.entries(agg)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 30))
  console.log(`${(v / 1024).toFixed(1).padStart(8)} KiB  ${k}`)
