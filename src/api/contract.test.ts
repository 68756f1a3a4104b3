import fc from 'fast-check'
import { isRecord, parse, shapeOf, type Schema, type Shape } from './schema'

/**
 * The property test of every response schema: each exported schema of each service module is
 * found here automatically, fed any JSON of roughly its shape (and plain junk), and must
 *  - never throw,
 *  - give values of the declared kind only (text is text, a flag is '0' | '1', a list is an array...),
 *  - give each field's documented default when the field is missing,
 * and its defaults (what the page gets for `data: null`) are recorded in the snapshot beside this file,
 * which is their documentation.
 */

// The catalogue's area modules (./catalogue/*.ts) are named `catalogue` like the one module they were, and the
// four-step invitation's (./mgm-*.ts) `mgm`.
const modules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', './catalogue/*.ts', '!./*.test.ts', '!./catalogue/*.test.ts', '!./schema.ts'],
  { eager: true },
)

/** The service module a file's schemas are named after. */
const serviceOf = (file: string) =>
  file
    .replace('./', '')
    .replace(/(\/[\w-]+)?\.ts$/, '')
    .replace(/^mgm-.+$/, 'mgm')

const schemas: [string, Schema][] = []
for (const [file, exports] of Object.entries(modules))
  for (const [name, value] of Object.entries(exports))
    if (value && typeof value === 'object' && shapeOf(value as Schema))
      schemas.push([`${serviceOf(file)}.${name}`, value as Schema])

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constant('null'),
  fc.constant(''),
  fc.constant({}),
  fc.constant([]),
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
)

const numberish: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
  fc.constantFrom('1,234.50', '3.12%', '-0.00', '.5', '2.675', '1e3', ' 65 '),
  junk,
)

function arbitraryFor(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  const shape = shapeOf(schema) as Shape
  switch (shape.kind) {
    case 'text':
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), junk)
    case 'decimal':
    case 'num':
    case 'int':
      return numberish
    case 'flag':
    case 'bool':
      return fc.constantFrom('1', '0', 1, 0, true, false, 'true', 'Y', 'N', null, '', undefined)
    case 'oneOf':
      return fc.oneof(fc.constantFrom(...shape.values), fc.constantFrom(...shape.values.map(String)), junk)
    case 'obj': {
      if (depth > 4) return junk
      const record = fc.record(
        Object.fromEntries(Object.entries(shape.entries).map(([k, e]) => [k, arbitraryFor(e, depth + 1)])),
        { requiredKeys: [] },
      )
      return fc.oneof({ weight: 8, arbitrary: record }, { weight: 1, arbitrary: junk })
    }
    case 'list':
      if (depth > 4) return junk
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(fc.oneof(arbitraryFor(shape.item, depth + 1), fc.constant(null)), {
            maxLength: 3,
          }),
        },
        { weight: 1, arbitrary: junk },
      )
    case 'dict':
      return fc.oneof(
        fc.dictionary(fc.string({ maxLength: 4 }), arbitraryFor(shape.value, depth + 1), { maxKeys: 3 }),
        junk,
      )
    default:
      return fc.anything()
  }
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%?$/i

/** Throws with the path when `value` is not of the kind the schema declares. */
function assertConforms(schema: Schema, value: unknown, path: string): void {
  const shape = shapeOf(schema) as Shape
  const fail = (why: string) => {
    throw new Error(`${path}: ${why}, got ${JSON.stringify(value)}`)
  }
  switch (shape.kind) {
    case 'text':
      if (typeof value !== 'string') fail('not text')
      if (['null', 'undefined', '[object Object]', 'NaN'].includes((value as string).trim()))
        fail('raw value as text')
      return
    case 'decimal':
      if (value !== null && !(typeof value === 'string' && DECIMAL_TEXT.test(value)))
        fail('not a decimal or null')
      return
    case 'num':
      if (value !== null && !(typeof value === 'number' && Number.isFinite(value)))
        fail('not a number or null')
      return
    case 'int':
      if (!Number.isInteger(value)) fail('not an integer')
      return
    case 'flag':
      if (value !== '0' && value !== '1') fail('not a flag')
      return
    case 'bool':
      if (typeof value !== 'boolean') fail('not a boolean')
      return
    case 'oneOf':
      if (!shape.values.includes(value as string | number) && value !== shape.fallback)
        fail('not one of the codes')
      return
    case 'obj': {
      if (value === null && shape.nullable) return
      if (!isRecord(value)) fail('not an object')
      const record = value as Record<string, unknown>
      const keys = Object.keys(shape.entries)
      if (Object.keys(record).sort().join() !== [...keys].sort().join()) fail('keys differ from the schema')
      for (const key of keys) assertConforms(shape.entries[key], record[key], `${path}.${key}`)
      return
    }
    case 'list':
      if (!Array.isArray(value)) fail('not a list')
      ;(value as unknown[]).forEach((item, i) => assertConforms(shape.item, item, `${path}[${i}]`))
      return
    case 'dict':
      if (!isRecord(value)) fail('not a map')
      for (const [key, item] of Object.entries(value as object))
        assertConforms(shape.value, item, `${path}.${key}`)
      return
  }
}

describe('every response schema', () => {
  it('finds the schemas of every service module', () => {
    const files = new Set(schemas.map(([name]) => name.split('.')[0]))
    for (const service of ['identity', 'config', 'privacy', 'system'])
      expect(files.has(service), service).toBe(true)
    expect(schemas.length).toBeGreaterThan(20)
  })

  describe.each(schemas)('%s', (_name, schema) => {
    it('parses any JSON of roughly its shape without throwing, into values of its declared kinds', () => {
      fc.assert(
        fc.property(arbitraryFor(schema), (input) => {
          assertConforms(schema, parse(schema, input), 'data')
        }),
        { numRuns: 60 },
      )
    })

    it('gives the documented defaults for a missing payload and for missing fields', () => {
      const defaults = parse(schema, undefined)
      expect(parse(schema, null)).toEqual(defaults)
      expect(defaults).toMatchSnapshot()
      const shape = shapeOf(schema) as Shape
      if (shape.kind !== 'obj') return
      fc.assert(
        fc.property(arbitraryFor(schema), (input) => {
          if (!isRecord(input)) return
          const out = parse(schema, input) as Record<string, unknown>
          for (const [key, entry] of Object.entries(shape.entries))
            if (!(key in input)) expect(out[key]).toEqual(parse(entry, undefined))
        }),
        { numRuns: 30 },
      )
    })
  })
})
