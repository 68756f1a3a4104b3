import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import type { MerchantInviteRequest, MerchantInviteResult } from '@/api/merchant'
import { useMerchantInvite } from '@/api/merchant-queries'
import { currentChannel } from '@/shared/lib/channel'
import { openMerchantLink } from './links'
import { merchantResult, type MerchantOutcome } from './rules'

/**
 * Sends a merchant bind (`smart`: newMerchantInvite, `phone`: merchantInviteByPhone; one at a time, the
 * action's guard) and turns its answer into an outcome (account-and-shared §4): 'go' leaves at once
 * (falling back to the pop-up when the link is refused), 'error' keeps the form. After a lost or unsettled
 * answer the form stays as it was, so a second tap sends the same bind under the same key and gets the
 * first answer again (docs/money-actions.md).
 */
export function useMerchantSubmit(
  kind: 'smart' | 'phone',
  onSuccess?: (outcome: MerchantOutcome) => boolean,
) {
  const navigate = useNavigate()
  const invite = useMerchantInvite(kind)
  const [outcome, setOutcome] = useState<MerchantOutcome | null>(null)

  const submit = async (request: MerchantInviteRequest): Promise<MerchantOutcome | null> => {
    const answer = await invite.run(request)
    if (answer.status === 'skipped') return null
    const env = { channel: currentChannel() }
    const err = answer.status === 'failed' ? answer.error : null
    let next: MerchantOutcome =
      answer.status === 'done'
        ? merchantResult('0000', answer.data, env)
        : err instanceof ApiError && err.kind === 'business' && !err.unsettled
          ? // the merchant api parses a business rejection's data as a MerchantInviteResult
            merchantResult(err.code, err.data as MerchantInviteResult, env, err.message)
          : { kind: 'error' }
    if (next.kind === 'go' && !openMerchantLink(next.url, navigate)) {
      next = { kind: 'popup', text: '请前往直销商城或下载APP查看', buttons: [] }
    }
    if (next.kind === 'success' && onSuccess?.(next)) return next
    if (next.kind !== 'error' && next.kind !== 'go') setOutcome(next)
    return next
  }

  return { busy: invite.busy, outcome, submit, clear: () => setOutcome(null) }
}
