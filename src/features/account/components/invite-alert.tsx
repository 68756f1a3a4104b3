import { useId } from 'react'
import { Button, CenterPopup } from 'antd-mobile'
import type { InviteAlert as InviteAlertData } from '../rules'
import styles from './invite-alert.module.css'

export interface InviteAlertProps {
  alert: InviteAlertData | null
  /** The button: to the invitation page. */
  onEarn: () => void
  /** The close icon: to the invited page with hasSaveInvite=1. */
  onClose: () => void
}

/** account-and-shared §4 and §8: the invitation-status alert after binding. */
export function InviteAlert({ alert, onEarn, onClose }: InviteAlertProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <CenterPopup
      visible={!!alert}
      closeOnMaskClick={false}
      style={{ '--border-radius': '16px', '--min-width': '290px', '--max-width': '84vw' }}
    >
      {alert ? (
        <div
          className={styles.body}
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
        >
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            ×
          </button>
          <div className={styles.badge} aria-hidden="true">
            🎁
          </div>
          <h2 id={titleId} className={styles.title}>
            {alert.title}
          </h2>
          <p id={textId} className={styles.text}>
            {alert.text}
          </p>
          <p className={styles.reward}>{alert.reward}</p>
          <Button block color="primary" shape="rounded" size="large" onClick={onEarn}>
            {alert.button}
          </Button>
        </div>
      ) : null}
    </CenterPopup>
  )
}
