import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { FLOOR_POLYFILLS } from '../../src/app/floor'
import { floorProblems } from '../floor/floor-gate'
import { expect, test } from './browser'

const DIST = process.env.DIST_DIR ?? 'dist'
const ASSETS = `${DIST}/assets`

/** es-check's names for the functions src/app/floor.ts installs. */
const ES_CHECK_NAMES: Record<(typeof FLOOR_POLYFILLS)[number], string> = {
  globalThis: 'globalThis',
  'Promise.allSettled': 'PromiseAllSettled',
}

/**
 * The floor gate on the production build (docs/engines.md): every chunk parses and runs on iOS 13 WebKit and
 * Chrome 70. The scanner itself is tested in tests/floor/floor-gate.test.ts.
 */
test.describe('supported-engine floor: the built JavaScript', () => {
  const files = readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(`${ASSETS}/${file}`, 'utf8') }))

  test('is ES2019 syntax with no feature beyond it but dynamic import and what floor.ts installs (es-check)', () => {
    // BigInt is left to the literal check below: its only uses as a name are behind `typeof BigInt`.
    const ignore = ['DynamicImport', 'BigInt', ...FLOOR_POLYFILLS.map((name) => ES_CHECK_NAMES[name])]
    const args = ['es2019', `${ASSETS}/*.js`, '--module', '--checkFeatures', '--noColor']
    let output = ''
    try {
      output = execFileSync(
        process.execPath,
        ['node_modules/es-check/lib/cli/index.js', ...args, '--ignore', ignore.join(',')],
        { encoding: 'utf8', stdio: 'pipe' },
      )
    } catch (error) {
      const { stdout, stderr } = error as { stdout: string; stderr: string }
      throw new Error(`es-check refused the build:\n${stdout}\n${stderr}`)
    }
    expect(output).toMatch(/passed|no ES version matching errors/i)
  })

  test('calls no function the floor lacks unless floor.ts installs it or a feature test guards it', () => {
    expect(files.length).toBeGreaterThan(20)
    expect(floorProblems(files, FLOOR_POLYFILLS)).toEqual([])
  })

  test('runs floor.ts before any other module: the entry chunk starts with it and imports only the runtime', () => {
    const html = readFileSync(`${DIST}/index.html`, 'utf8')
    const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)"/.exec(html)?.[1]
    expect(entry).toBeTruthy()
    const code = readFileSync(`${ASSETS}/${entry}`, 'utf8')
    const imports = [...code.matchAll(/(?:^|[;\n])import\s*(?:[^'"`();]*?from\s*)?["']\.\/([^"']+)["']/g)]
    expect(imports.map(([, file]) => file.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['rolldown-runtime'])
    // The polyfills' first statement comes before any app code in the chunk's body.
    expect(code.indexOf('allSettled')).toBeGreaterThan(-1)
    expect(code.indexOf('allSettled')).toBeLessThan(code.indexOf('location.hash'))
  })
})
