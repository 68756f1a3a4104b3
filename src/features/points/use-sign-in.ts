import { useRef, useState } from 'react'
import { getSignInfo, signIn, type SignInfo } from '@/api/points'
import { toast } from '@/shared/lib/toast'
import { useRequest } from '@/shared/lib/use-request'
import { POINTS_EVENT } from './rules'

/** Sign-in state and the one-at-a-time sign action; `onSigned` refreshes the balance. */
export function useSignIn(userId: string, onSigned: () => void) {
  const info = useRequest(() => getSignInfo({ user_id: userId, event_id: POINTS_EVENT.sign }), [userId])
  const [busy, setBusy] = useState(false)
  const [local, setLocal] = useState<SignInfo | null>(null)
  const lock = useRef(false)
  const data = local ?? info.data

  const sign = async () => {
    if (lock.current || !data || data.todaySigned === '1') return
    lock.current = true
    setBusy(true)
    try {
      const result = await signIn({ user_id: userId, event_id: POINTS_EVENT.sign })
      toast(`签到成功，获得${result.integral}积分`)
      setLocal(await getSignInfo({ user_id: userId, event_id: POINTS_EVENT.sign }, { silent: true }))
      onSigned()
    } catch {
      // The server's message was toasted; show its current state before another try
      // (docs/money-actions.md).
      setLocal(null)
      await info.reload()
    } finally {
      lock.current = false
      setBusy(false)
    }
  }

  return {
    data,
    loading: info.loading && !local,
    error: local ? null : info.error,
    busy,
    sign,
    reload: info.reload,
  }
}
