import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * A call wrapper no page uses is a call nobody checks against the spec: each is either used by a page as
 * the spec says or gone (with its path in endpoints.ts and its mock handler). The contract's paths that no
 * page calls are listed in docs/api-contract.md (Calls no page makes).
 */

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : []
  })

const text = new Map(sources('src').map((f) => [f, readFileSync(f, 'utf8')]))

/** The module an import specifier names, as a path under src without extension. */
function resolve(from: string, spec: string): string | null {
  if (spec.startsWith('@/')) return path.join('src', spec.slice(2))
  if (spec.startsWith('.')) return path.join(path.dirname(from), spec)
  return null
}

/** The code without its comments (a comment naming a call is no use of it). */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')

/** Names `module` (a source path) uses itself, beyond their definition. */
const usedWithin = (module: string, name: string) =>
  (code(text.get(module)!).match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1

/** Names imported from `module` (a source path) by any other non-test source file. */
function importedFrom(module: string): Set<string> {
  const target = module.replace(/\.tsx?$/, '')
  const names = new Set<string>()
  for (const [file, source] of text) {
    if (file === module) continue
    for (const [, list, spec] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g))
      if (resolve(file, spec) === target)
        for (const name of list.split(','))
          names.add(
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0],
          )
  }
  return names
}

/** Exported functions and consts of a module whose own body makes an HTTP call. */
function callWrappers(module: string): string[] {
  const source = text.get(module)!
  const exports = [...source.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)]
  return exports
    .filter((m, i) => {
      const body = source.slice(m.index, exports[i + 1]?.index ?? source.length)
      return /\b(http\.(get|post|put)|callEnvelope)\b/.test(body)
    })
    .map((m) => m[1])
}

describe('no call wrapper nothing uses (marketing §7, catalogue §7, api-contract.md)', () => {
  const modules = [...text.keys()].filter((f) => /^src[\\/]api[\\/]/.test(f) && !/http\.ts$/.test(f))

  it.each(modules)('every call of %s is made by the app', (module) => {
    const used = importedFrom(module)
    expect(callWrappers(module).filter((name) => !used.has(name) && !usedWithin(module, name))).toEqual([])
  })
})

describe('the talent station helpers are the ones its pages use (marketing §3 talent helper)', () => {
  it('exports nothing its pages do not use', () => {
    const module = path.join('src', 'features', 'talent', 'rules.ts')
    const exported = [...text.get(module)!.matchAll(/^export (?:async )?(?:function|const) (\w+)/gm)].map(
      (m) => m[1],
    )
    const used = importedFrom(module)
    expect(exported.filter((name) => !used.has(name) && !usedWithin(module, name))).toEqual([])
  })
})
