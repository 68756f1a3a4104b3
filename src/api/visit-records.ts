import { currentChannel, type Channel } from '@/shared/lib/channel'
import { signedIn } from './auth/signed-in'
import { saveEmployeeForward, type ShareForwardRecord } from './config'
import type { SharerIdType } from './visit-tracking'

/** The share-tracking records of a visit (what they are: visit-tracking.ts; marketing §3, §6, §7.7). */
export interface VisitContext {
  channel: Channel
  /** The visited page's flag (actType). */
  pageFlag: string
  pageUrl: string
  pageTitle: string
  /** The visitor's campaign user id ('' when nobody is signed in). */
  visitorId: string
  /** Every id the visitor is known by (openid, app client number), besides `visitorId`. */
  visitorIds?: readonly string[]
  /** The staff client id of the link ('' when none). */
  staffId: string
  /** The link's inviter id, on the invited-friend page only ('' elsewhere). */
  inviterId?: string
  /** The inviter id's type as the link gives it (default '1'). */
  inviterIdType?: SharerIdType
}

/** The records a visit sends: the staff forward (type 3) and, on the landing, the inviter's link (type 1). */
export function visitForwardRecords(v: VisitContext): ShareForwardRecord[] {
  const record = (
    forwardUserId: string,
    userIdType: ShareForwardRecord['userIdType'],
  ): ShareForwardRecord => ({
    forwardChannel: v.channel,
    forwardType: 'link',
    forwardUserId,
    userIdType,
    pageUrl: v.pageUrl,
    invitedUserId: v.visitorId,
    pageTitle: v.pageTitle,
    actType: v.pageFlag,
  })
  const records: ShareForwardRecord[] = []
  // A staff member opening a link with their own id forwarded it to nobody.
  const own = [v.visitorId, ...(v.visitorIds ?? [])].filter(Boolean)
  if (v.staffId && !own.includes(v.staffId)) records.push(record(v.staffId, '3'))
  // An inviter opening their own link is nobody's invited friend.
  if (v.inviterId && v.inviterId !== v.visitorId) records.push(record(v.inviterId, v.inviterIdType ?? '1'))
  return records
}

/** Sends a visit's records as the visitor now signed in; failures are silent (tracking). */
export function sendVisitRecords(visit: Omit<VisitContext, 'channel' | 'visitorIds'>): void {
  const who = signedIn()
  const records = visitForwardRecords({
    ...visit,
    channel: currentChannel(),
    visitorIds: [who.userId, who.openid, who.appClientNo],
  })
  for (const record of records) saveEmployeeForward(record).catch(() => undefined)
}
