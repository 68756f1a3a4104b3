import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'
import { ApiError, answerLost } from '@/api/http'
import { savedInviteAnswer, type SaveInviteResult } from '@/api/mgm-invites'
import { useSaveInvite } from '@/api/mgm-invites-queries'
import { inviteSaveVerdict } from '@/shared/lib/invitation'
import { local } from '@/shared/lib/storage'
import type { Stop } from '@/shared/ui'
import {
  inviterIdTypeFromLink,
  useCampaignUser,
  usePageConfig,
  useVisitTracking,
  variantForPath,
  type CampaignVariant,
} from '../common'
import {
  inviteeOutcomeFromSave,
  isUsableInviterId,
  landingAllowed,
  SAVED_BY_BIND_FLOW,
  type InviteeOutcome,
} from './rules'

export type LandingView =
  | { view: 'loading' }
  | { view: 'invalidLink' }
  | { view: 'noBind' }
  | { view: 'outcome'; outcome: InviteeOutcome }
  | { view: 'error'; error: unknown; retry: () => void }
  | { view: 'stopped'; stop: Stop }

/** The landing says the save's outcome itself. */
const QUIET = { noToast: true } as const
/**
 * The share link carries inviterOpenId in the page's query (before the hash) and in the hash route's
 * query (marketing §7.2); either will do.
 */
function inviterFromLink(hashQuery: URLSearchParams): string | null {
  const fromHash = hashQuery.get('inviterOpenId')
  if (isUsableInviterId(fromHash)) return fromHash
  const fromPage = new URLSearchParams(window.location.search).get('inviterOpenId')
  return isUsableInviterId(fromPage) ? fromPage : fromHash
}

/**
 * The invitee landing's flow (marketing §2.2, §4.4): link check → store the inviter → user → save the
 * invite → outcome.
 *
 * The invitation is saved once: a real backend may refuse a repeat for the same friend with 3333 (您已接受其他
 * 好友的邀请). hasSaveInvite=1 (the bind flow saved the invite, or tried to, and comes back here) never
 * saves: the landing shows the answer that save gave (`savedInviteAnswer`, kept for the session), or,
 * when there is none (no inviter stored, the answer lost), the bare saved view (the promoter view for an
 * opened account). A landing opened again in the session (Back, a reload) shows the answer it had too,
 * unless that was a code it cannot read (then it asks again).
 */
export function useInviteeLanding(): { variant: CampaignVariant; state: LandingView } {
  const { pathname } = useLocation()
  const variant = variantForPath(pathname)
  const [params] = useSearchParams()
  const linkInviter = inviterFromLink(params)
  const hasSaveInvite = params.get('hasSaveInvite') === '1'
  const allowed = landingAllowed(linkInviter, hasSaveInvite ? '1' : '')

  // The bind pages read the stored inviter when they save the invite on the way back (§3 local keys).
  if (isUsableInviterId(linkInviter) && local.get('inviterOpenId') !== linkInviter)
    local.set('inviterOpenId', linkInviter)

  const user = useCampaignUser()
  const page = usePageConfig(variant.invitedFlag, params.get('eventId'))
  const [saved, setSaved] = useState<InviteeOutcome | null>(null)
  // The save's failure (network, sign-in), kept for the error view's wording.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null)
  const started = useRef('')
  // Each try of the save: the error view's retry starts the next one (the customer's answer, unchanged,
  // would not run the save again by itself).
  const [tries, setTries] = useState(0)
  const { run: save } = useSaveInvite(QUIET)

  const ready = allowed && !user.loading && !page.loading
  const stored = local.get('inviterOpenId')
  const inviterId = isUsableInviterId(linkInviter) ? linkInviter : isUsableInviterId(stored) ? stored : ''
  // What this friend's invitation was answered already in this session (the bind flow's save, or this
  // landing's own before a Back or a reload): shown, never asked for again.
  const answered =
    ready && user.isBind && inviterId
      ? savedInviteAnswer({ invitedId: user.userId, inviterId, pageFlag: variant.invitedFlag })
      : null
  const remembered =
    answered && (hasSaveInvite || inviteSaveVerdict(answered.code, answered.data, variant.key) !== 'other')
      ? inviteeOutcomeFromSave(answered.code, answered.data, variant.key, answered.message)
      : null
  // A stopped campaign (marketing §2.13) saves nothing; the bind flow's return (hasSaveInvite=1) neither.
  const mustSave = ready && !page.stop && user.isBind && !!inviterId && !hasSaveInvite && !remembered

  // §7.7: the invited-friend page records the inviter's link being opened (only a link's own inviter).
  useVisitTracking({
    ready: allowed && !user.loading,
    pageFlag: variant.invitedFlag,
    visitorId: user.userId,
    inviterId: isUsableInviterId(linkInviter) ? linkInviter : '',
    inviterIdType: inviterIdTypeFromLink(params, window.location.search),
  })

  useEffect(() => {
    if (!mustSave) return
    const key = `${user.userId}|${inviterId}|${page.eventId}|${tries}`
    if (started.current === key) return // one save per try, even when effects run twice
    started.current = key
    void save({
      // The friend as the marketing calls know them: the openid in WeChat, the client number in the app.
      invitedId: user.userId,
      pageFlag: variant.invitedFlag,
      inviterId,
      eventId: page.eventId,
      whiteList: '0',
    }).then((answer) => {
      if (answer.status === 'skipped') return
      if (answer.status === 'done') return setSaved(inviteeOutcomeFromSave('0000', answer.data, variant.key))
      const err = answer.error
      // A lost or unsettled answer is no outcome: the error view's retry sends the same save, under the
      // same key, and shows the first answer the server replays (docs/money-actions.md).
      if (err instanceof ApiError && err.kind === 'business' && !answerLost(err))
        // saveInvite parses a business rejection's data as a SaveInviteResult
        setSaved(inviteeOutcomeFromSave(err.code, err.data as SaveInviteResult, variant.key, err.message))
      else {
        started.current = ''
        setFailed({ error: err })
      }
    })
  }, [mustSave, user.userId, inviterId, page.eventId, variant.invitedFlag, variant.key, save, tries])

  const retry = () => {
    setFailed(null)
    started.current = ''
    setSaved(null)
    setTries((n) => n + 1)
    user.reload()
  }

  let state: LandingView
  if (!allowed) state = { view: 'invalidLink' }
  else if (!ready) state = { view: 'loading' }
  else if (page.stop) state = { view: 'stopped', stop: page.stop }
  else if (user.error) state = { view: 'error', error: user.error, retry }
  // §4.4: a failed app login resets the bound state, so it lands here too.
  else if (!user.isBind) state = { view: 'noBind' }
  else if (remembered) state = { view: 'outcome', outcome: remembered }
  else if (!inviterId || hasSaveInvite)
    // hasSaveInvite=1 without the bind flow's answer at hand: its save stands, flags unknown.
    state = {
      view: 'outcome',
      outcome: user.isOpen ? { kind: 'exception', reason: 'accountHolder' } : SAVED_BY_BIND_FLOW,
    }
  else if (failed) state = { view: 'error', error: failed.error, retry }
  else state = saved ? { view: 'outcome', outcome: saved } : { view: 'loading' }
  return { variant, state }
}
