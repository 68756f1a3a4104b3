import type { OpenAccount } from '@/api/identity'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { getOpenStatus, loginToApp } from '@/api/identity'
import { storeAppLogin } from '@/api/auth/app-login'
import { href, PATHS } from '@/shared/lib/paths'
import { useRequest } from '@/shared/lib/use-request'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { InfoList, infoStyles } from '../components/info-list'
import { currentOpenId } from '../components/session-user'
import { useAccountState } from '../components/use-account-state'
import { routeForAccountState } from '../rules'

export const OPEN_STATUS_TEXT: Record<string, string> = { '1': '已开户', '2': '未开户', '0': '未绑定' }

async function loadOpenStatus(): Promise<OpenAccount | ''> {
  const openid = currentOpenId()
  let clientid = ''
  try {
    const app = await loginToApp(openid, { silent: true, noToast: true })
    storeAppLogin(app)
    clientid = app.clientid
  } catch {
    /* not app-bound */
  }
  const { openAccount } = await getOpenStatus(clientid || openid, { silent: true, noToast: true })
  return openAccount
}

const flag = (ok: boolean, yes: string, no: string) => (
  <span className={ok ? infoStyles.ok : infoStyles.todo}>{ok ? yes : no}</span>
)

/** /verifyAccount: the account's three layers and open status, with the next step (account-and-shared §4). */
export default function VerifyAccountPage() {
  const navigate = useNavigate()
  const state = useAccountState()
  const open = useRequest(() => loadOpenStatus().catch(() => ''), [])
  if (state.loading) return <PageLoading />
  if (state.error || !state.data) return <PageError error={state.error} onRetry={state.reload} />
  const s = state.data
  const next = routeForAccountState(s)
  const opened = open.data === '1'
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
            value: open.loading
              ? '查询中…'
              : flag(opened, '已开户', OPEN_STATUS_TEXT[open.data ?? ''] ?? '--'),
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
