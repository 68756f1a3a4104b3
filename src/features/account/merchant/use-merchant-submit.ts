import { useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import type { MerchantInviteRequest, MerchantInviteResult } from '@/api/merchant'
import { currentChannel } from '@/shared/lib/channel'
import { openMerchantLink } from './links'
import { merchantResult, type MerchantOutcome } from './rules'

export type InviteCall = (request: MerchantInviteRequest) => Promise<MerchantInviteResult>

/**
 * Sends a merchant bind once at a time and turns its answer into an outcome (account-and-shared §4):
 * 'go' leaves at once (falling back to the pop-up when the link is refused), 'error' keeps the form.
 */
export function useMerchantSubmit(call: InviteCall, onSuccess?: (outcome: MerchantOutcome) => boolean) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<MerchantOutcome | null>(null)
  const inFlight = useRef(false)

  const submit = async (request: MerchantInviteRequest): Promise<MerchantOutcome | null> => {
    if (inFlight.current) return null
    inFlight.current = true
    setBusy(true)
    const env = { channel: currentChannel() }
    let next: MerchantOutcome
    try {
      next = merchantResult('0000', await call(request), env)
    } catch (err) {
      next =
        err instanceof ApiError && err.kind === 'business'
          ? // the merchant api parses a business rejection's data as a MerchantInviteResult
            merchantResult(err.code, err.data as MerchantInviteResult, env, err.message)
          : { kind: 'error' }
    } finally {
      inFlight.current = false
      setBusy(false)
    }
    if (next.kind === 'go' && !openMerchantLink(next.url, navigate)) {
      next = { kind: 'popup', text: '请前往直销商城或下载APP查看', buttons: [] }
    }
    if (next.kind === 'success' && onSuccess?.(next)) return next
    if (next.kind !== 'error' && next.kind !== 'go') setOutcome(next)
    return next
  }

  return { busy, outcome, submit, clear: () => setOutcome(null) }
}
