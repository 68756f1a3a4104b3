import { queryOptions } from '@tanstack/react-query'
import type { SignedIn } from '@/api/auth/signed-in'
import { ApiError } from '@/api/http'
import type { AssetShare, AssetsSummary } from '@/api/holdings'
import { allAssetsQuery, assetTypeShareQuery, holdingsKeys, localRefreshQuery } from '@/api/holdings-queries'
import { customerStatusQuery } from '@/api/identity-queries'
import { askerOf, type Ask } from '@/api/query-client'
import type { Channel } from '@/shared/lib/channel'
import { describeFailure, SESSION_EXPIRED_TEXT } from '@/shared/lib/failure'
import { appHoldingsAccess, holdingsAccess, holdingsUserId, type HoldingsAccess } from './rules'

/** What /allChannelAssets shows once its read has answered. */
export type HoldingsOverview =
  | { status: 'blocked'; access: Exclude<HoldingsAccess, { kind: 'load' }> }
  | { status: 'ready'; assets: AssetsSummary; shares: AssetShare[] }

const QUIET = { silent: true, noToast: true } as const

/**
 * The holdings calls failed (not the account check): the page goes to the fail tip (marketing §8), which
 * names the network only when the network failed (docs/architecture.md, "A page that did not load").
 */
export class HoldingsFetchError extends Error {
  constructor(readonly network: boolean) {
    super(network ? 'holdings: network' : 'holdings: server')
  }
}

/**
 * Who may see holdings, from the one customer status (docs/identity.md, "One customer status"): WeChat by
 * account state + open status by the openid, the app by the client's open status.
 */
async function accessFor(ask: Ask, who: SignedIn, channel: Channel): Promise<HoldingsAccess> {
  if (channel === 'app' && who.kind !== 'app') return appHoldingsAccess(false, '')
  // In WeChat the route needs a signed-in customer (its `login`): nobody here means a 403 ended the session on
  // this page, which the page says with 重新登录 (docs/identity.md, "A session that expires").
  if (channel !== 'app' && who.kind !== 'wechat') throw new ApiError(SESSION_EXPIRED_TEXT, '403', 'auth')
  const status = await ask(customerStatusQuery(who, QUIET))
  if (channel === 'app') return appHoldingsAccess(true, status.openAccount)
  return holdingsAccess({ ...status.account, openAccount: status.openAccount || undefined })
}

/**
 * marketing §4.1: account state + open status → holdingsAccess (in the app: the client's open status); only a
 * fully opened user gets the local refresh (9990 / 0005 count as done, §8), then the assets and the pie
 * shares, keyed on the openid (an app user without one: the client number). One query: the steps feed each
 * other and are never shown apart. Keyed on the customer and the channel (docs/identity.md).
 */
export const holdingsOverviewQuery = (who: SignedIn, channel: Channel) =>
  queryOptions({
    queryKey: [
      ...holdingsKeys.all,
      'overview',
      channel,
      who.kind,
      // The client number is the app customer's userId; a WeChat customer's comes with the customer status's
      // app login, and must not make the answer another one.
      who.userId,
      who.openid,
    ] as const,
    queryFn: async (context): Promise<HoldingsOverview> => {
      const ask = askerOf(context)
      const access = await accessFor(ask, who, channel)
      if (access.kind !== 'load') return { status: 'blocked', access }
      const openid = holdingsUserId(who)
      try {
        await ask(localRefreshQuery(openid, QUIET))
        const [assets, shares] = await Promise.all([
          ask(allAssetsQuery(openid, QUIET)),
          ask(assetTypeShareQuery(openid, QUIET)),
        ])
        return { status: 'ready', assets, shares }
      } catch (error) {
        const failure = describeFailure(error)
        // An expired session is no holdings fault: the page says so, with 重新登录 (docs/identity.md).
        if (failure.signIn) throw error
        throw new HoldingsFetchError(failure.network)
      }
    },
  })
