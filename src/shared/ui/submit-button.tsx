import { Button } from 'antd-mobile'
import styles from './submit-button.module.css'

export interface SubmitButtonProps {
  children: string
  /** Looks disabled (not everything filled or ticked) but stays tappable, so a tap can say what is missing. */
  dimmed?: boolean
  /** The call is in flight: loading and inert, so a double tap sends nothing twice. */
  busy: boolean
  /** What the button says while busy, when not the spinner alone. */
  loadingText?: string
  className?: string
  onClick: () => void
}

/** The big form button of a form or a confirmation sheet. */
export function SubmitButton({
  children,
  dimmed = false,
  busy,
  loadingText,
  className,
  onClick,
}: SubmitButtonProps) {
  return (
    <Button
      block
      color="primary"
      shape="rounded"
      size="large"
      className={className ? `${styles.submit} ${className}` : styles.submit}
      data-dimmed={dimmed ? '' : undefined}
      aria-disabled={dimmed || undefined}
      loading={busy}
      loadingText={loadingText}
      disabled={busy}
      onClick={onClick}
    >
      {children}
    </Button>
  )
}
