import { useRef, useState } from 'react'
import { signIn } from '@/api/points'
import { pointsKeys, useSignInfo } from '@/api/points-queries'
import { toast } from '@/shared/lib/toast'
import { POINTS_EVENT } from './rules'
import { useRefreshPoints } from './use-refresh-points'

/**
 * Sign-in state and the one-at-a-time sign action. A sign-in changes the week, the balance, the records
 * and the boxes' signed days (marketing §7.4): those are invalidated, the week awaited before another tap.
 */
export function useSignIn(userId: string) {
  const info = useSignInfo(userId, POINTS_EVENT.sign)
  const refresh = useRefreshPoints(userId)
  const [busy, setBusy] = useState(false)
  const lock = useRef(false)
  const data = info.data

  const sign = async () => {
    if (lock.current || !data || data.todaySigned === '1') return
    lock.current = true
    setBusy(true)
    try {
      const result = await signIn({ user_id: userId, event_id: POINTS_EVENT.sign })
      toast(`签到成功，获得${result.integral}积分`)
      await refresh([pointsKeys.signInfo(userId, POINTS_EVENT.sign), pointsKeys.boxState(userId)])
    } catch {
      // The server's message was toasted; show its current state before another try
      // (docs/money-actions.md).
      await info.refetch()
    } finally {
      lock.current = false
      setBusy(false)
    }
  }

  return {
    data,
    loading: info.isPending,
    error: info.error,
    busy,
    sign,
    reload: () => void info.refetch(),
  }
}
