import { useSearchParams } from 'react-router-dom'
import { currentChannel } from '@/shared/lib/channel'
import { Landing } from '../components/landing'
import { useButtonLinks } from '../use-button-links'

export const WECHAT_DOWNLOAD_HINT = '如在微信中无法下载，请点击右上角，选择“在浏览器打开”'

/** /bindBusinessSuccess?isBusiness=1 (account-and-shared §2): success, then download the app. */
export default function BindBusinessSuccessPage() {
  const [params] = useSearchParams()
  const business = params.get('isBusiness') === '1'
  const { download, loading } = useButtonLinks()
  return (
    <Landing
      status="success"
      title="绑定成功"
      text={
        business
          ? '您已成功绑定直销商城账户。下载APP并完成开户，即可领取商户专属权益。'
          : '您已成功绑定直销商城账户。下载APP，随时随地查看和管理您的理财资产。'
      }
      steps={
        business
          ? ['下载并登录APP', '完成开户', '领取商户专属权益']
          : ['下载并登录APP', '完成开户', '开启理财之旅']
      }
      action={download}
      actionText="下载APP"
      loading={loading}
      hint={currentChannel() === 'wx' ? WECHAT_DOWNLOAD_HINT : undefined}
    />
  )
}
