import { Button, DotLoading } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { PATHS } from '@/shared/lib/paths'
import { RiskFooter } from '@/shared/ui'
import { HotlineHint } from '@/shared/ui/gate-notices'
import { ACCOUNT_TEXT } from '../texts'
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

export interface TransitViewProps {
  step: TransitStep
  text: string
  /** 'error' only: read the account state again (重试). */
  onRetry?: () => void
}

/**
 * The transit page body for a step: the waiting line; the limit message with the hotline; the
 * invalid-target message; or a failed read with 重试.
 */
export function TransitView({ step, text, onRetry }: TransitViewProps) {
  const navigate = useNavigate()
  const stopped = step === 'limited' || step === 'invalid' || step === 'error'
  return (
    <main className={styles.page}>
      <div className={styles.center} role={stopped ? 'alert' : 'status'} aria-live="polite">
        {stopped ? <WarnIcon /> : <DotLoading color="primary" />}
        <p className={styles.text}>{text}</p>
        {step === 'limited' ? <HotlineHint /> : null}
        {stopped ? (
          <div className={styles.actions}>
            {step === 'error' && onRetry ? (
              <Button color="primary" shape="rounded" onClick={onRetry}>
                {ACCOUNT_TEXT.retry}
              </Button>
            ) : null}
            <Button
              color="primary"
              fill="outline"
              shape="rounded"
              onClick={() => navigate(PATHS.pointsHome, { replace: true })}
            >
              返回首页
            </Button>
          </div>
        ) : null}
      </div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
