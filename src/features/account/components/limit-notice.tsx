import { NoticeBar } from 'antd-mobile'

/** App login isLimit '1': the server's limitContent (account-and-shared §4, §8). */
export function LimitNotice({ text }: { text: string }) {
  if (!text) return null
  return (
    <div role="alert" style={{ width: '100%', marginBottom: 12 }}>
      <NoticeBar color="alert" wrap content={text} />
    </div>
  )
}
