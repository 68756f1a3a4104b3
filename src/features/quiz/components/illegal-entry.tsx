import { RiskFooter } from '@/shared/ui'
import { Button } from 'antd-mobile'
import { QUIZ_TEXTS } from '../texts'
import styles from './quiz.module.css'

function goBack(): void {
  if (window.history.length > 1) window.history.back()
  else window.location.hash = '/'
}

/** marketing §4.6: a quiz link without its eventId (letter-box aside) shows 非法进入 as an error page. */
export function IllegalEntry() {
  return (
    <main className={styles.illegal}>
      <div role="alert" className={styles.illegalInner}>
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="#fff1f0" />
          <circle cx="32" cy="32" r="20" fill="none" stroke="var(--app-brand, #d4282d)" strokeWidth="4" />
          <path d="M18 46 46 18" stroke="var(--app-brand, #d4282d)" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <h1 className={styles.illegalTitle}>{QUIZ_TEXTS.illegalEntry}</h1>
        <p className={styles.illegalText}>{QUIZ_TEXTS.illegalEntryDesc}</p>
        <Button shape="rounded" color="primary" className={styles.illegalButton} onClick={goBack}>
          返回
        </Button>
      </div>
      <RiskFooter />
    </main>
  )
}
