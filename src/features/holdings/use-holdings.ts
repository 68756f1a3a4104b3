import { useCallback, useEffect, useState } from 'react'
import {
  getAllAssets,
  getAssetTypeShare,
  refreshHoldings,
  type AssetShare,
  type AssetsSummary,
} from '@/api/holdings'
import { signedIn } from '@/api/auth/signed-in'
import { getAccountState, getAppUserOpenStatus, getOpenStatus } from '@/api/identity'
import { currentChannel } from '@/shared/lib/channel'
import { local } from '@/shared/lib/storage'
import { appHoldingsAccess, holdingsAccess, holdingsUserId, parseHidden, type HoldingsAccess } from './rules'

export type HoldingsState =
  | { status: 'loading' }
  /** The account check failed: the page offers a retry (and says why: page-state PageError). */
  | { status: 'error'; error: unknown }
  /** The holdings calls failed: the page goes to the fail tip (marketing §8). */
  | { status: 'failed' }
  | { status: 'blocked'; access: Exclude<HoldingsAccess, { kind: 'load' }> }
  | { status: 'ready'; assets: AssetsSummary; shares: AssetShare[] }

const QUIET = { silent: true, noToast: true } as const

class HoldingsFetchError extends Error {}

/** Who may see holdings: WeChat by account state + open status, the app by the client's open status. */
async function accessFor(): Promise<HoldingsAccess> {
  const who = signedIn()
  if (currentChannel() === 'app') {
    if (who.kind !== 'app') return appHoldingsAccess(false, '')
    const { openAccount } = await getAppUserOpenStatus(who.appClientNo, QUIET)
    return appHoldingsAccess(true, openAccount)
  }
  const [account, open] = await Promise.all([
    getAccountState(who.openid, QUIET),
    getOpenStatus(who.userId, QUIET),
  ])
  return holdingsAccess({ ...account, openAccount: open.openAccount })
}

/**
 * marketing §4.1: account state + open status → holdingsAccess (in the app: the client's open status); only a fully opened user gets the local refresh (9990 / 0005 count as done, §8), then the
 * assets and the pie shares, keyed on the openid (an app user without one: the client number).
 */
async function loadHoldings(): Promise<Exclude<HoldingsState, { status: 'loading' | 'error' | 'failed' }>> {
  const access = await accessFor()
  if (access.kind !== 'load') return { status: 'blocked', access }
  const openid = holdingsUserId(signedIn())
  try {
    await refreshHoldings(openid, QUIET)
    const [assets, shares] = await Promise.all([
      getAllAssets(openid, true, QUIET),
      getAssetTypeShare(openid, QUIET),
    ])
    return { status: 'ready', assets, shares }
  } catch {
    throw new HoldingsFetchError()
  }
}

export function useHoldings(): HoldingsState & { reload: () => void } {
  const [state, setState] = useState<HoldingsState>({ status: 'loading' })
  const [tick, setTick] = useState(0)
  useEffect(() => {
    let live = true
    setState({ status: 'loading' })
    loadHoldings()
      .then((s) => live && setState(s))
      .catch(
        (e: unknown) =>
          live &&
          setState(e instanceof HoldingsFetchError ? { status: 'failed' } : { status: 'error', error: e }),
      )
    return () => {
      live = false
    }
  }, [tick])
  const reload = useCallback(() => setTick((t) => t + 1), [])
  return { ...state, reload }
}

/** The masked-amount toggle, persisted locally (marketing §2.7). */
export function useHiddenAmounts(): [boolean, () => void] {
  const [hidden, setHidden] = useState(() => parseHidden(local.get('assetsHidden')))
  const toggle = useCallback(() => {
    setHidden((h) => {
      local.set('assetsHidden', h ? '0' : '1')
      return !h
    })
  }, [])
  return [hidden, toggle]
}
