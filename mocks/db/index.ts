import { defaultScenario, type ScenarioState, type UserScenario } from './scenario'
import { seedUsers, type MockUser } from './users'
import { seedAccount, type AccountDb } from './account'
import { seedCatalogue, type CatalogueDb } from './catalogue'
import { seedMarketing, type MarketingDb } from './marketing'

/**
 * The in-memory store behind every mock handler. It is stateful (binding a phone changes the user) and
 * reset before each test with resetDb().
 */
/** An answer the server gave to a request with an Idempotency-Key (docs/money-actions.md). */
export interface KeptAnswer {
  /** Method, path and payload of the request that first used the key. */
  request: string
  body: { code: string; [key: string]: unknown }
}

export interface Db {
  scenario: ScenarioState
  /** Answers by customer and Idempotency-Key: the same key gets the same answer and books nothing. */
  keptAnswers: Record<string, KeptAnswer>
  /** The customer (openid) each WeChat token was issued to: a key is the customer's, whichever token they sign in with. */
  tokenOwners: Record<string, string>
  users: Record<UserScenario, MockUser>
  account: AccountDb
  catalogue: CatalogueDb
  marketing: MarketingDb
  /** What the page's monitor and the browser's CSP reports sent (mocks/handlers/monitor.ts). */
  monitor: { collect: unknown[]; csp: unknown[] }
}

function fresh(): Db {
  return {
    scenario: defaultScenario(),
    keptAnswers: {},
    tokenOwners: {},
    users: seedUsers(),
    account: seedAccount(),
    catalogue: seedCatalogue(),
    marketing: seedMarketing(),
    monitor: { collect: [], csp: [] },
  }
}

export const db: Db = fresh()

export function resetDb(): void {
  Object.assign(db, fresh())
}

/** The signed-in user of the current scenario. */
export function currentUser(): MockUser {
  return db.users[db.scenario.user]
}

/** Looks a user up by openid, app client number or user id; falls back to the scenario's user. */
export function findUser(id: string | null | undefined): MockUser {
  if (id) {
    const hit = Object.values(db.users).find(
      (u) => u.openid === id || u.appClientNo === id || u.userId === id,
    )
    if (hit) return hit
  }
  return currentUser()
}

export type { MockUser, ScenarioState, UserScenario }
