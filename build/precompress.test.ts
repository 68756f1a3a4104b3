import { describe, expect, it } from 'vitest'
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { OutputBundle } from 'rolldown'
import { precompress } from './precompress.ts'

/** Runs the plugin's hooks as Vite would after writing `files` into a fresh output folder. */
async function run(files: Record<string, string>): Promise<string> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'precompress-'))
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, name)), { recursive: true })
    await writeFile(path.join(outDir, name), text)
  }
  const plugin = precompress() as unknown as {
    configResolved: (c: unknown) => void
    writeBundle: (o: unknown, b: OutputBundle) => Promise<void>
  }
  plugin.configResolved({ root: '/', build: { outDir } })
  await plugin.writeBundle({}, Object.fromEntries(Object.keys(files).map((f) => [f, {}])) as OutputBundle)
  return outDir
}

describe('precompressed copies (docs/deployment.md, nginx)', () => {
  it('writes a .gz and a .br beside every text file over 1 KiB, each decompressing to the file', async () => {
    const big = 'const 净值 = 1.0234;\n'.repeat(200)
    const dir = await run({ 'assets/page.js': big, 'index.html': `<html>${big}</html>` })
    const js = await readFile(path.join(dir, 'assets/page.js'))
    expect(gunzipSync(await readFile(path.join(dir, 'assets/page.js.gz')))).toEqual(js)
    expect(brotliDecompressSync(await readFile(path.join(dir, 'assets/page.js.br')))).toEqual(js)
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['index.html.gz', 'index.html.br']))
    await rm(dir, { recursive: true, force: true })
  })

  it('leaves small files, pictures and the build’s metadata alone', async () => {
    const big = 'x'.repeat(4096)
    const dir = await run({
      'assets/tiny.js': 'export {}',
      'assets/logo.png': big,
      '.vite/manifest.json': big,
    })
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual(['logo.png', 'tiny.js'])
    expect(await readdir(path.join(dir, '.vite'))).toEqual(['manifest.json'])
    await rm(dir, { recursive: true, force: true })
  })

  it('leaves the source maps alone: they are never served (docs/observability.md, "Source maps")', async () => {
    const map = JSON.stringify({ version: 3, mappings: 'A'.repeat(4096) })
    const dir = await run({ 'assets/page.js.map': map, 'assets/page.map.json': map })
    expect((await readdir(path.join(dir, 'assets'))).sort()).toEqual(['page.js.map', 'page.map.json'])
    await rm(dir, { recursive: true, force: true })
  })
})
