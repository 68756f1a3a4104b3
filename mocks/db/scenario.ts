/** Switchable scenarios: who is signed in, and which fault the backend injects. */
export const USER_SCENARIOS = [
  'unbound',
  'boundNotRegistered',
  'registeredNotAppBound',
  'boundNotOpened',
  'opened',
  'whitelisted',
  'appOnly',
] as const
export type UserScenario = (typeof USER_SCENARIOS)[number]

/**
 * `lostAnswer`: the server handles the call (and books it), then the answer is lost on the way back, as
 * on a dropped 4G link (docs/money-actions.md).
 */
export const FAULTS = [
  'none',
  'network',
  'slow',
  'timeout',
  '5555',
  '403',
  'maintenance',
  'lostAnswer',
] as const
export type Fault = (typeof FAULTS)[number]

/**
 * How answers are typed: 'mock' as our code expects them, 'field' as a real Java backend varies them
 * (mocks/field-data.ts). `MOCK_DATA=field` (and `MOCK_SEED=<n>`) select it for `npm start` and the e2e
 * server; the QA panel switches it at run time.
 */
export const DATA_MODES = ['mock', 'field'] as const
export type DataMode = (typeof DATA_MODES)[number]

const envValue = (name: string): string | undefined =>
  typeof process !== 'undefined' ? process.env?.[name] : undefined

export interface ScenarioState {
  user: UserScenario
  fault: Fault
  /** When non-empty, the fault applies only to paths containing one of these strings. */
  faultPaths: string[]
  slowMs: number
  data: DataMode
  /** Seed of the field-data variations. */
  seed: number
  /**
   * How many holdings the `opened` user has: 0 is the usual handful (7-15); a number (e.g. 10000)
   * spreads that many over three distributors. `MOCK_HOLDINGS=10000` sets it for `npm start` / mock:serve.
   */
  holdings: number
}

export const defaultScenario = (): ScenarioState => ({
  user: 'opened',
  fault: 'none',
  faultPaths: [],
  slowMs: 2500,
  data: envValue('MOCK_DATA') === 'field' ? 'field' : 'mock',
  seed: Number(envValue('MOCK_SEED')) || 1,
  holdings: holdingsCount(envValue('MOCK_HOLDINGS')),
})

/** A holdings count for the scenario: a whole number 0-100000, anything else 0 (the usual handful). */
export function holdingsCount(value: unknown): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? Math.min(n, 100_000) : 0
}
