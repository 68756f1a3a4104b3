import { useEffect } from 'react'
import { Button } from 'antd-mobile'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { isSignedIn } from '@/api/auth/signed-in'
import { useStartOAuth } from '@/api/identity-actions'
import { currentChannel } from '@/shared/lib/channel'
import { followTarget } from '@/shared/lib/navigation'
import { PATHS } from '@/shared/lib/paths'
import { openNativeLogin } from '@/shared/lib/native-app'
import { RiskFooter } from '@/shared/ui'
import styles from './login-page.module.css'

/**
 * /login?jumpUrl=: signs the user in for the channel (WeChat OAuth, or the app's native login) and then
 * follows jumpUrl (in-app route, or the official domain only). Logged-in users go straight on.
 */
export default function LoginPage() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const jumpUrl = params.get('jumpUrl') ?? ''
  const channel = currentChannel()
  const oauth = useStartOAuth()

  const goOn = () => {
    if (!jumpUrl || !followTarget(jumpUrl, (route) => navigate(route, { replace: true }))) {
      navigate(PATHS.productMarket, { replace: true })
    }
  }

  const loggedIn = isSignedIn(channel)
  useEffect(() => {
    if (loggedIn) goOn()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn])

  // A failure: the HTTP layer already showed the toast.
  const login = () => {
    // In the app: its native login, which comes back here with a ticket (read at start-up).
    if (channel === 'app') openNativeLogin()
    else void oauth.run()
  }

  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <rect width="64" height="64" rx="16" fill="#d4282d" />
          <path
            d="M18 44 32 18l14 26"
            stroke="#fff"
            strokeWidth="5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h1 className={styles.title}>欢迎来到财富直销</h1>
        <p className={styles.sub}>登录后可查看持仓、参与活动、领取权益</p>
      </div>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={oauth.busy}
        disabled={loggedIn}
        onClick={login}
      >
        {channel === 'app' ? 'App账号登录' : '微信授权登录'}
      </Button>
      <p className={styles.tip}>登录即表示您同意获取微信公开信息（昵称、头像）用于账户识别</p>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
