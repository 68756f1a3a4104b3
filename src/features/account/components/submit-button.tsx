import { Button } from 'antd-mobile'
import styles from './bind-form.module.css'

export interface SubmitButtonProps {
  children: string
  /** Looks disabled (not everything filled or ticked) but stays tappable so the user learns why. */
  dimmed: boolean
  busy: boolean
  onClick: () => void
}

/** The big form button: dimmed until complete, loading (and inert) while the call is in flight. */
export function SubmitButton({ children, dimmed, busy, onClick }: SubmitButtonProps) {
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      className={styles.submit}
      data-dimmed={dimmed ? '' : undefined}
      aria-disabled={dimmed || undefined}
      loading={busy}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
