import { ActionSheet } from 'antd-mobile'
import type { InviteRecord } from '@/api/mgm-progress'
import { maskPhone } from '@/shared/lib/format'
import { PROGRESS_TEXT } from '../texts'
import type { RemindChannel } from '../use-remind'

/**
 * Choose how to remind a friend (marketing §2.3). Channels used today say so but stay selectable:
 * the server is the judge of "once per day per channel" and answers with its own message.
 */
export function RemindSheet({
  record,
  onPick,
  onClose,
}: {
  record: InviteRecord | null
  onPick: (recordId: string, channel: RemindChannel) => void
  onClose: () => void
}) {
  const used = (flag: InviteRecord['wxMsgFlag'] | undefined) =>
    flag === '1' ? PROGRESS_TEXT.usedToday : undefined
  return (
    <ActionSheet
      visible={!!record}
      extra={`${PROGRESS_TEXT.remindTitle}${record?.invitedPhone ? ` ${maskPhone(record.invitedPhone)}` : ''}`}
      cancelText="取消"
      actions={[
        { key: 'wx', text: PROGRESS_TEXT.remindWx, description: used(record?.wxMsgFlag) },
        { key: 'sms', text: PROGRESS_TEXT.remindSms, description: used(record?.phoneMsgFlag) },
      ]}
      onAction={(action) => {
        if (record) onPick(record.recordId, action.key as RemindChannel)
        onClose()
      }}
      onClose={onClose}
    />
  )
}
