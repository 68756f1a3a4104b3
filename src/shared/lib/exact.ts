import Big from 'big.js'
import {
  decimalToString,
  parseDecimal,
  readPlaces,
  roundDecimal,
  type Decimal,
  type NumberLike,
} from './format'

/**
 * Exact arithmetic on decimal strings: sums of amounts and shares of a whole, never through floats
 * (`0.1` + `0.2` is `0.3`, not 0.30000000000000004). big.js does the work: BigInt would do too, but its
 * literals do not parse on iOS 13 and Chrome < 67, the floor of the phones we serve (docs/engines.md).
 * Apart from the formatters (format.ts), so that only the pages that add or divide load big.js
 * (docs/decisions/025).
 */

/** A Big constructor of its own, so the rounding set here never leaks into another module's. */
const Exact = Big()
/** big.js's half-up: to the nearest neighbour, away from zero when equidistant. */
Exact.RM = Big.roundHalfUp

function toBig(d: Decimal): Big {
  return new Exact(`${d.negative ? '-' : ''}${d.int}.${d.frac || '0'}`)
}

/** big.js's plain (never exponential) text back to a Decimal. */
function fromBig(value: Big, places?: number): Decimal {
  return parseDecimal(places === undefined ? value.toFixed() : value.toFixed(places)) as Decimal
}

/**
 * The exact sum of decimal values as decimal text, trailing zeros trimmed (`['0.1', '0.2']` → `'0.3'`,
 * `['1.50', 2.5]` → `'4'`); null when the list is empty or any value is unreadable, so a total is never
 * shown for part of its rows.
 */
export function sumDecimals(values: readonly NumberLike[]): string | null {
  const parsed: Decimal[] = []
  for (const value of values) {
    const d = parseDecimal(value)
    if (!d) return null
    parsed.push(d)
  }
  if (!parsed.length) return null
  const total = parsed.reduce((sum, d) => sum.plus(toBig(d)), new Exact(0))
  return decimalToString(fromBig(total))
}

/**
 * `part` as a percent of `whole`, exactly, rounded half-up (away from zero) to `places` decimals and
 * padded (1 of 3 → `'33.33'`, 1 of 8 → `'12.50'`, 1 of 1600 → `'0.06'`); null when either value is
 * unreadable or the whole is zero.
 */
export function percentOf(part: NumberLike, whole: NumberLike, places: number = 2): string | null {
  const p = parseDecimal(part)
  const w = parseDecimal(whole)
  if (!p || !w) return null
  const digits = readPlaces(places, 2)
  const wholeValue = toBig(w)
  if (wholeValue.eq(0)) return null
  // Division rounds once, half-up at `digits` places (Exact.RM): no double rounding.
  Exact.DP = digits
  const share = toBig(p).times(100).div(wholeValue)
  return decimalToString(roundDecimal(fromBig(share, digits), digits))
}
