import { useRef, useState } from 'react'
import type { ChanceInfo } from '@/api/draws'
import { toast } from '@/shared/lib/toast'
import { useRequest } from '@/shared/lib/use-request'
import { chanceCount, waitingCount, type PoolSetup } from './rules'

export interface PoolChances {
  loading: boolean
  error: unknown
  /** Reads the chances again; resolves once they are in. */
  reload: () => Promise<void>
  chances: number
  waiting: number
  claiming: boolean
  /** Waiting chances → chances (pools with a claim); one call at a time. */
  claim: () => Promise<void>
  /** What a draw answered (its chances left), so the count needs no second call. */
  setChances: (chanceNum: number) => void
}

/** A pool's chances and waiting chances for one user, with the claim. */
export function usePoolChances(setup: PoolSetup, userId: string): PoolChances {
  const info = useRequest(() => setup.chances(userId), [setup, userId])
  const [known, setKnown] = useState<ChanceInfo | null>(null)
  const [claiming, setClaiming] = useState(false)
  const inFlight = useRef(false)
  const current = known ?? info.data
  const waiting = waitingCount(setup, current)

  const reload = () => {
    setKnown(null)
    return info.reload()
  }

  const claim = async () => {
    if (inFlight.current || !setup.claim) return
    inFlight.current = true
    setClaiming(true)
    try {
      setKnown(await setup.claim(userId))
      toast('领取成功')
    } catch {
      // http.ts has toasted the message; the server's count is the truth, read before another try
      // (docs/money-actions.md)
      await reload()
    } finally {
      inFlight.current = false
      setClaiming(false)
    }
  }

  return {
    loading: info.loading && !info.data,
    error: info.error,
    reload,
    chances: chanceCount(current),
    waiting,
    claiming,
    claim,
    setChances: (chanceNum) => setKnown({ chanceNum, waitChanceNum: waiting }),
  }
}
