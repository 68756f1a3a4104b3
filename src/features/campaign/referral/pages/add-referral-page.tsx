import { useNavigate, useSearchParams } from 'react-router-dom'
import { signedIn } from '@/api/auth/signed-in'
import { useAddReferral } from '@/api/referral-queries'
import { href } from '@/shared/lib/paths'
import { toast } from '@/shared/lib/toast'
import { PageError, PageLoading } from '@/shared/ui'
import type { VerifyValues } from '@/shared/ui/verify-fields'
import { AddFriendForm } from '../components/add-friend-form'
import { NotWhite } from '../components/not-white'
import { DEFAULT_REFERRAL_PAGE_FLAG, referralPageFor } from '../rules'
import { REFERRAL_TEXT } from '../texts'
import { useIsWhite } from '../use-white'

/** Add a referred person /addMgmRecom (query pageFlag; marketing §2.6, §5). Failures toast the server's message. */
export default function AddReferralPage() {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const pageFlag = params.get('pageFlag') || DEFAULT_REFERRAL_PAGE_FLAG
  const white = useIsWhite()
  // Failures: the HTTP layer toasts the server's message; the form keeps its entries.
  const add = useAddReferral()
  if (white.loading) return <PageLoading />
  if (white.error) return <PageError error={white.error} onRetry={white.reload} />
  if (!white.isWhite) return <NotWhite />

  const submit = async ({ phone, sms, captcha, checkKey }: VerifyValues) => {
    const answer = await add.run({
      page_flag: pageFlag,
      user_id: signedIn().userId,
      invitedPhone: phone,
      check_code: sms,
      captcha,
      checkKey,
    })
    if (answer.status !== 'done') return
    toast(REFERRAL_TEXT.added)
    navigate(href(referralPageFor(pageFlag), { pageFlag }), { replace: true })
  }

  return (
    <AddFriendForm
      title={REFERRAL_TEXT.addTitle}
      hint={REFERRAL_TEXT.addHint}
      busy={add.busy}
      onSubmit={(values) => void submit(values)}
    />
  )
}
