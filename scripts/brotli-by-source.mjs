#!/usr/bin/env node
// What each source module weighs in a built file, compressed as nginx serves it (docs/performance.md,
// "Where the next step is"): the file's code is cut into the pieces its source map gives each source, each
// source's pieces are compressed together (brotli, quality 11), and the results are scaled so that they add
// up to the whole file's brotli size. An estimate (a module compresses better beside the rest of its file),
// good for ranking what a file carries.
//
//   node scripts/brotli-by-source.mjs dist/assets/index-*.js [--top=25]
//
// Needs the build's hidden source maps (`npm run build:e2e` writes a .map beside every script).
import fs from 'node:fs'
import zlib from 'node:zlib'
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping'

const args = process.argv.slice(2)
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25)
const brotli = (text) =>
  zlib.brotliCompressSync(Buffer.from(text), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length

for (const file of args.filter((a) => !a.startsWith('--'))) {
  const code = fs.readFileSync(file, 'utf8')
  const map = new TraceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')))
  const lines = code.split('\n')
  const segments = []
  eachMapping(map, (m) => segments.push(m))
  const bySource = new Map()
  segments.forEach((m, i) => {
    const line = lines[m.generatedLine - 1] ?? ''
    const next = segments[i + 1]
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length
    const source = (m.source ?? '(no source)').replace(/.*node_modules\//, '').replace(/^.*?\/src\//, 'src/')
    bySource.set(source, (bySource.get(source) ?? '') + line.slice(m.generatedColumn, end))
  })
  const whole = brotli(code)
  const parts = [...bySource].map(([source, text]) => ({
    source,
    raw: text.length,
    compressed: brotli(text),
  }))
  const sum = parts.reduce((total, part) => total + part.compressed, 0)
  console.log(`${file}: ${code.length} B, ${whole} B brotli (share of it, bytes of code, source)`)
  for (const part of parts.sort((a, b) => b.compressed - a.compressed).slice(0, top))
    console.log(
      `${String(Math.round((part.compressed * whole) / sum)).padStart(8)} ${String(part.raw).padStart(8)}  ${part.source}`,
    )
}
