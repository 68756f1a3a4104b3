import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { session } from '@/shared/lib/storage'
import { RiskFooter } from '@/shared/ui'
import { HOME_PATH } from '../navigation/home-path'
import styles from './system-page.module.css'

/** /routerError: unknown paths and failed authorisation land here (account-and-shared §2, §8). */
export default function RouterErrorPage() {
  const navigate = useNavigate()
  const retry = () => {
    session.remove('routerErrorNum')
    navigate(HOME_PATH, { replace: true })
  }
  return (
    <main className={styles.page}>
      <svg className={styles.icon} viewBox="0 0 140 140" aria-hidden="true">
        <circle cx="70" cy="70" r="62" fill="#fff4f2" />
        <path d="M44 92h52l-8-40H52z" fill="#ffd9d3" />
        <circle cx="60" cy="70" r="4" fill="#d4282d" />
        <circle cx="80" cy="70" r="4" fill="#d4282d" />
        <path d="M60 84q10-8 20 0" stroke="#d4282d" strokeWidth="3" fill="none" strokeLinecap="round" />
      </svg>
      <h1 className={styles.title}>页面走丢了</h1>
      <p className={styles.desc}>
        您访问的页面不存在或授权已失效，
        <br />
        请返回首页，或关闭页面后重新进入。
      </p>
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" size="large" onClick={retry}>
          返回首页
        </Button>
      </div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
