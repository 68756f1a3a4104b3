import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { usePartnerJump } from '@/api/points-queries'
import { internalRoute } from '@/shared/lib/navigation'
import { AppModal } from '@/shared/ui'
import { followLink } from '@/shared/ui/follow-link'
import { THIRD_PARTY_FLAG, THIRD_PARTY_NOTICE, withUid } from './rules'

/**
 * Leaving for a rights partner's page (a right's jumpUrl off this site): the first time, the customer
 * agrees to the third-party notice (jumpThird initStatus → saveStatus); every time, the partner gets the
 * encrypted user id it expects (integral/foreign/userEncrypt) as `uid` (usePartnerJump, one at a time).
 * The link is followed as every configured link is (`followLink`: https only, never with @, timestamped
 * on the official domain; a refused one does nothing, account-and-shared §8); an in-app target is opened.
 */
export function useThirdPartyJump() {
  const navigate = useNavigate()
  const [pending, setPending] = useState<string | null>(null)
  const me = signedIn()
  const partner = usePartnerJump(me.userId, { openId: me.openid || me.userId, pageFlag: THIRD_PARTY_FLAG })

  /** A failure was toasted by the HTTP layer. */
  const go = async (url: string, agree: boolean) => {
    const outcome = await partner.run({ url, agree })
    if (outcome.status !== 'done') return
    const { uid } = outcome.data
    if (uid === null) setPending(url)
    else followLink(withUid(url, uid), navigate)
  }

  const jump = (url: string) => {
    if (internalRoute(url)) return void navigate(internalRoute(url)!)
    return go(url, false)
  }

  const agree = async () => {
    if (partner.busy) return
    const url = pending
    setPending(null)
    if (url) await go(url, true)
  }

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

  return { jump, busy: partner.busy, notice }
}
