import type { HttpHandler } from 'msw'
import type { AssetsSummary } from '@/api/holdings'
import { endpoints } from '@/api/endpoints'
import { fail, field, mock, type MockContext } from '../lib'
import { findUser, type MockUser } from '../db'
import { assetShares, buildHoldings, emptyAssets, holdList } from '../db/catalogue-holdings'

/**
 * All-channel holdings (marketing §2.7, §4.1, §8; api-contract.md Holdings). Only the `opened` scenario user
 * holds products; other fully opened users (the whitelisted one) have none. A local refresh answers 0005 for
 * a user without an opened, app-bound account and 9990 when there is nothing to refresh: both are codes the
 * page ignores. The scenario's `holdings` count gives the opened user that many holdings.
 */

const H = endpoints.holdings

const fullyOpened = (u: MockUser) => u.openAccount === '1' && u.isAppBinding === '1' && u.isRegister === '1'

const hasHoldings = (ctx: MockContext, u: MockUser) =>
  fullyOpened(u) && ctx.db.users.opened.openid === u.openid

function assetsOf(ctx: MockContext): AssetsSummary {
  const user = findUser(field(ctx, 'openid'))
  if (!hasHoldings(ctx, user)) return emptyAssets(user.realName)
  const cache = ctx.db.catalogue.holdings
  const count = ctx.db.scenario.holdings
  // The usual handful is keyed by openid alone (tests read it back so); a load scenario by its size too.
  const key = count > 0 ? `${user.openid}:${count}` : user.openid
  let summary = cache.get(key)
  if (!summary) {
    summary = buildHoldings(user, ctx.db.catalogue.funds, count)
    cache.set(key, summary)
  }
  return summary
}

export const holdingsHandlers: HttpHandler[] = [
  mock.post(H.refreshHold, (ctx) => {
    const user = findUser(field(ctx, 'openid'))
    if (!fullyOpened(user)) fail('0005', '客户未开户')
    if (!hasHoldings(ctx, user)) fail('9990', '暂无持仓数据')
    return null
  }),
  mock.get(H.allAssets, (ctx) => assetsOf(ctx)),
  mock.get(H.assetTypeShare, (ctx) => assetShares(assetsOf(ctx))),
  mock.get(H.holdList, (ctx) => ({
    records: holdList(assetsOf(ctx), Number(field(ctx, 'respProductType'))),
  })),
]
