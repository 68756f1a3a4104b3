/** Switchable scenarios: who is signed in, and which fault the backend injects. */
export const USER_SCENARIOS = [
  'unbound',
  'boundNotRegistered',
  'registeredNotAppBound',
  'boundNotOpened',
  'opened',
  'whitelisted',
] as const
export type UserScenario = (typeof USER_SCENARIOS)[number]

export const FAULTS = ['none', 'network', 'slow', 'timeout', '5555', '403', 'maintenance'] as const
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
}

export const defaultScenario = (): ScenarioState => ({
  user: 'opened',
  fault: 'none',
  faultPaths: [],
  slowMs: 2500,
  data: envValue('MOCK_DATA') === 'field' ? 'field' : 'mock',
  seed: Number(envValue('MOCK_SEED')) || 1,
})
