import { useNavigate, useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { ApiError } from '@/api/http'
import { WHITELIST_ADD_CODES } from '@/api/mgm-whitelist'
import { useWhitelistAdd } from '@/api/mgm-whitelist-queries'
import { href } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { PageError, PageLoading } from '@/shared/ui'
import { variantForFlag } from '../../common'
import { AddFriendForm } from '../components/add-friend-form'
import { NotWhite } from '../components/not-white'
import { REFERRAL_TEXT } from '../texts'
import { useIsWhite } from '../use-white'

/** Manual add of a referred friend /mgmfourWhitelist (query eventId, pageFlag; marketing §2.5). */
export default function WhitelistPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const variant = variantForFlag(params.get('pageFlag'))
  const pageFlag = params.get('pageFlag') || variant.inviterFlag
  const eventId = params.get('eventId') ?? ''
  const white = useIsWhite()
  const add = useWhitelistAdd()
  if (white.loading) return <PageLoading />
  if (white.error) return <PageError error={white.error} onRetry={white.reload} />
  if (!white.isWhite) return <NotWhite />

  const submit = async ({ phone, sms }: { phone: string; sms: string }) => {
    const answer = await add.run({
      pageFlag,
      inviterId: signedIn().userId,
      invitedPhone: phone,
      checkCode: sms,
    })
    if (answer.status === 'skipped') return
    if (answer.status === 'failed') {
      // The quiet codes are toasted here, every other failure by the HTTP layer; the form keeps its entries.
      const err = answer.error
      const quiet: readonly string[] = WHITELIST_ADD_CODES
      if (err instanceof ApiError && quiet.includes(err.code)) toast(err.message)
      return
    }
    toast(REFERRAL_TEXT.added)
    navigate(href(variant.progress, { eventId, pageFlag }), { replace: true })
  }

  return (
    <AddFriendForm
      title={REFERRAL_TEXT.whitelistTitle}
      hint={REFERRAL_TEXT.whitelistHint}
      busy={add.busy}
      onSubmit={(values) => void submit(values)}
    />
  )
}
