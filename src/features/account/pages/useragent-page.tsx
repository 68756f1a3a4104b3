import { currentChannel, detectChannel } from '@/shared/lib/channel'
import { AccountShell } from '../components/account-shell'
import { InfoList } from '../components/info-list'

const CHANNEL_NAMES = { wx: '微信', app: 'App', h5: '手机浏览器' } as const

/** /useragent: the browser's user agent and the detected channel, copyable for support. */
export default function UseragentPage() {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent
  const detected = detectChannel(ua)
  const channel = currentChannel()
  const summary = `channel=${channel}; ua=${ua}`
  return (
    <AccountShell title="环境信息" sub="如遇页面异常，可复制以下信息提供给客服" logo={false}>
      <InfoList
        label="环境信息"
        rows={[
          { label: '当前渠道', value: `${CHANNEL_NAMES[channel]}（${channel}）`, copy: channel },
          { label: 'UA渠道', value: `${CHANNEL_NAMES[detected]}（${detected}）` },
          { label: 'User-Agent', value: ua, copy: ua },
          { label: '全部信息', value: '渠道与UA', copy: summary },
        ]}
      />
    </AccountShell>
  )
}
