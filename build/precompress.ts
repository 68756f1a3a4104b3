import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress as brotliCb, constants as zlibConstants, gzip as gzipCb } from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Precompressed copies of every text asset: `.gz` and `.br` beside each file, so nginx serves them
 * with gzip_static / brotli_static (docs/deployment.md) instead of compressing on every request.
 */
const gzip = promisify(gzipCb)
const brotliCompress = promisify(brotliCb)

export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      // Not the build's metadata under .vite/ (buildMeta moves it out of dist), nor a source map: the deploy
      // keeps those out of what is served (docs/observability.md, "Source maps").
      const files = Object.keys(bundle)
        .filter(
          (name) =>
            /\.(js|css|html|svg|json)$/.test(name) &&
            !name.startsWith('.vite/') &&
            !/\.map(\.json)?$/.test(name),
        )
        .map((name) => path.join(outDir, name))
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file)
          if (data.length < 1024) return
          // Brotli 10: within 1% of 11 on these files, at a fraction of the build time.
          const br = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }
          const [gz, brotli] = await Promise.all([gzip(data, { level: 9 }), brotliCompress(data, br)])
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, brotli)])
        }),
      )
    },
  }
}
