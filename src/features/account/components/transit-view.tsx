import { Button, DotLoading } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import type { TransitStep } from './use-transit'
import styles from './transit.module.css'

function WarnIcon() {
  return (
    <svg width="56" height="56" viewBox="0 0 56 56" aria-hidden="true">
      <circle cx="28" cy="28" r="28" fill="#fff7e8" />
      <path d="M28 15v17" stroke="#fa8c16" strokeWidth="4" strokeLinecap="round" />
      <circle cx="28" cy="40" r="2.6" fill="#fa8c16" />
    </svg>
  )
}

/** The transit page body for a step: the waiting line, or the limit / invalid-target message. */
export function TransitView({ step, text, sub }: { step: TransitStep; text: string; sub?: string }) {
  const navigate = useNavigate()
  const stopped = step === 'limited' || step === 'invalid'
  return (
    <main className={styles.page}>
      <div className={styles.center} role={stopped ? 'alert' : 'status'} aria-live="polite">
        {stopped ? <WarnIcon /> : <DotLoading color="primary" />}
        <p className={styles.text}>{text}</p>
        {!stopped && sub ? <p className={styles.sub}>{sub}</p> : null}
        {stopped ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => navigate(PATHS.pointsHome, { replace: true })}
          >
            返回首页
          </Button>
        ) : null}
      </div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
