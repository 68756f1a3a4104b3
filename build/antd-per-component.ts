import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { root } from './environments.ts'

/**
 * `import { Button, Popup } from 'antd-mobile'` becomes one import per component in the build:
 * through the package's index every component "reaches" every other, so the chunk rules could not keep
 * antd-mobile's animation code (react-spring, use-gesture) out of the first paint of pages that never
 * animate. The index's own side effect (the global CSS variables) is imported once by the shell.
 */
export function antdPerComponent(): Plugin {
  const index = readFileSync(path.join(root, 'node_modules/antd-mobile/es/index.js'), 'utf8')
  const exportsOf = new Map<string, { from: string; name: string }>()
  for (const [, specs, from] of index.matchAll(/export \{ ([^}]+) \} from '\.\/([^']+)'/g))
    for (const spec of specs.split(',').map((s) => s.trim())) {
      const [name, alias] = spec.split(/\s+as\s+/)
      exportsOf.set(alias ?? name, { from: `antd-mobile/es/${from}`, name })
    }
  return {
    name: 'antd-per-component',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(path.join(root, 'src')) || !code.includes('antd-mobile')) return null
      const out = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*["']antd-mobile["'];?/g,
        (whole, specs: string) => {
          const lines: string[] = []
          for (const spec of specs
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)) {
            if (spec.startsWith('type ')) continue
            const [name, local = name] = spec.split(/\s+as\s+/)
            const target = exportsOf.get(name)
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
      return out === code ? null : { code: out, map: null }
    },
  }
}
