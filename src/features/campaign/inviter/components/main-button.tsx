import type { MainButtonForm } from '../../common'
import { BUTTON_TEXT, LIMIT_CAPTION } from '../texts'
import styles from './home.module.css'

export interface MainButtonProps {
  form: MainButtonForm
  onClick: () => void
}

/** marketing §2.1: login / open account / invite / the limit variant of invite. */
export function MainButton({ form, onClick }: MainButtonProps) {
  return (
    <div className={styles.mainAction}>
      <button type="button" className={styles.mainButton} data-form={form} onClick={onClick}>
        {BUTTON_TEXT[form]}
      </button>
      {form === 'limitInvite' && <p className={styles.limitCaption}>{LIMIT_CAPTION}</p>}
    </div>
  )
}
