import { currentChannel } from '@/shared/lib/channel'
import { Landing } from '../components/landing'
import { useButtonLinks } from '../use-button-links'
import { WECHAT_DOWNLOAD_HINT } from './bind-business-success-page'

/** /bindBusinessDownloadUnion: the download-app landing of the merchant flow (link from xywx_bindbusiness_btnlink). */
export default function BindBusinessDownloadUnionPage() {
  const { download, loading } = useButtonLinks()
  return (
    <Landing
      status="info"
      title="下载APP 领取专属权益"
      text="商户专属权益需在APP内领取。下载并登录APP，使用绑定的手机号即可查看。"
      steps={['下载并安装APP', '使用绑定的手机号登录', '在“我的权益”中领取']}
      action={download}
      actionText="立即下载"
      loading={loading}
      hint={currentChannel() === 'wx' ? WECHAT_DOWNLOAD_HINT : undefined}
    />
  )
}
