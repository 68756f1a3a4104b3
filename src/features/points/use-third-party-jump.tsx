import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { encryptUser } from '@/api/points'
import { getJumpInitStatus, saveJumpStatus } from '@/api/privacy'
import { followTarget, internalRoute } from '@/shared/lib/navigation'
import { toast } from '@/shared/lib/toast'
import { AppModal } from '@/shared/ui'
import { THIRD_PARTY_FLAG, THIRD_PARTY_NOTICE, withUid } from './rules'

/**
 * Leaving for a rights partner's page (a right's jumpUrl off this site): the first time, the customer
 * agrees to the third-party notice (jumpThird initStatus → saveStatus); every time, the partner gets the
 * encrypted user id it expects (integral/foreign/userEncrypt) as `uid`. Only official-domain links are
 * followed (account-and-shared §5); an in-app target is simply opened.
 */
export function useThirdPartyJump() {
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const lock = useRef(false)
  const me = signedIn()
  const key = { openId: me.openid || me.userId, pageFlag: THIRD_PARTY_FLAG }

  const run = async (task: () => Promise<void>) => {
    if (lock.current) return
    lock.current = true
    setBusy(true)
    try {
      await task()
    } catch {
      // Toasted by the HTTP layer.
    } finally {
      lock.current = false
      setBusy(false)
    }
  }

  const leave = async (url: string) => {
    const uid = await encryptUser({ user_id: me.userId })
    if (!followTarget(withUid(url, uid), navigate)) toast('链接暂不可用')
  }

  const jump = (url: string) => {
    if (internalRoute(url)) return void navigate(internalRoute(url)!)
    return run(async () => {
      const status = await getJumpInitStatus(key)
      if (status.status === '1') await leave(url)
      else setPending(url)
    })
  }

  const agree = () =>
    run(async () => {
      const url = pending
      setPending(null)
      if (!url) return
      await saveJumpStatus({ ...key, status: '1' })
      await leave(url)
    })

  const notice = (
    <AppModal
      visible={pending !== null}
      title="温馨提示"
      message={THIRD_PARTY_NOTICE}
      cancelText="取消"
      confirmText="同意并前往"
      onCancel={() => setPending(null)}
      onConfirm={() => void agree()}
    />
  )

  return { jump, busy, notice }
}
