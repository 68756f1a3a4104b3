import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { Button, ErrorBlock } from 'antd-mobile'
import type { PrivacyAgreement } from '@/api/privacy'
import { usePrivacyAgreement } from '@/api/privacy-queries'
import { currentChannel } from '@/shared/lib/channel'
import { href, PATHS } from '@/shared/lib/paths'
import { local, session } from '@/shared/lib/storage'
import { SCENE_SHEET, useAgreeAndRecord } from './agreement-record'
import { followRedirect } from './consent'
import { DeclinedNotice } from './components/declined-notice'
import { PrivacySheet } from './components/privacy-sheet'
import { popupTarget, privacyDecision } from './rules'
import styles from './components/privacy.module.css'

/** 'error': the agreement could not be fetched (the HTTP layer toasted); `sheet` offers a retry. */
export type PrivacyStep = 'checking' | 'sheet' | 'done' | 'declined' | 'error'

export interface UsePrivacyStepOptions {
  /** Called once when the user may go on (agreed now, agreed before, or nothing to agree to). */
  onDone: () => void
  /** Start the check only when true (e.g. after the account state is known). Default true. */
  enabled?: boolean
  /** The url's isAgree value; defaults to the current route's `isAgree` query. */
  isAgree?: string | null
  /** The in-app route the pop-up page returns to; defaults to the current route plus isAgree=1. */
  returnTo?: string
}

export interface PrivacyStepState {
  step: PrivacyStep
  /** Render it: the bottom sheet, the decline notice or a retry; null otherwise. */
  sheet: ReactNode
  agreement: PrivacyAgreement | null
}

function withIsAgree(pathname: string, search: string): string {
  const q = new URLSearchParams(search)
  q.set('isAgree', '1')
  return `${pathname}?${q.toString()}`
}

/**
 * The route this tab sent to /privacypop (account-and-shared §4), to come back to with isAgree=1: kept in the
 * session (`privacyPopReturn`, for a reload on the way) and in memory (where storage throws, the return is
 * an in-app navigation). Only a return to that very route honours isAgree=1, once: a link that merely
 * carries isAgree=1 agrees to nothing (docs/features/merchant-and-privacy.md).
 */
let popReturn: string | null = null

function markPopReturn(route: string): void {
  popReturn = route
  session.set('privacyPopReturn', route)
}

/** Whether `here` is the return marked by `markPopReturn`; the mark is used up either way. */
function takePopReturn(here: string): boolean {
  const marked = [popReturn, session.get('privacyPopReturn')]
  popReturn = null
  session.remove('privacyPopReturn')
  return marked.includes(here)
}

/** Test hook: forget the route sent to /privacypop. */
export function forgetPopReturn(): void {
  popReturn = null
  session.remove('privacyPopReturn')
}

/** What the check or the customer decided; 'left' the check sent the customer elsewhere. */
type Outcome = 'sheet' | 'done' | 'declined' | 'left'

/**
 * The transit pages' privacy step (account-and-shared §4): fetches the agreement, compares versions and
 * either goes on, stores the version silently, sends the user to the pop-up page, or shows the sheet.
 */
export function usePrivacyStep({
  onDone,
  enabled = true,
  isAgree,
  returnTo,
}: UsePrivacyStepOptions): PrivacyStepState {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const { busy, agree: record } = useAgreeAndRecord()
  const onDoneRef = useRef(onDone)
  const doneCalled = useRef(false)
  const agreeParam = isAgree !== undefined ? isAgree : new URLSearchParams(search).get('isAgree')
  const back = returnTo ?? withIsAgree(pathname, search)
  const here = `${pathname}${search}`
  const inputs = useRef({ agreeParam, back, here })
  // Whether this page is the return from our /privacypop: read once (StrictMode runs effects twice, and the
  // first read uses the mark up).
  const fromOwnPopup = useRef<boolean | null>(null)
  useEffect(() => {
    onDoneRef.current = onDone
    inputs.current = { agreeParam, back, here }
  })

  const query = usePrivacyAgreement(currentChannel(), { enabled })
  const agreement = query.data ?? null
  const settled = enabled && !query.isFetching
  // The version is compared with this visit's answer, never with one the cache held from before.
  const fresh = settled && query.isSuccess ? query.data : undefined

  useEffect(() => {
    if (outcome || !fresh) return
    const a = fresh
    fromOwnPopup.current ??= inputs.current.agreeParam === '1' && takePopReturn(inputs.current.here)
    const decision = privacyDecision({
      serverVersion: a.version,
      storedVersion: local.get('privacy-version'),
      isiframe: a.isiframe,
      isNewBeta: a.isNewBeta,
      isAgreeParam: inputs.current.agreeParam,
      fromOwnPopup: fromOwnPopup.current,
    })
    if (decision === 'none') return setOutcome('done')
    if (decision === 'silent-agree') {
      if (a.version) local.set('privacy-version', a.version)
      return setOutcome('done')
    }
    if (decision === 'show-sheet') return setOutcome('sheet')
    setOutcome('left')
    const target = popupTarget(a.privacyPop, a.potocolUrl || a.url)
    const redirectUrl = inputs.current.back
    const toPopup = () => {
      markPopReturn(redirectUrl)
      navigate(href(PATHS.privacypop, { redirectUrl, privacyBeta: a.isNewBeta, isiframe: a.isiframe }), {
        replace: true,
      })
    }
    if (target.kind === 'route') toPopup()
    // An external agreement url off the official domain is never followed: use the pop-up page.
    else if (!followRedirect(target.url, navigate)) toPopup()
  }, [outcome, fresh, navigate])

  const step: PrivacyStep =
    outcome === 'sheet' || outcome === 'done' || outcome === 'declined'
      ? outcome
      : !outcome && settled && query.isError
        ? 'error'
        : 'checking'

  useEffect(() => {
    if (step === 'done' && !doneCalled.current) {
      doneCalled.current = true
      onDoneRef.current()
    }
  }, [step])

  const agree = useCallback(async () => {
    if (!agreement) return
    // null: a save already on its way (a second tap) goes on by itself.
    if ((await record(agreement, SCENE_SHEET)) !== null) setOutcome('done')
  }, [agreement, record])

  let sheet: ReactNode = null
  if (agreement && (step === 'sheet' || busy)) {
    sheet = (
      <PrivacySheet
        visible
        agreement={agreement}
        busy={busy}
        onAgree={() => void agree()}
        onDecline={() => setOutcome('declined')}
      />
    )
  } else if (step === 'declined') {
    sheet = <DeclinedNotice overlay />
  } else if (step === 'error') {
    sheet = (
      <div className={styles.declinedOverlay}>
        <ErrorBlock status="disconnected" title="隐私政策加载失败" description="请检查网络后重试">
          <Button color="primary" shape="rounded" onClick={() => void query.refetch()}>
            重新加载
          </Button>
        </ErrorBlock>
      </div>
    )
  }
  return { step, sheet, agreement }
}
