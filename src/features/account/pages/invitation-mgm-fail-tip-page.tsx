import { useSearchParams } from 'react-router-dom'
import { RiskFooter } from '@/shared/ui'
import { ACCOUNT_TEXT } from '../texts'
import styles from '../components/transit.module.css'

/** The failure text: data=1 link expired; data=2 the given message, else inviter info expired. */
export function inviteFailTipText(data: string | null, message: string | null): string {
  if (data === '2') return message?.trim() || ACCOUNT_TEXT.inviteFailInviterExpired
  return ACCOUNT_TEXT.inviteFailLinkExpired
}

function FailIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
      <circle cx="36" cy="36" r="36" fill="#fff1f0" />
      <path d="M26 26l20 20M46 26 26 46" stroke="#d4282d" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

/** /invitationMgmFailTip?data&message (account-and-shared §2). */
export default function InvitationMgmFailTipPage() {
  const [params] = useSearchParams()
  return (
    <main className={styles.page}>
      <div className={styles.center} role="alert">
        <FailIcon />
        <p className={styles.text}>{inviteFailTipText(params.get('data'), params.get('message'))}</p>
        <p className={styles.sub}>如有疑问请致电客服热线950950</p>
      </div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
