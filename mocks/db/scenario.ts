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

export interface ScenarioState {
  user: UserScenario
  fault: Fault
  /** When non-empty, the fault applies only to paths containing one of these strings. */
  faultPaths: string[]
  slowMs: number
}

export const defaultScenario = (): ScenarioState => ({
  user: 'opened',
  fault: 'none',
  faultPaths: [],
  slowMs: 2500,
})
