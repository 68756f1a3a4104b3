import { useCallback, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { signedIn } from '@/api/auth/signed-in'
import { currentChannel } from '@/shared/lib/channel'
import { local } from '@/shared/lib/storage'
import { HoldingsFetchError, holdingsOverviewQuery, type HoldingsOverview } from './queries'
import { parseHidden } from './rules'

export type HoldingsState =
  | { status: 'loading' }
  /** The account check failed: the page offers a retry (and says why: page-state PageError). */
  | { status: 'error'; error: unknown }
  /** The holdings calls failed: the page goes to the fail tip (marketing §8); `network`: no answer came. */
  | { status: 'failed'; network: boolean }
  | HoldingsOverview

/**
 * The all-channel holdings of the signed-in customer (holdingsOverviewQuery). What the cache holds is shown
 * while the page asks again; a failure is shown even then, never figures the last read could not confirm,
 * and a retry shows the loading state until it answers.
 */
export function useHoldings(): HoldingsState & { reload: () => void } {
  const channel = currentChannel()
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(
    holdingsOverviewQuery(signedIn(channel), channel),
  )
  const reload = useCallback(() => void refetch(), [refetch])
  if (isPending || (isError && isFetching)) return { status: 'loading', reload }
  if (isError)
    return error instanceof HoldingsFetchError
      ? { status: 'failed', network: error.network, reload }
      : { status: 'error', error, reload }
  return { ...data, reload }
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
