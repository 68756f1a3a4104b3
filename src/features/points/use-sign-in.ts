import { usePointsSignIn, useSignInfo } from '@/api/points-queries'
import { toast } from '@/shared/lib/toast'
import { POINTS_EVENT } from './rules'

/**
 * Sign-in state and the sign action (usePointsSignIn: one at a time, and not again before the week on
 * screen has answered; marketing §7.4).
 */
export function useSignIn(userId: string) {
  const info = useSignInfo(userId, POINTS_EVENT.sign)
  const action = usePointsSignIn(userId, POINTS_EVENT.sign)
  const data = info.data

  const sign = async () => {
    if (!data || data.todaySigned === '1') return
    // A failure's message was toasted; the week has been read again (docs/money-actions.md).
    const outcome = await action.run()
    if (outcome.status === 'done') toast(`签到成功，获得${outcome.data.integral}积分`)
  }

  return {
    data,
    loading: info.isPending,
    error: info.error,
    busy: action.busy,
    sign,
    reload: () => void info.refetch(),
  }
}
