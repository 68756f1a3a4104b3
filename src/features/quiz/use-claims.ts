import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '@/api/http'
import { CARBON_CLAIM_FAIL_CODE } from '@/api/quiz'
import { useQuizClaim, type QuizClaim } from '@/api/quiz-queries'
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
  // One claim at a time (the action's guard); a claimed chance's pool is asked again (declared by the
  // action, marketing §7.4). `pressed`: which button the running claim is, for its spinner.
  const action = useQuizClaim()
  const [pressed, setPressed] = useState<ResultButton | null>(null)
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<ResultButton>>(new Set())
  const done: ReadonlySet<ResultButton> = new Set([...(stored?.claimed ?? []), ...claimedHere])
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  /** The call a button makes. */
  function claimOf(button: ResultButton, { params, result }: StoredResult): QuizClaim {
    if (button === 'drawChance')
      // The transfer family's chances are the transfer pool's, drawn on /uniondrawprize: its claim keys
      // the customer and the pool as the pool does (src/api/transfer-pool.ts, docs/identity.md).
      return params.source === 'study'
        ? { kind: 'study', fm: { user_id: userId, page_id: params.pageFlag } }
        : { kind: 'pool' }
    if (button === 'points')
      return {
        kind: 'points',
        request: { user_id: userId, event_id: params.eventId, wait_integral_id: result.wait_integral_id },
      }
    return {
      kind: 'carbon',
      request: {
        pageFlag: params.pageFlag,
        eventId: params.eventId,
        prizeType: params.prizeType,
        userId,
        chanceRecordIds: result.chanceRecordIds,
      },
    }
  }

  const claim = (button: ResultButton) => {
    if (!stored || action.busy || done.has(button)) return
    const running = action.run(claimOf(button, stored))
    setPressed((p) => p ?? button)
    void running.then((answer) => {
      if (answer.status === 'skipped') return
      setPressed(null)
      if (answer.status === 'failed') {
        // http.ts toasted it (or the 9999 modal shows); the button stays for a retry.
        const error = answer.error
        if (button === 'redeem' && error instanceof ApiError && error.code === CARBON_CLAIM_FAIL_CODE)
          void showModal({
            title: QUIZ_TEXTS.redeemFailTitle,
            message: error.message || '兑换失败，请稍后再试',
          })
        return
      }
      const r = answer.data
      if (r.kind === 'chance') toast(QUIZ_TEXTS.claimSuccess)
      else if (r.kind === 'points')
        toast(r.integral > 0 ? `领取成功，获得${r.integral}积分` : QUIZ_TEXTS.claimSuccess)
      else {
        toast(r.message || QUIZ_TEXTS.claimSuccess)
        timer.current = setTimeout(() => {
          if (claimBackTarget(stored.cameFromApp) === 'back2') navigate(-2)
          else navigate(CARBON_CLAIM_FALLBACK, { replace: true })
        }, careDuration(CLAIM_BACK_MS))
      }
      setClaimedHere((d) => new Set(d).add(button))
      session.setJson('quizResult', { ...stored, claimed: [...done, button] })
    })
  }

  return { busy: action.busy ? pressed : null, done, claim }
}
