import { rng } from '../lib'

/** Small helpers over the seeded PRNG, so seed code reads as choices rather than arithmetic. */
export interface Dice {
  next(): number
  chance(p: number): boolean
  between(min: number, max: number): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(table: readonly (readonly [T, number])[]): T
  sample<T>(items: readonly T[], count: number): T[]
}

export function dice(seed: number): Dice {
  const next = rng(seed)
  const d: Dice = {
    next,
    chance: (p) => next() < p,
    between: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (table) => {
      const total = table.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [value, w] of table) {
        r -= w
        if (r < 0) return value
      }
      return table[table.length - 1][0]
    },
    sample: (items, count) => {
      const pool = [...items]
      const out: (typeof items)[number][] = []
      while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0])
      return out
    },
  }
  return d
}
