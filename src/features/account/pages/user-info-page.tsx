import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { AccountShell } from '../components/account-shell'
import { InfoList } from '../components/info-list'
import {
  currentOpenId,
  serverUserQuery,
  storedWechatUser,
  storeServerUser,
  withServerUser,
} from '../components/session-user'

/** /userInfo: the WeChat user's openid, nickname, phone and avatar address, each copyable. */
export default function UserInfoPage() {
  const openid = currentOpenId()
  const server = useQuery({ ...serverUserQuery(openid), enabled: !!openid })
  // The page's own answer (not one the cache held from before) replaces the stored user.
  const fresh = server.isSuccess && !server.isFetching ? server.data : undefined
  useEffect(() => {
    if (fresh) storeServerUser(openid, fresh)
  }, [openid, fresh])
  const user = fresh ? withServerUser(openid, fresh) : storedWechatUser()
  const loading = !!openid && server.isFetching
  const rows = [
    { label: 'openid', value: user?.openid ?? '', copy: user?.openid },
    { label: '昵称', value: user?.nickname ?? '', copy: user?.nickname },
    { label: '手机号', value: user?.phone ?? '', copy: user?.phone },
    { label: '头像地址', value: user?.headimgurl ?? '', copy: user?.headimgurl },
  ]
  return (
    <AccountShell
      title="用户信息"
      sub={loading ? '正在同步最新信息…' : '如需协助，可复制以下信息提供给客服'}
      logo={false}
    >
      <InfoList rows={rows} label="用户信息" />
    </AccountShell>
  )
}
