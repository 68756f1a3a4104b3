import type { FirstPurchaseFlag, PositionFlag } from '@/api/mgm-task-flags'
import type { InviteRecord } from '@/api/mgm-progress'
import { INVALID_TEXT, PROGRESS_LINE } from './texts'

/** The row's right-hand button (marketing §4.3). */
export type RowButton = 'remind' | 'reminded' | 'failed' | 'complete'
/** 'standard' /mgmInviteprogress; 'sc' the holdings-aware /mgmInviteprogressnew. */
export type ProgressVariant = 'standard' | 'sc'

type Row = Pick<InviteRecord, 'firstPurchaseFlag' | 'positionFlag' | 'wxMsgFlag' | 'phoneMsgFlag'>
type Flags = Pick<InviteRecord, 'firstPurchaseFlag' | 'positionFlag'>

const fpOf = (r: Flags) => r.firstPurchaseFlag
const posOf = (r: Flags) => r.positionFlag
const used = (flag: InviteRecord['wxMsgFlag']) => flag === '1'

const isInvalidFirstPurchase = (fp: FirstPurchaseFlag) => fp === 2 || fp === 3 || fp === 4
const isInvalidPosition = (pos: PositionFlag) => pos === 2 || pos === 3

/** firstPurchaseFlag 2, 3, 4 or positionFlag 2, 3 (marketing §4.2). */
export function isInvalidRecord(r: Flags): boolean {
  return isInvalidFirstPurchase(fpOf(r)) || isInvalidPosition(posOf(r))
}

/** Channels still free today (one reminder per friend per day per channel, §9). */
export function freeChannels(r: Pick<InviteRecord, 'wxMsgFlag' | 'phoneMsgFlag'>): Array<'wx' | 'sms'> {
  return [
    ...(used(r.wxMsgFlag) ? [] : (['wx'] as const)),
    ...(used(r.phoneMsgFlag) ? [] : (['sms'] as const)),
  ]
}

/**
 * marketing §4.3.
 * Standard: firstPurchaseFlag 1 → complete; 2/3/4 → failed; 0 → remind while a message flag is 0,
 * otherwise reminded.
 * Holdings-aware (sc): invalid → failed; a task undone and a channel unused → remind; a task undone and
 * both channels used → reminded; otherwise (both tasks done) complete. Failed is checked first so an
 * invalid friend is never reminded; a friend who finished everything is complete whatever the flags.
 */
export function progressRowButton(record: Row, variant: ProgressVariant): RowButton {
  const fp = fpOf(record)
  const channelFree = freeChannels(record).length > 0
  if (variant === 'standard') {
    if (fp === 1) return 'complete'
    if (isInvalidFirstPurchase(fp)) return 'failed'
    return channelFree ? 'remind' : 'reminded'
  }
  if (isInvalidRecord(record)) return 'failed'
  const undone = fp !== 1 || posOf(record) !== 1
  if (undone) return channelFree ? 'remind' : 'reminded'
  return 'complete'
}

/** marketing §4.3: the first mark (bound, new friend) is complete unless flag 2/3/4 with position 2/3. */
export function firstMarkComplete(record: Flags): boolean {
  return !(isInvalidFirstPurchase(fpOf(record)) && isInvalidPosition(posOf(record)))
}

/** The second mark: the first purchase is done. */
export const secondMarkComplete = (record: Flags): boolean => fpOf(record) === 1

/**
 * The invalid-invitee explanation (marketing §8), '' for a valid row.
 *
 * | firstPurchaseFlag | positionFlag | explanation                                    |
 * |-------------------|--------------|------------------------------------------------|
 * | 3 (or any)        | 3            | cancelled account, not in invitee scope        |
 * | 4                 | 2            | bought before and got a similar reward         |
 * | 4                 | 0 / 1        | bought before, cannot complete first purchase  |
 * | 2                 | 2            | took part in a similar activity, not in scope  |
 * | 2                 | 0 / 1        | got a similar first-purchase reward            |
 * | 0 / 1             | 2            | got a similar holding reward                   |
 */
export function invalidReasonText(record: Flags): string {
  const fp = fpOf(record)
  const pos = posOf(record)
  if (fp === 3 || pos === 3) return INVALID_TEXT.cancelled
  if (fp === 4) return pos === 2 ? INVALID_TEXT.boughtBeforeSimilarReward : INVALID_TEXT.boughtBefore
  if (fp === 2) return pos === 2 ? INVALID_TEXT.similarActivity : INVALID_TEXT.similarFirstPurchaseReward
  if (pos === 2) return INVALID_TEXT.similarHoldingReward
  return ''
}

/** The row's explanation line: the invalid reason, or where the friend stands. */
export function progressLine(record: Flags): string {
  const invalid = invalidReasonText(record)
  if (invalid) return invalid
  if (fpOf(record) !== 1) return PROGRESS_LINE.waitFirstPurchase
  return posOf(record) === 1 ? PROGRESS_LINE.complete : PROGRESS_LINE.waitPosition
}
