import { DotLoading } from 'antd-mobile'
import type { ReactNode } from 'react'
import { RiskFooter } from '@/shared/ui'
import { ACCOUNT_TEXT } from '../texts'
import styles from './transit.module.css'

/** The transit pages' body: 跳转中，请稍候… (or another status line), with the risk footer. */
export function Redirecting({
  text = ACCOUNT_TEXT.redirecting,
  sub,
  children,
}: {
  text?: string
  sub?: ReactNode
  children?: ReactNode
}) {
  return (
    <main className={styles.page}>
      <div className={styles.center} role="status" aria-live="polite">
        <DotLoading color="primary" />
        <p className={styles.text}>{text}</p>
        {sub ? <p className={styles.sub}>{sub}</p> : null}
      </div>
      {children}
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
