import { toast } from '@/shared/lib/toast'
import { usePoolChanceInfo, usePoolClaim } from './pool-queries'
import { chanceCount, waitingCount, type PoolSetup } from './rules'

export interface PoolChances {
  loading: boolean
  error: unknown
  /** Reads the chances again; resolves once they are in. */
  reload: () => Promise<void>
  chances: number
  waiting: number
  claiming: boolean
  /** Waiting chances → chances (pools with a claim); one call at a time (usePoolClaim). */
  claim: () => Promise<void>
}

/** A pool's chances and waiting chances for one user, with the claim. */
export function usePoolChances(setup: PoolSetup, userId: string): PoolChances {
  const info = usePoolChanceInfo(setup, userId)
  const action = usePoolClaim(setup, userId)
  const waiting = waitingCount(setup, info.data)

  const reload = async () => {
    await info.refetch()
  }

  const claim = async () => {
    if (!setup.claims) return
    // A failure's message was toasted by http.ts; the count has been read again before another try
    // (docs/money-actions.md).
    const outcome = await action.run()
    if (outcome.status === 'done') toast('领取成功')
  }

  return {
    loading: info.isPending,
    error: info.error,
    reload,
    chances: chanceCount(info.data),
    waiting,
    claiming: action.busy,
    claim,
  }
}
