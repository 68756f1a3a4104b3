/**
 * The contract at the API boundary (docs/api-contract.md, Schemas and readers). Every response `data` is
 * parsed by one of these schemas before a service function returns it, so pages receive clean, typed
 * values whatever the real backend sends. A Java backend varies in predictable ways, and each reader
 * here absorbs them:
 *
 * - numbers and amounts as strings or numbers (`"65"` / `65`, `"1.20"` / `1.2`)      → `int`, `num`, `decimal`
 * - flags as `'1'` / `1` / `true` / `'true'` / `'Y'`                                → `flag` ('0' | '1')
 * - codes as strings or numbers (`openAccount: 2`)                                 → `oneOf`, `code`
 * - `null`, a missing key or the text `"null"` for any optional field              → the field's default
 * - `null`, an object or a string where a list is expected; `null` items in lists → `list`
 * - a missing or `null` nested object                                              → `obj` (all defaults)
 *
 * Every schema is total: any JSON value parses, never throws, and gives the documented default for what
 * is missing or unreadable (`''` for text, `null` for an unknown number, `'0'` for a flag, `[]` for a
 * list). Types are inferred from the schemas (`Out<typeof X>`), so a type and its check cannot drift.
 *
 * Amounts stay decimal strings (`decimal`): they are formatted from their digits, never through float
 * arithmetic (shared/lib/format.ts).
 */

/**
 * A schema is its reader: a total function from any JSON value to a clean, typed one. Types are inferred from
 * the schemas (`Out<typeof X>`), so a type and its check cannot drift (docs/decisions/027: no schema library on
 * the first paint; the readers were already what ran, docs/decisions/018).
 */
export interface Schema<T = unknown> {
  readonly read: (input: unknown) => T
}
export type Out<S extends Schema> = S extends Schema<infer T> ? T : never

/** Shape descriptions for the property tests (contract.test.ts); never read at run time. */
export type Shape =
  | { kind: 'text' | 'decimal' | 'num' | 'int' | 'flag' | 'bool' | 'any' | 'none' }
  | { kind: 'oneOf'; values: readonly (string | number)[]; fallback: string | number | null }
  | { kind: 'obj'; entries: Record<string, Schema>; nullable: boolean }
  | { kind: 'list'; item: Schema }
  | { kind: 'dict'; value: Schema }
const shapes = new WeakMap<object, Shape>()
export const shapeOf = (schema: Schema): Shape | undefined => shapes.get(schema)

function described<S extends Schema>(schema: S, shape: Shape): S {
  shapes.set(schema, shape)
  return schema
}

const from = <T>(read: (input: unknown) => T): Schema<T> => ({ read })

export const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x)

// ---------------------------------------------------------------------------------------------------
// Readers: total functions from any JSON value to a clean one. Exported for the few payloads that sit
// outside `data` (envelope messages) and for the tests.

/** A Java `String.valueOf(null)` reaches the client as this text; it means "missing". */
const NULL_TEXTS = new Set(['null', 'undefined', 'NULL', 'Null'])

/** Text: strings as sent, numbers as their decimal text, everything else (null, objects, "null") ''. */
export function readText(x: unknown): string {
  if (typeof x === 'string') return NULL_TEXTS.has(x.trim()) ? '' : x
  if (typeof x === 'number') return Number.isFinite(x) ? String(x) : ''
  if (typeof x === 'bigint') return x.toString()
  return ''
}

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?%?$/i

/**
 * A decimal as its exact text: `"1,234.50"` → `"1234.50"`, `2.675` → `"2.675"`, `"3.12%"` kept;
 * `null` when missing or not a number. Trailing zeros are kept: they are the server's precision.
 */
export function readDecimal(x: unknown): string | null {
  if (typeof x === 'number') return Number.isFinite(x) ? String(x) : null
  if (typeof x === 'bigint') return x.toString()
  if (typeof x !== 'string') return null
  const text = x.trim().replace(/,/g, '')
  return DECIMAL_TEXT.test(text) ? text : null
}

/** A number from a number or numeric text; `null` when missing or unreadable. */
export function readNum(x: unknown): number | null {
  const text = readDecimal(x)
  if (text === null || text.endsWith('%')) return null
  const n = Number(text)
  return Number.isFinite(n) ? n : null
}

const TRUE_TEXTS = new Set(['1', 'true', 'y', 'yes'])

/** A flag as the spec writes it: `'1'` for 1, '1', true, 'true', 'Y'; `'0'` for everything else. */
export function readFlag(x: unknown): '0' | '1' {
  if (x === true) return '1'
  if (typeof x === 'number') return x === 1 ? '1' : '0'
  if (typeof x === 'string') return TRUE_TEXTS.has(x.trim().toLowerCase()) ? '1' : '0'
  return '0'
}

// ---------------------------------------------------------------------------------------------------
// Schemas (each builder marked free of side effects: a schema no module reads is left out of the build)

/** Text, `''` when missing. */
export const text = /* @__NO_SIDE_EFFECTS__ */ () => described(from(readText), { kind: 'text' })

/** A decimal string (amounts, rates, net values), `null` when missing or unreadable. */
export const decimal = /* @__NO_SIDE_EFFECTS__ */ () => described(from(readDecimal), { kind: 'decimal' })

/** A number, `null` when missing or unreadable. */
export const num = /* @__NO_SIDE_EFFECTS__ */ () => described(from(readNum), { kind: 'num' })

/** A whole number (counts, balances), `fallback` (0) when missing or unreadable; decimals are truncated. */
export const int = /* @__NO_SIDE_EFFECTS__ */ (fallback = 0) =>
  described(
    from((x) => {
      const n = readNum(x)
      return n === null ? fallback : Math.trunc(n)
    }),
    { kind: 'int' },
  )

/** A 0/1 flag as `'0' | '1'`, `'0'` when missing. */
export const flag = /* @__NO_SIDE_EFFECTS__ */ () => described(from(readFlag), { kind: 'flag' })

/** A flag as a boolean, for flags the spec does not spell as '0'/'1'. */
export const bool = /* @__NO_SIDE_EFFECTS__ */ () =>
  described(
    from((x) => readFlag(x) === '1'),
    { kind: 'bool' },
  )

/**
 * A code from a closed set, matched by its text (`2`, `'2'`, `' 2 '` all match `'2'`; `'1'` matches 1);
 * `fallback` for anything else.
 */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends string | number, const F extends T | null = T>(
  values: readonly T[],
  fallback: F,
) {
  const byText = new Map(values.map((value) => [String(value), value]))
  return described(
    from((x): T | F => {
      const key = readText(x).trim()
      return byText.has(key) ? (byText.get(key) as T) : fallback
    }),
    { kind: 'oneOf', values, fallback },
  )
}

/** An open code (business codes, type ids): its trimmed text, `''` when missing. */
export const code = /* @__NO_SIDE_EFFECTS__ */ () =>
  described(
    from((x) => readText(x).trim()),
    { kind: 'text' },
  )

/** Any value, untouched: only for payloads the app passes on without reading (tracking echoes). */
export const any = /* @__NO_SIDE_EFFECTS__ */ () =>
  described(
    from((x) => x),
    { kind: 'any' },
  )

/** For calls whose answer the app does not read: always `undefined`. */
export const none = /* @__NO_SIDE_EFFECTS__ */ () =>
  described(
    from((): void => undefined),
    { kind: 'none' },
  )

type Entries = Record<string, Schema>
/** The object a schema of these entries gives (spelled out, so editors show fields, not schemas). */
type ObjOut<E extends Entries> = { [K in keyof E]: Out<E[K]> } & {}

/** An object; a missing, `null` or non-object value gives an object of defaults. Unknown keys are dropped. */
/* @__NO_SIDE_EFFECTS__ */
export function obj<E extends Entries>(entries: E): Schema<ObjOut<E>> {
  const fields = Object.entries(entries)
  const schema = from((x) => {
    const source = isRecord(x) ? x : {}
    const out: Record<string, unknown> = {}
    for (const [key, entry] of fields) out[key] = entry.read(source[key])
    return out as ObjOut<E>
  })
  return described(schema, { kind: 'obj', entries, nullable: false })
}

/** An object that may be absent: `null` unless a record is sent. */
/* @__NO_SIDE_EFFECTS__ */
export function maybeObj<E extends Entries>(entries: E): Schema<ObjOut<E> | null> {
  const inner = obj(entries)
  const schema = from((x) => (isRecord(x) ? parse(inner, x) : null))
  return described(schema, { kind: 'obj', entries, nullable: true })
}

/**
 * A list: a missing value, `null`, an object or a string gives `[]`; `null` items (and non-object items
 * in a list of objects) are dropped.
 */
/* @__NO_SIDE_EFFECTS__ */
export function list<T>(item: Schema<T>): Schema<T[]> {
  const objects = shapes.get(item)?.kind === 'obj'
  const schema = from((x): T[] => {
    if (!Array.isArray(x)) return []
    const out: T[] = []
    for (const element of x) {
      if (element === null || element === undefined) continue
      if (objects && !isRecord(element)) continue
      out.push(parse(item, element))
    }
    return out
  })
  return described(schema, { kind: 'list', item })
}

/** A string-keyed map (e.g. question id → answer); a non-object gives {}. */
/* @__NO_SIDE_EFFECTS__ */
export function dict<T>(value: Schema<T>): Schema<Record<string, T>> {
  const schema = from((x): Record<string, T> => {
    const out: Record<string, T> = {}
    if (isRecord(x)) for (const [key, item] of Object.entries(x)) out[key] = parse(value, item)
    return out
  })
  return described(schema, { kind: 'dict', value })
}

/**
 * Parses a response with its schema. The schemas are total, so this cannot fail on data; a failure here
 * is a bug in a schema, raised as is so tests see it.
 */
export function parse<T>(schema: Schema<T>, data: unknown): T {
  return schema.read(data)
}
