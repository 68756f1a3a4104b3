import { Landing } from '../components/landing'
import { useButtonLinks } from '../use-button-links'

/** /bindBusinessOpenUnion: the open-account landing of the merchant flow (store link from xywx_bindbusiness_btnlink). */
export default function BindBusinessOpenUnionPage() {
  const { store, loading } = useButtonLinks()
  return (
    <Landing
      status="info"
      title="开通直销账户"
      text="开通直销商城账户后，即可购买理财产品并领取商户专属权益。"
      steps={['进入直销商城', '上传身份证并完成风险测评', '开户成功，领取专属权益']}
      action={store}
      actionText="立即开户"
      loading={loading}
    />
  )
}
