import type { InviteRecord } from '@/api/mgm-progress'
import { maskPhone } from '@/shared/lib/format'
import {
  firstMarkComplete,
  progressLine,
  progressRowButton,
  secondMarkComplete,
  type ProgressVariant,
  type RowButton,
} from '../rules'
import { PROGRESS_TEXT } from '../texts'
import styles from './progress.module.css'

const BUTTON_TEXT: Record<RowButton, string> = {
  remind: PROGRESS_TEXT.remind,
  reminded: PROGRESS_TEXT.reminded,
  failed: PROGRESS_TEXT.failed,
  complete: PROGRESS_TEXT.complete,
}

function Mark({ done, label }: { done: boolean; label: string }) {
  return (
    <span className={styles.mark} data-done={done ? '' : undefined}>
      <span className={styles.markDot} aria-hidden="true" />
      {label}
      <span className={styles.srOnly}>{done ? '已达成' : '未达成'}</span>
    </span>
  )
}

export interface ProgressRowProps {
  record: InviteRecord & { reminded: boolean }
  variant: ProgressVariant
  onRemind: (record: InviteRecord) => void
}

/** One invited friend (marketing §2.3): masked phone, explanation, two marks, the §4.3 button. */
export function ProgressRow({ record, variant, onRemind }: ProgressRowProps) {
  const computed = progressRowButton(record, variant)
  // §4.3: after a remind succeeds the row is marked reminded (the other channel stays reachable).
  const button: RowButton = record.reminded && computed === 'remind' ? 'reminded' : computed
  // Masked here too, whatever the server sent (marketing §2.3 "a masked phone"; account-and-shared §9).
  const phone = maskPhone(record.invitedPhone)
  const interactive = button === 'remind' || button === 'reminded'
  return (
    <li className={styles.row} data-invalid={button === 'failed' ? '' : undefined}>
      <div className={styles.rowMain}>
        <p className={styles.phone}>{phone}</p>
        <p className={styles.line}>{progressLine(record)}</p>
        <div className={styles.marks}>
          <Mark done={firstMarkComplete(record)} label={PROGRESS_TEXT.markBound} />
          <span className={styles.markLink} aria-hidden="true" />
          <Mark done={secondMarkComplete(record)} label={PROGRESS_TEXT.markFirstPurchase} />
        </div>
      </div>
      {interactive ? (
        <button
          type="button"
          className={styles.rowBtn}
          data-kind={button}
          aria-label={`${BUTTON_TEXT[button]} ${phone}`}
          onClick={() => onRemind(record)}
        >
          {BUTTON_TEXT[button]}
        </button>
      ) : (
        <span className={styles.rowTag} data-kind={button}>
          {BUTTON_TEXT[button]}
        </span>
      )}
    </li>
  )
}
