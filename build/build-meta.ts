import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { metaDirOf } from '../scripts/bundle-stats.mjs'
import { root } from './environments.ts'

/**
 * The build's metadata, written beside the output folder (`dist` → `dist-meta`, `metaDirOf` in scripts/bundle-stats.mjs, which
 * the readers share) and kept out of what is deployed: Vite's manifest
 * (`build.manifest`, written under dist/.vite/ and moved out here), chunk-modules.json (chunk → source
 * modules) and module-sizes.json, which the bundle test and `npm run size` read.
 */
export function buildMeta(): Plugin {
  let outDir = 'dist'
  return {
    name: 'build-meta',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const map: Record<string, string[]> = {}
      const sizes: Record<string, Record<string, number>> = {}
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') {
          map[item.fileName] = item.moduleIds.map((id) => id.replace(root, ''))
          sizes[item.fileName] = Object.fromEntries(
            Object.entries(item.modules).map(([id, m]) => [id.replace(root, ''), m.renderedLength]),
          )
        }
      }
      const manifest = bundle['.vite/manifest.json']
      const meta = metaDirOf(outDir)
      await rm(meta, { recursive: true, force: true })
      await mkdir(meta, { recursive: true })
      await Promise.all([
        manifest?.type === 'asset' ? writeFile(path.join(meta, 'manifest.json'), manifest.source) : null,
        writeFile(path.join(meta, 'chunk-modules.json'), JSON.stringify(map)),
        writeFile(path.join(meta, 'module-sizes.json'), JSON.stringify(sizes)),
      ])
      await rm(path.join(outDir, '.vite'), { recursive: true, force: true })
    },
  }
}
