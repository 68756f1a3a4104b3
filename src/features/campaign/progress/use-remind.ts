import { useCallback, useState } from 'react'
import { ApiError } from '@/api/http'
import { REMIND_CODES, type InviteRecord } from '@/api/mgm-progress'
import { useRemindFriend } from '@/api/mgm-progress-queries'
import { toast } from '@/shared/lib/toast'
import { PROGRESS_TEXT } from './texts'

export type RemindChannel = 'wx' | 'sms'

const DONE_TEXT = { wx: PROGRESS_TEXT.remindWxDone, sms: PROGRESS_TEXT.remindSmsDone } as const
const FLAG = { wx: 'wxMsgFlag', sms: 'phoneMsgFlag' } as const

/**
 * Reminders (marketing §2.3, §4.3, §9): one per friend per day per channel. A success toasts 提醒成功
 * (WeChat) or 发送成功 (SMS), marks that channel used and the row reminded; the server's refusal (1111
 * already reminded today, 2222 nothing to remind) is toasted as it comes. One call at a time (the action's
 * guard; the sheet picks one row at a time).
 */
export function useRemind(appClientNo: string) {
  const [overrides, setOverrides] = useState<Record<string, Partial<InviteRecord> & { reminded?: true }>>({})
  const { run } = useRemindFriend(appClientNo)

  const remind = useCallback(
    async (recordId: string, channel: RemindChannel) => {
      const answer = await run({ recordId, channel })
      if (answer.status === 'done') {
        toast(DONE_TEXT[channel])
        setOverrides((o) => ({ ...o, [recordId]: { ...o[recordId], [FLAG[channel]]: '1', reminded: true } }))
      } else if (answer.status === 'failed') {
        // The remind codes come back untoasted (quiet); every other failure was toasted by the HTTP layer.
        const err = answer.error
        const quiet: readonly string[] = REMIND_CODES
        if (err instanceof ApiError && quiet.includes(err.code)) toast(err.message)
      }
    },
    [run],
  )

  /** The row as the page shows it: the server's flags with today's successful reminders on top. */
  const apply = useCallback(
    (record: InviteRecord): InviteRecord & { reminded: boolean } => {
      const o = overrides[record.recordId]
      return { ...record, ...o, reminded: !!o?.reminded }
    },
    [overrides],
  )

  return { remind, apply }
}
