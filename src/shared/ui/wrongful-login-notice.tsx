import { useId } from 'react'
import { Button, CenterPopup } from 'antd-mobile'
import styles from './wrongful-login-notice.module.css'
import './theme.css'

export interface WrongfulLoginNoticeProps {
  /** Server-supplied plain text (`wrongful_login`); rendered as text, never as HTML. */
  text: string
  visible: boolean
  onClose: () => void
}

/** marketing §2.11: the overlay alert on the special-gift claim page. */
export function WrongfulLoginNotice({ text, visible, onClose }: WrongfulLoginNoticeProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <CenterPopup
      visible={visible}
      closeOnMaskClick={false}
      bodyClassName={styles.body}
      style={{ '--border-radius': '14px', '--min-width': '280px', '--max-width': '84vw' }}
    >
      {/* CenterPopup puts aria-* props on its outer element; the dialog semantics belong here. */}
      <div role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <h2 id={titleId} className={styles.title}>
          温馨提示
        </h2>
        <p id={textId} className={styles.text}>
          {text}
        </p>
        <Button block shape="rounded" className={styles.button} onClick={onClose}>
          我知道了
        </Button>
      </div>
    </CenterPopup>
  )
}
