import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { useUserInfo } from '@/api/identity-hooks'
import { PATHS } from '@/shared/lib/paths'
import { maskUserName } from '@/shared/lib/format'
import { PageError, PageLoading } from '@/shared/ui'
import { AccountShell } from '../components/account-shell'
import { InfoList, infoStyles } from '../components/info-list'
import { isSignedIn } from '@/api/auth/signed-in'
import { profilePrompt } from '../rules'
import { OPEN_STATUS_TEXT } from './verify-account-page'

const maskId = (id: string) =>
  id && id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id
const ymd = (v: string) => (/^\d{8}$/.test(v) ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6)}` : v)

/** /verifyAccountDetail: open status and profile completeness, with the next step (account-and-shared §4). */
export default function VerifyAccountDetailPage() {
  const navigate = useNavigate()
  const info = useUserInfo()
  if (info.isPending) return <PageLoading />
  if (info.error || !info.data) return <PageError error={info.error} onRetry={() => void info.refetch()} />
  const u = info.data
  const prompt = profilePrompt(u, isSignedIn())
  const ok = (good: boolean, yes: string, no: string) => (
    <span className={good ? infoStyles.ok : infoStyles.todo}>{good ? yes : no}</span>
  )
  return (
    <AccountShell title="账户详情" sub="核对您的开户与身份信息" logo={false}>
      <InfoList
        label="账户详情"
        rows={[
          { label: '开户状态', value: OPEN_STATUS_TEXT[u.openStatus] },
          { label: '姓名', value: u.realName ? maskUserName(u.realName) : '' },
          { label: '证件号码', value: maskId(u.idNo) },
          {
            label: '证件有效期',
            value: u.idEnddate ? (
              <>
                {ymd(u.idEnddate)} {ok(u.idEndDateExpired !== '1', '', '（已过期）')}
              </>
            ) : (
              ''
            ),
          },
          { label: '风险等级', value: u.riskLevel || '' },
          { label: '风险评测', value: ok(u.riskEndDateExpired !== '1', '有效', '已过期') },
        ]}
      />
      {prompt ? (
        <>
          <p
            className={infoStyles.todo}
            role="alert"
            style={{ margin: 0, textAlign: 'center', fontSize: 'var(--adm-font-size-6)' }}
          >
            {prompt.message}
          </p>
          <Button block color="primary" shape="rounded" size="large" onClick={() => navigate(PATHS.bindUser)}>
            {prompt.button}
          </Button>
        </>
      ) : (
        <p
          className={infoStyles.ok}
          style={{ margin: 0, textAlign: 'center', fontSize: 'var(--adm-font-size-6)' }}
        >
          您的账户信息完整，无需处理
        </p>
      )}
    </AccountShell>
  )
}
