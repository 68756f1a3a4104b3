import { queryOptions } from '@tanstack/react-query'
import type { SignedIn } from '@/api/auth/signed-in'
/* eslint-disable no-restricted-imports -- not yet a query or an action of src/api (docs/decisions/030-one-action-contract.md, "Left as it was") */
import {
  getAllAssets,
  getAssetTypeShare,
  refreshHoldings,
  type AssetShare,
  type AssetsSummary,
} from '@/api/holdings'
import { holdingsKeys } from '@/api/holdings-queries'
import { getAccountState, getAppUserOpenStatus, getOpenStatus } from '@/api/identity'
/* eslint-enable no-restricted-imports */
import type { Channel } from '@/shared/lib/channel'
import { describeFailure } from '@/shared/lib/failure'
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

/** Who may see holdings: WeChat by account state + open status, the app by the client's open status. */
async function accessFor(who: SignedIn, channel: Channel): Promise<HoldingsAccess> {
  if (channel === 'app') {
    if (who.kind !== 'app') return appHoldingsAccess(false, '')
    const { openAccount } = await getAppUserOpenStatus(who.appClientNo, QUIET)
    return appHoldingsAccess(true, openAccount)
  }
  // Both by the openid: getOpenStatus's user_id is the openid (docs/api-contract.md, "Which id a call takes").
  const [account, open] = await Promise.all([
    getAccountState(who.openid, QUIET),
    getOpenStatus(who.openid, QUIET),
  ])
  return holdingsAccess({ ...account, openAccount: open.openAccount })
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
      who.userId,
      who.openid,
      who.appClientNo,
    ] as const,
    queryFn: async (): Promise<HoldingsOverview> => {
      const access = await accessFor(who, channel)
      if (access.kind !== 'load') return { status: 'blocked', access }
      const openid = holdingsUserId(who)
      try {
        await refreshHoldings(openid, QUIET)
        const [assets, shares] = await Promise.all([
          getAllAssets(openid, true, QUIET),
          getAssetTypeShare(openid, QUIET),
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
