import { NoticeBar } from 'antd-mobile'
import { HotlineHint, RESTRICTED_TEXT } from '@/shared/ui/gate-notices'

/**
 * App login isLimit '1': the server's limitContent (account-and-shared §4, §8) — RESTRICTED_TEXT when
 * the server sent none, never a blank warning — and the hotline to call.
 */
export function LimitNotice({ text }: { text: string | null | undefined }) {
  return (
    <div role="alert" style={{ width: '100%', marginBottom: 12 }}>
      <NoticeBar color="alert" wrap content={text?.trim() || RESTRICTED_TEXT} />
      <HotlineHint />
    </div>
  )
}
