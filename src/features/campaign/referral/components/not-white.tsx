import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router-dom'
import { EmptyState, RiskFooter } from '@/shared/ui'
import { REFERRAL_TEXT } from '../texts'
import styles from './referral.module.css'

/** marketing §6: only whitelisted users may add referred people. */
export function NotWhite() {
  const navigate = useNavigate()
  return (
    <main className={styles.formPage}>
      <EmptyState
        message={REFERRAL_TEXT.notWhite}
        action={
          <Button
            shape="rounded"
            color="primary"
            onClick={() => {
              if (window.history.length > 1) void navigate(-1)
              else window.location.hash = '/'
            }}
          >
            {REFERRAL_TEXT.back}
          </Button>
        }
      />
      <RiskFooter />
    </main>
  )
}
