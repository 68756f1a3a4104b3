import { useSearchParams } from 'react-router-dom'
import { RiskFooter } from '@/shared/ui'
import { ACCOUNT_TEXT } from '../texts'
import styles from '../components/transit.module.css'

/**
 * The failure text (marketing §2.8): data=2 the inviter information has expired, anything else the link has
 * expired. Only the code's texts: a message in the link is never shown (docs/features/account.md, "No text
 * from the address").
 */
export function inviteFailTipText(data: string | null): string {
  return data === '2' ? ACCOUNT_TEXT.inviteFailInviterExpired : ACCOUNT_TEXT.inviteFailLinkExpired
}

function FailIcon() {
  return (
    <svg width="72" height="72" viewBox="0 0 72 72" aria-hidden="true">
      <circle cx="36" cy="36" r="36" fill="#fff1f0" />
      <path d="M26 26l20 20M46 26 26 46" stroke="#d4282d" strokeWidth="5" strokeLinecap="round" />
    </svg>
  )
}

/** /invitationMgmFailTip?data (account-and-shared §2; its `message` is not read, see inviteFailTipText). */
export default function InvitationMgmFailTipPage() {
  const [params] = useSearchParams()
  return (
    <main className={styles.page}>
      <div className={styles.center} role="alert">
        <FailIcon />
        <p className={styles.text}>{inviteFailTipText(params.get('data'))}</p>
        <p className={styles.sub}>如有疑问请致电客服热线950950</p>
      </div>
      <div className={styles.footer}>
        <RiskFooter />
      </div>
    </main>
  )
}
