import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button, Result } from 'antd-mobile'
import { RiskFooter } from '@/shared/ui'
import { openMerchantLink } from '../links'
import type { LinkButton } from '../rules'
import styles from './landing.module.css'

export interface LandingProps {
  status: 'success' | 'info'
  title: string
  text: ReactNode
  steps: readonly string[]
  /** The main button; disabled while the link is loading or missing. */
  action: LinkButton | null
  actionText: string
  loading?: boolean
  hint?: string
}

/** The merchant landing pages: a result, three steps and one button to the configured link. */
export function Landing({ status, title, text, steps, action, actionText, loading, hint }: LandingProps) {
  const navigate = useNavigate()
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <Result status={status} title={title} description={text} />
        <ol className={styles.steps} aria-label="操作步骤">
          {steps.map((s, i) => (
            <li key={s} className={styles.step}>
              <span className={styles.stepNo}>{i + 1}</span>
              <span>{s}</span>
            </li>
          ))}
        </ol>
        <Button
          block
          color="primary"
          shape="rounded"
          className={styles.action}
          loading={loading}
          disabled={!loading && !action}
          onClick={() => {
            if (action) openMerchantLink(action.url, navigate)
          }}
        >
          {actionText}
        </Button>
        {!loading && !action && <p className={styles.hint}>链接暂未配置，请稍后再试或致电客服热线950950</p>}
        {hint && <p className={styles.hint}>{hint}</p>}
      </section>
      <RiskFooter />
    </main>
  )
}
