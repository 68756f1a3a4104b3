import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useAccountState } from '@/api/identity-hooks'
import { href, PATHS } from '@/shared/lib/paths'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { InfoList, infoStyles } from '../components/info-list'
import { currentOpenId } from '../components/session-user'
import { useAppAccount } from '../components/use-app-account'
import { routeForAccountState } from '../rules'

export const OPEN_STATUS_TEXT: Record<string, string> = { '1': '已开户', '2': '未开户', '0': '未绑定' }

const flag = (ok: boolean, yes: string, no: string) => (
  <span className={ok ? infoStyles.ok : infoStyles.todo}>{ok ? yes : no}</span>
)

/** /verifyAccount: the account's three layers and open status, with the next step (account-and-shared §4). */
export default function VerifyAccountPage() {
  const navigate = useNavigate()
  const openid = currentOpenId()
  const state = useAccountState(openid)
  // A status that cannot be read shows as '--' (quiet: it is not the page's task).
  const open = useAppAccount(openid)
  if (state.isPending) return <PageLoading />
  if (state.error || !state.data)
    return <PageError error={state.error} onRetry={() => void state.refetch()} />
  const s = state.data
  const next = routeForAccountState(s)
  const openAccount = open.openAccount ?? ''
  const opened = openAccount === '1'
  return (
    <AccountShell title="账户验证" sub="查看您的账户绑定与开户状态">
      <InfoList
        label="账户状态"
        rows={[
          { label: '手机号', value: flag(s.isPhoneBinding === '1', '已绑定', '未绑定') },
          { label: '直销注册', value: flag(s.isRegister === '1', '已注册', '未注册') },
          { label: 'App关联', value: flag(s.isAppBinding === '1', '已关联', '未关联') },
          {
            label: '开户状态',
            value: open.loading ? '查询中…' : flag(opened, '已开户', OPEN_STATUS_TEXT[openAccount] ?? '--'),
          },
        ]}
      />
      {next ? (
        <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(next)}>
          {s.isPhoneBinding !== '1' ? '去绑定手机号' : s.isRegister !== '1' ? '去注册' : '去关联账户'}
        </Button>
      ) : (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => navigate(PATHS.verifyAccountDetail)}
        >
          查看账户详情
        </Button>
      )}
      {!next && !opened && !open.loading ? (
        <Button
          block
          fill="outline"
          color="primary"
          shape="rounded"
          size="large"
          onClick={() => navigate(href(PATHS.bindSuccess))}
        >
          去开户
        </Button>
      ) : null}
    </AccountShell>
  )
}
