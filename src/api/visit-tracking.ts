import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * Share tracking's id type of the sharer (marketing §3 userIdType, as `signedIn()` names it): '1' an app
 * client number, '2' a WeChat openid.
 */
export type SharerIdType = '1' | '2'

/**
 * Share tracking of the forwarded link's arrival (marketing §1, §3, §6, §7.7). The inviter's own share is
 * tracked where it happens (features/campaign/inviter/share/share-record.ts); these are the two other
 * records the spec lists:
 *
 * - **The invited-friend page** (page flags new_mgm_invitedSc / new_mgm_invited): a friend opens an
 *   inviter's link. forwardUserId = the link's inviter id with the type the link gives (`inviterIdType`:
 *   '2' an openid, '1' an app client number, as the inviter's own share was tracked; '1', the spec's
 *   "1 inviter", for a link without it),
 *   invitedUserId = the friend as the marketing calls know them ('' when nobody is signed in),
 *   actType = the landing's page flag.
 * - **Staff forwarding** (§6: client id type 3): a campaign page opened from a link that carries a staff
 *   member's client id in the query `staffClientId` (before or inside the hash; the spec names no
 *   parameter, this one is our choice). forwardUserId = that id with userIdType '3', invitedUserId = the
 *   visitor, actType = the page's flag. The spec gives the link no signed or encrypted parameter, so the id
 *   is a claim anyone can write into a link: it is taken only in the shape of a client id, it is only ever
 *   the forwardUserId of this one record (it signs nobody in, is never stored and names no customer in any
 *   other call), a visitor whose own id it is forwarded nothing to themselves, and whether the staff member
 *   really forwarded the link is the server's to verify (docs/backend-requirements.md §5, "Staff
 *   attribution").
 *
 * Both: forwardChannel = where the link was opened ('wx' | 'app' | 'h5'), forwardType 'link' (a scanned
 * poster opens the same link), pageUrl = the page's address, pageTitle = the document title. Sent once per
 * page visit, after the visitor is known; failures are silent (tracking).
 */

/** The link query naming the staff member who forwarded it (our choice; the spec names none). */
export const STAFF_CLIENT_ID_PARAM = 'staffClientId'

/** A staff client id: letters, digits, '_' or '-', at most 64, not the text null (anything else is ignored). */
const STAFF_ID = /^[A-Za-z0-9_-]{1,64}$/

export function usableStaffId(value: string | null | undefined): string {
  const v = (value ?? '').trim()
  return STAFF_ID.test(v) && !/^(null|undefined)$/i.test(v) ? v : ''
}

/** The staff client id of the link: the hash route's query first, then the page's query. */
export function staffIdFromLink(hashQuery: URLSearchParams, pageSearch: string): string {
  return (
    usableStaffId(hashQuery.get(STAFF_CLIENT_ID_PARAM)) ||
    usableStaffId(new URLSearchParams(pageSearch).get(STAFF_CLIENT_ID_PARAM))
  )
}

/**
 * Sends the visit's records once the visitor is known (`ready`). One visit per page flag, inviter, staff
 * id and visitor: re-renders and effects run twice never send twice.
 */
export function useVisitTracking({
  ready,
  pageFlag,
  visitorId,
  inviterId = '',
  inviterIdType = '1',
}: {
  ready: boolean
  pageFlag: string
  visitorId: string
  inviterId?: string
  inviterIdType?: SharerIdType
}): void {
  const [params] = useSearchParams()
  const staffId = staffIdFromLink(params, window.location.search)
  const sent = useRef('')
  useEffect(() => {
    if (!ready || !pageFlag || (!staffId && !inviterId)) return
    const key = [pageFlag, staffId, inviterId, inviterIdType, visitorId].join('|')
    if (sent.current === key) return
    sent.current = key
    const visit = {
      pageFlag,
      pageUrl: window.location.href,
      pageTitle: document.title,
      visitorId,
      staffId,
      inviterId,
      inviterIdType,
    }
    // The records' code loads with the first one to send: nothing on the first paint needs it (docs/decisions/027).
    void import('./visit-records')
      .then(({ sendVisitRecords }) => sendVisitRecords(visit))
      .catch(() => undefined)
  }, [ready, pageFlag, staffId, inviterId, inviterIdType, visitorId])
}
