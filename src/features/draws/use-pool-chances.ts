import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ChanceInfo } from '@/api/draws'
import { toast } from '@/shared/lib/toast'
import { poolKeys, usePoolChanceInfo } from './pool-queries'
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
  /** What a draw answered (its chances left), so the count needs no second call; its records are read again. */
  drawn: (chanceNum: number) => void
}

/** A pool's chances and waiting chances for one user, with the claim. */
export function usePoolChances(setup: PoolSetup, userId: string): PoolChances {
  const queryClient = useQueryClient()
  const info = usePoolChanceInfo(setup, userId)
  const keys = poolKeys(setup, userId)
  const [claiming, setClaiming] = useState(false)
  const inFlight = useRef(false)
  const waiting = waitingCount(setup, info.data)

  const reload = async () => {
    await info.refetch()
  }

  /**
   * An action's answer is the server's count: it goes into the cache, where every page showing the pool
   * reads it, and what else the action changed is read again where it is shown.
   */
  const settle = (count: Partial<ChanceInfo>, changed: readonly (readonly unknown[])[]) => {
    queryClient.setQueryData<ChanceInfo>(keys.chances, (old) => ({
      chanceNum: 0,
      waitChanceNum: 0,
      ...old,
      ...count,
    }))
    for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey })
  }

  const claim = async () => {
    if (inFlight.current || !setup.claim) return
    inFlight.current = true
    setClaiming(true)
    try {
      const answer = await setup.claim(userId)
      settle({ chanceNum: answer.chanceNum, waitChanceNum: answer.waitChanceNum }, keys.history)
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
    loading: info.isPending,
    error: info.error,
    reload,
    chances: chanceCount(info.data),
    waiting,
    claiming,
    claim,
    drawn: (chanceNum) => settle({ chanceNum }, [keys.records, ...keys.history]),
  }
}
