import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useQueryClient } from '@tanstack/react-query'
import { drawsKeys } from '@/api/draws-queries'
import { ApiError } from '@/api/http'
import { CARBON_CLAIM_FAIL_CODE, claimCarbon, claimPoints, claimStudy } from '@/api/quiz'
import { transferPool } from '@/api/transfer-pool'
import { transferPoolKeys } from '@/api/transfer-pool-queries'
import { session } from '@/shared/lib/storage'
import { toast } from '@/shared/lib/toast'
import { showModal } from '@/shared/ui'
import {
  CARBON_CLAIM_FALLBACK,
  CLAIM_BACK_MS,
  claimBackTarget,
  type ResultButton,
  type StoredResult,
} from './rules'
import { QUIZ_TEXTS } from './texts'
import { careDuration } from '@/shared/theme/care-mode'

export interface Claims {
  busy: ResultButton | null
  done: ReadonlySet<ResultButton>
  claim: (button: ResultButton) => void
}

/**
 * The result page's claims (marketing §4.6, §7.5, §8). One claim at a time and each once: a second tap
 * while one runs, or after it succeeded, does nothing. A claim that succeeded is kept with the result in
 * the session (StoredResult.claimed), so back/forward and a reload show it claimed. Each claim is a
 * money-like action (docs/money-actions.md): after a lost answer a retry carries the same request id. Letter-box / carbon: 9999 shows the message as a
 * failure; otherwise the message shows and 2 s later the user goes back two pages (or, opened directly,
 * to the letter-box / carbon page: /carddrawprize, where the redeemed chances are drawn).
 */
export function useClaims(stored: StoredResult | null, userId: string): Claims {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<ResultButton | null>(null)
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<ResultButton>>(new Set())
  const done: ReadonlySet<ResultButton> = new Set([...(stored?.claimed ?? []), ...claimedHere])
  const running = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  async function run(button: ResultButton): Promise<void> {
    if (!stored) return
    const { params, result } = stored
    if (button === 'drawChance') {
      // A claimed chance is the pool's: its cached chances are asked again (marketing §7.4).
      if (params.source === 'study') {
        const fm = { user_id: userId, page_id: params.pageFlag }
        await claimStudy(fm)
        void queryClient.invalidateQueries({ queryKey: drawsKeys.fmActivityInfo(fm) })
      } else {
        // The transfer family's chances are the transfer pool's, drawn on /uniondrawprize: its claim keys
        // the customer and the pool as the pool does (src/api/transfer-pool.ts, docs/identity.md).
        await transferPool.claim()
        void queryClient.invalidateQueries({ queryKey: transferPoolKeys.all })
      }
      toast(QUIZ_TEXTS.claimSuccess)
      return
    }
    if (button === 'points') {
      const r = await claimPoints({
        user_id: userId,
        event_id: params.eventId,
        wait_integral_id: result.wait_integral_id,
      })
      toast(r.integral > 0 ? `领取成功，获得${r.integral}积分` : QUIZ_TEXTS.claimSuccess)
      return
    }
    try {
      const r = await claimCarbon({
        pageFlag: params.pageFlag,
        eventId: params.eventId,
        prizeType: params.prizeType,
        userId,
        chanceRecordIds: result.chanceRecordIds,
      })
      toast(r.message || QUIZ_TEXTS.claimSuccess)
      timer.current = setTimeout(() => {
        if (claimBackTarget(stored.cameFromApp) === 'back2') navigate(-2)
        else navigate(CARBON_CLAIM_FALLBACK, { replace: true })
      }, careDuration(CLAIM_BACK_MS))
    } catch (error) {
      if (error instanceof ApiError && error.code === CARBON_CLAIM_FAIL_CODE)
        void showModal({
          title: QUIZ_TEXTS.redeemFailTitle,
          message: error.message || '兑换失败，请稍后再试',
        })
      throw error
    }
  }

  const claim = (button: ResultButton) => {
    if (running.current || done.has(button)) return
    running.current = true
    setBusy(button)
    run(button)
      .then(() => {
        setClaimedHere((d) => new Set(d).add(button))
        if (stored) session.setJson('quizResult', { ...stored, claimed: [...done, button] })
      })
      .catch(() => undefined) // http.ts toasted it (or the 9999 modal shows); the button stays for a retry.
      .finally(() => {
        running.current = false
        setBusy(null)
      })
  }

  return { busy, done, claim }
}
