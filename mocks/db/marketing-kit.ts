import type { HttpHandler } from 'msw'
import { fail, field, mock, type MockContext, type Resolver } from '../lib'
import { db, findUser, type MockUser } from './index'
import { RuleError } from './marketing-util'

/**
 * What the marketing handlers share: routes whose store rules may refuse (a RuleError becomes an
 * envelope with its code), and user lookups. Only handlers import this file (the store never does).
 */

const guarded =
  (resolver: Resolver): Resolver =>
  async (ctx) => {
    try {
      return await resolver(ctx)
    } catch (err) {
      if (err instanceof RuleError) fail(err.code, err.message, err.data)
      throw err
    }
  }

export const route = {
  get: (path: string, resolver: Resolver): HttpHandler => mock.get(path, guarded(resolver)),
  post: (path: string, resolver: Resolver): HttpHandler => mock.post(path, guarded(resolver)),
}

/** The user named by the first non-empty field of `names`; the scenario's user when none is given. */
export function userFrom(ctx: MockContext, ...names: string[]): MockUser {
  const id = names.map((n) => field(ctx, n)).find(Boolean)
  return findUser(id)
}

/** A scenario user with exactly this openid, app client number or user id (no fallback). */
export const exactUser = (id: string): MockUser | undefined =>
  id
    ? Object.values(db.users).find((u) => u.openid === id || u.appClientNo === id || u.userId === id)
    : undefined

export const userByPhone = (phone: string): MockUser | undefined =>
  phone ? Object.values(db.users).find((u) => u.phone === phone) : undefined

export const num = (ctx: MockContext, name: string): number => Number(field(ctx, name))
